// Finds, starts, waits for and stops the local emulators (Google's Firestore and Pub/Sub emulators,
// firebase-tools' Auth emulator), plus the process handling that start and test share: every process runs
// in its own process group, because the emulator launchers start java as a child that a plain kill misses.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { constants, homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HOST, UserFacingError, type EmulatorPorts, type PortNeed } from './ports.ts';

export const PROJECT_ID = 'demo-marketplace';
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Script entry points

/** Whether the module at `moduleUrl` is the script node was started with (not one imported by another). */
export function isMain(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]!).href;
}

/**
 * Runs a script's main: a UserFacingError becomes its message behind the script's prefix and exit code 1;
 * anything else is a bug and keeps its stack.
 */
export async function runMain(prefix: string, main: () => Promise<number | void>): Promise<void> {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    for (const line of error.message.split('\n')) console.error(`[${prefix}] ${line}`);
    process.exitCode = 1;
  }
}

/** Signals this soon after the first are copies of it, not a second request. */
const REPEAT_SIGNAL_GRACE_MS = 2_000;

/**
 * Runs main with signals handled: the first SIGINT, SIGTERM or SIGHUP runs `stop` and exits with
 * `signalExitCode`; a second one (after REPEAT_SIGNAL_GRACE_MS) kills every process at once. `stop` runs
 * when main ends too, then the process exits.
 */
export async function runStoppable(
  prefix: string,
  main: () => Promise<number>,
  stop: () => Promise<void>,
  signalExitCode: number,
): Promise<void> {
  /** When the first stopping signal came; null until then. */
  let firstSignalAt: number | null = null;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (firstSignalAt !== null) {
        // One Ctrl-C under `npm start` arrives twice at once: from the terminal and forwarded by npm.
        if (Date.now() - firstSignalAt < REPEAT_SIGNAL_GRACE_MS) return;
        console.log(`[${prefix}] ${signal} again: stopping now, without waiting`);
        killAllProcessesNow();
        process.exit(1);
      }
      firstSignalAt = Date.now();
      console.log(`[${prefix}] ${signal}: stopping`);
      void stop().then(() => process.exit(signalExitCode));
    });
  }
  await runMain(prefix, async () => {
    try {
      return await main();
    } catch (error) {
      // A signal during start-up makes the waits fail: that is the stop, not an error to report.
      if (firstSignalAt !== null) return signalExitCode;
      throw error;
    } finally {
      await stop();
    }
  });
  process.exit();
}

// ---------------------------------------------------------------------------------------------------------
// Processes

/**
 * Where a process's output goes: a log file, the console line by line behind a prefix (optionally
 * reformatted, with the raw lines also kept in `file`), or the console as is.
 */
export type Output =
  | { file: string; prefix?: undefined }
  | { prefix: string; format?: (line: string) => string; file?: string }
  | 'inherit';

export interface ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly logFile: string | null;
  /** The exit code when the process itself exits (128 + signal number when a signal ended it). */
  readonly exited: Promise<number>;
  running(): boolean;
  /** Signals the whole group, waits until all of it is gone, and kills what is left after the grace time. */
  stop(): Promise<void>;
}

interface ProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  output: Output;
  /** Adds an IPC channel (the host reports its address over it). */
  ipc?: boolean;
  /** firebase-tools exports its data on SIGINT; the others stop on SIGTERM. */
  stopSignal?: NodeJS.Signals;
  graceMs?: number;
}

const started = new Set<ManagedProcess>();

export function startProcess(name: string, command: string, args: string[], options: ProcessOptions): ManagedProcess {
  const { output } = options;
  let fd: number | null = null;
  let stdio: StdioOptions;
  if (output === 'inherit') {
    stdio = ['ignore', 'inherit', 'inherit'];
  } else {
    if (output.file) mkdirSync(dirname(output.file), { recursive: true });
    if (output.prefix === undefined) {
      fd = openSync(output.file, 'w');
      stdio = ['ignore', fd, fd];
    } else {
      if (output.file) writeFileSync(output.file, '');
      stdio = ['ignore', 'pipe', 'pipe'];
    }
  }
  if (options.ipc) stdio = [...stdio, 'ipc'];

  // detached: a group of its own, so a stop reaches the launcher's java child and Ctrl-C in the terminal
  // reaches only us, and we stop things in order (Firestore must still run while its data is exported).
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio,
    detached: true,
  });
  if (fd !== null) closeSync(fd);

  if (output !== 'inherit' && output.prefix !== undefined) {
    const { prefix, format = (line: string) => line, file } = output;
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        if (file) appendFileSync(file, `${line}\n`);
        const shown = format(line);
        if (shown) console.log(`${prefix} ${shown}`);
      });
    }
  }

  const exited = new Promise<number>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
    // A command that cannot be spawned at all never emits 'exit'.
    child.once('error', (error) => {
      if (output !== 'inherit' && output.file) appendFileSync(output.file, `${error.message}\n`);
      else console.log(`[${name}] ${error.message}`);
      resolveExit(127);
    });
  });

  let stopping: Promise<void> | null = null;
  const managed: ManagedProcess = {
    name,
    child,
    logFile: output === 'inherit' ? null : (output.file ?? null),
    exited,
    running: () => child.exitCode === null && child.signalCode === null && child.pid !== undefined,
    stop: () => {
      stopping ??= stopGroup(child.pid, options.stopSignal ?? 'SIGTERM', options.graceMs ?? 10_000).finally(() =>
        started.delete(managed),
      );
      return stopping;
    },
  };
  started.add(managed);
  return managed;
}

/** Stops whatever is still running, each in its own way: the last sweep after an ordered stop or a failure. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...started].map((managed) => managed.stop()));
}

/** A second Ctrl-C: no waiting, no export. */
export function killAllProcessesNow(): void {
  for (const { child } of started) {
    if (!child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function stopGroup(pgid: number | undefined, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (pgid === undefined || !groupAlive(pgid)) return;
  try {
    process.kill(-pgid, signal);
  } catch {
    return;
  }
  if (await waitUntil(() => !groupAlive(pgid), graceMs)) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    return;
  }
  await waitUntil(() => !groupAlive(pgid), 5_000);
}

/**
 * Whether any live process is left in the group. The launcher shell exits before its java child finishes
 * shutting down, so the leader's exit is not the end. On Linux zombies are skipped: where nothing reaps
 * orphans (some containers), an exited java would otherwise count as alive forever.
 */
function groupAlive(pgid: number): boolean {
  if (process.platform === 'linux') {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // The command name may hold spaces and parentheses; the fields after it start past the last ')'.
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pgid && state !== 'Z') return true;
    }
    return false;
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (done()) return true;
    await sleep(100);
  }
  return done();
}

/** The last lines of a log file, to show why something did not start. */
export function logTail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

export function startFailure(managed: ManagedProcess, message: string): UserFacingError {
  if (!managed.logFile) return new UserFacingError(`${message} (its output is above).`);
  const where = relative(process.cwd(), managed.logFile);
  return new UserFacingError(`${message}. Last lines of ${where}:\n${logTail(managed.logFile)}`);
}

/** Waits until `url` answers 2xx; fails early, with the log's tail, if the process exits first. */
export async function waitForHttp(
  managed: ManagedProcess,
  url: string,
  what: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!managed.running()) throw startFailure(managed, `${what} stopped during start-up`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw startFailure(managed, `${what} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------------------
// Finding the Java emulators

interface JavaEmulators {
  firestore: (flags: string[]) => { command: string; args: string[] };
  pubsub: (flags: string[]) => { command: string; args: string[] };
}

const sdkRoots = () =>
  [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ].filter((dir): dir is string => Boolean(dir));

const firebaseCache = () => process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');

/** The newest entry of `dir` matching `pattern`, by version number. */
function newest(dir: string, pattern: RegExp): string | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => pattern.test(name));
  } catch {
    return null;
  }
  names.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const last = names.at(-1);
  return last ? join(dir, last) : null;
}

function findOnPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

function findJava(): string | null {
  const fromHome = process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java');
  if (fromHome && existsSync(fromHome)) return fromHome;
  return findOnPath('java');
}

/**
 * Google Cloud CLI's emulators first (they run on the Java 17 of these machines), then the copies
 * firebase-tools downloads into its cache. When something is missing, says exactly what to install.
 */
export function findJavaEmulators(): JavaEmulators {
  const java = findJava();
  const sdkFirestore = sdkRoots()
    .map((root) => join(root, 'platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator'))
    .find(existsSync);
  const cacheFirestore = newest(firebaseCache(), /^cloud-firestore-emulator-v[\d.]+\.jar$/);
  const sdkPubsub = sdkRoots()
    .map((root) => join(root, 'platform', 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator'))
    .find(existsSync);
  const cachePubsubDir = newest(firebaseCache(), /^pubsub-emulator-[\d.]+$/);
  const cachePubsub = cachePubsubDir && join(cachePubsubDir, 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator');
  const pubsub = sdkPubsub ?? (cachePubsub && existsSync(cachePubsub) ? cachePubsub : null);

  const missing: [string, string][] = [];
  if (!sdkFirestore && !cacheFirestore)
    missing.push(["Google's Firestore emulator", 'google-cloud-cli-firestore-emulator']);
  if (!pubsub) missing.push(["Google's Pub/Sub emulator", 'google-cloud-cli-pubsub-emulator']);
  if (!java) missing.push(['Java', 'openjdk-17-jre-headless']);
  if (missing.length > 0 || !java || !pubsub) {
    throw new UserFacingError(
      [
        `Missing: ${missing.map(([what]) => what).join(', ')} (looked in the Google Cloud CLI under /usr/lib/google-cloud-sdk and in ${firebaseCache()}).`,
        "Install them (Debian/Ubuntu; the emulators come from Google Cloud CLI's apt repository):",
        `  apt-get install ${missing.map(([, pkg]) => pkg).join(' ')}`,
      ].join('\n'),
    );
  }
  return {
    firestore: (flags) =>
      sdkFirestore
        ? { command: sdkFirestore, args: ['start', ...flags] }
        : { command: java, args: ['-Duser.language=en', '-jar', cacheFirestore!, ...flags] },
    pubsub: (flags) => ({ command: pubsub, args: flags }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The three emulators together

/** What each port is for, so a taken one gets a useful message. */
export function emulatorPortNeeds(ports: EmulatorPorts): PortNeed[] {
  return [
    { port: ports.firestore, what: 'the Firestore emulator' },
    { port: ports.auth, what: 'the Auth emulator' },
    { port: ports.pubsub, what: 'the Pub/Sub emulator' },
    { port: ports.hub, what: "firebase-tools' emulator hub" },
    { port: ports.logging, what: "firebase-tools' logging server" },
  ];
}

/** The standard variables the Firebase and Google clients read to talk to the emulators. */
export function emulatorEnv(ports: EmulatorPorts): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    PUBSUB_EMULATOR_HOST: `${HOST}:${ports.pubsub}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}

export interface StartEmulatorsOptions {
  ports: EmulatorPorts;
  /** Imported at start and saved on stop; null keeps nothing (tests). */
  dataDir: string | null;
  /** One log file per emulator goes here. */
  logDir: string;
  say: (line: string) => void;
}

export interface RunningEmulators {
  env: Record<string, string>;
  processes: ManagedProcess[];
  /** Saves the data (when there is a data dir) and stops all three. */
  stop(): Promise<void>;
}

const FIRESTORE_EXPORT = 'firestore_export';

export async function startEmulators(options: StartEmulatorsOptions): Promise<RunningEmulators> {
  const { ports, dataDir, logDir, say } = options;
  const emulators = findJavaEmulators();

  const rules = join(ROOT, 'firestore.rules');
  if (!existsSync(rules)) say('firestore.rules is missing: Firestore runs without security rules');
  const firestoreData = dataDir && join(dataDir, 'firestore');
  const firestoreSeed =
    firestoreData && join(firestoreData, FIRESTORE_EXPORT, `${FIRESTORE_EXPORT}.overall_export_metadata`);
  // Relative paths: the gcloud launcher passes its arguments on unquoted, so a space in a path would split it.
  const firestore = emulators.firestore([
    '--host',
    HOST,
    '--port',
    String(ports.firestore),
    ...(existsSync(rules) ? ['--rules', relative(ROOT, rules)] : []),
    // --export-on-exit does not fire on a signal in this emulator; stop() exports over REST instead.
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
  const authData = dataDir && resolve(dataDir, 'auth');
  const authImport = authData && existsSync(join(authData, 'firebase-export-metadata.json'));
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
        ...(authImport ? ['--import', authData] : []),
        ...(authData ? ['--export-on-exit', authData] : []),
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
    async stop() {
      if (firestoreData && firestoreProcess.running()) {
        try {
          await exportFirestore(ports.firestore, firestoreData);
        } catch (error) {
          say(`could not save Firestore data: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await stopAll();
    },
  };
}

/**
 * Exports through the emulator's REST endpoint into a fresh folder, then swaps it in, so a failed export
 * never leaves half a copy where the last good one was.
 */
async function exportFirestore(port: number, target: string): Promise<void> {
  const next = `${target}.next`;
  const old = `${target}.old`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  const response = await fetch(`http://${HOST}:${port}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: resolve(next),
      export_name: FIRESTORE_EXPORT,
    }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`export answered ${response.status}: ${(await response.text()).trim()}`);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(next, target);
  rmSync(old, { recursive: true, force: true });
}
