// Starts, waits for and stops the local emulators together: Google's Firestore and Pub/Sub emulators and
// firebase-tools' Auth emulator, with the data of a snapshot (scripts/snapshots.ts) imported when given one.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { findJavaEmulators } from './java-emulators.ts';
import { HOST, PROJECT_ID, type EmulatorPorts, type PortNeed } from './ports.ts';
import { startProcess, waitForHttp, type ManagedProcess } from './processes.ts';
import { ROOT } from './root.ts';
import { authExportDir, firestoreSeedFile } from './snapshots.ts';

// The project id lives beside the ports (ports.ts), so the snapshots need nothing of this file.
export { PROJECT_ID } from './ports.ts';

/** What each port is for, so a taken one gets a useful message. */
export function emulatorPortNeeds(ports: EmulatorPorts): PortNeed[] {
  return [
    { port: ports.firestore, what: 'the Firestore emulator' },
    { port: ports.auth, what: 'the Auth emulator' },
    { port: ports.pubsub, what: 'the Pub/Sub emulator' },
    { port: ports.hub, what: "firebase-tools' emulator hub" },
    { port: ports.logging, what: "firebase-tools' logging server" },
    { port: ports.triggers, what: "the local host's Firestore triggers" },
  ];
}

/** The standard variables the Firebase and Google clients read to talk to the emulators. */
export function emulatorEnv(ports: EmulatorPorts): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    PUBSUB_EMULATOR_HOST: `${HOST}:${ports.pubsub}`,
    GCLOUD_PROJECT: PROJECT_ID,
    // Not a standard variable: the local host listens here for the changes the emulator pushes (decision 084).
    FIRESTORE_TRIGGERS_ADDRESS: `${HOST}:${ports.triggers}`,
  };
}

export interface StartEmulatorsOptions {
  ports: EmulatorPorts;
  /** The snapshot folder whose data the emulators start with; null starts empty. */
  importFrom: string | null;
  /** One log file per emulator goes here. */
  logDir: string;
  say: (line: string) => void;
}

export interface RunningEmulators {
  env: Record<string, string>;
  processes: ManagedProcess[];
  /** Stops all three; what is not in a snapshot by then is gone. */
  stop(): Promise<void>;
}

export async function startEmulators(options: StartEmulatorsOptions): Promise<RunningEmulators> {
  const { ports, importFrom, logDir, say } = options;
  const emulators = findJavaEmulators();

  const rules = join(ROOT, 'firestore.rules');
  if (!existsSync(rules)) say('firestore.rules is missing: Firestore runs without security rules');
  const firestoreSeed = importFrom && firestoreSeedFile(importFrom);
  // Relative paths: the gcloud launcher passes its arguments on unquoted, so a space in a path would split it.
  const firestore = emulators.firestore([
    '--host',
    HOST,
    '--port',
    String(ports.firestore),
    ...(existsSync(rules) ? ['--rules', relative(ROOT, rules)] : []),
    // It pushes every change of a document a registered trigger watches there (decision 084).
    '--functions_emulator',
    `${HOST}:${ports.triggers}`,
    // No --export-on-exit: it does not fire on a signal here, and the snapshots keep Auth and Firestore together.
    ...(firestoreSeed && existsSync(firestoreSeed) ? ['--seed_from_export', relative(ROOT, firestoreSeed)] : []),
  ]);
  const pubsub = emulators.pubsub([`--host=${HOST}`, `--port=${ports.pubsub}`]);

  // firebase-tools finds its running hub through a file named after the project in the temp dir, and uses it
  // for export-on-exit; a private temp dir keeps `npm start` and `npm test` (same project) apart.
  const firebaseTmp = mkdtempSync(join(tmpdir(), 'marketplace-firebase-'));
  const firebaseConfig = join(firebaseTmp, 'firebase.json');
  writeFileSync(
    firebaseConfig,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: HOST, port: ports.auth },
        hub: { host: HOST, port: ports.hub },
        logging: { host: HOST, port: ports.logging },
        ui: { enabled: false },
      },
    }),
  );
  const authData = importFrom && resolve(authExportDir(importFrom));
  const firebaseBin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

  const processes = [
    startProcess('firestore', firestore.command, firestore.args, { output: { file: join(logDir, 'firestore.log') } }),
    startProcess('pubsub', pubsub.command, pubsub.args, { output: { file: join(logDir, 'pubsub.log') } }),
    startProcess(
      'auth',
      process.execPath,
      [
        firebaseBin,
        'emulators:start',
        '--only',
        'auth',
        '--project',
        PROJECT_ID,
        '--config',
        firebaseConfig,
        // No --export-on-exit either: on its own it would save Auth without Firestore, splitting the data.
        ...(authData ? ['--import', authData] : []),
      ],
      {
        cwd: firebaseTmp,
        env: { ...process.env, TMPDIR: firebaseTmp, NO_COLOR: '1' },
        output: { file: join(logDir, 'auth.log') },
        stopSignal: 'SIGINT',
        graceMs: 30_000,
      },
    ),
  ] as const;
  const [firestoreProcess, pubsubProcess, authProcess] = processes;

  const stopAll = async () => {
    await Promise.all(processes.map((managed) => managed.stop()));
    rmSync(firebaseTmp, { recursive: true, force: true });
  };

  let failure: unknown = null;
  const ready = [
    waitForHttp(firestoreProcess, `http://${HOST}:${ports.firestore}/`, 'The Firestore emulator'),
    waitForHttp(pubsubProcess, `http://${HOST}:${ports.pubsub}/`, 'The Pub/Sub emulator'),
    waitForHttp(authProcess, `http://${HOST}:${ports.auth}/`, 'The Auth emulator'),
  ].map((wait) =>
    wait.catch((error: unknown) => {
      // The first failure is the one worth showing; stopping the rest makes their waits end quickly.
      if (failure === null) {
        failure = error;
        void stopAll();
      }
    }),
  );
  await Promise.all(ready);
  if (failure !== null) {
    await stopAll();
    throw failure;
  }
  say(`emulators ready: Firestore ${ports.firestore}, Auth ${ports.auth}, Pub/Sub ${ports.pubsub}`);

  return {
    env: emulatorEnv(ports),
    processes: [...processes],
    stop: stopAll,
  };
}
