// `npm start` (and `npm run dev`): the whole product on this machine, offline. Starts the emulators with the
// newest snapshot of the data in .local-data/, seeds the demo data on a first start and repairs the demo
// accounts on every other, snapshots the data every 30 s, and serves web/dist (rebuilt when stale) from the
// local functions host. With --dev, Vite's dev server serves the app and forwards /api and /__ to the host.
// Ctrl-C, SIGTERM and SIGHUP save the data and stop everything it started; a second one stops at once.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { markDataLoaded } from '../functions/src/local/deliver-firestore.ts';
import { emulatorPortNeeds, startEmulators } from './emulators.ts';
import { findJavaEmulators } from './java-emulators.ts';
import {
  HOST,
  UserFacingError,
  assertPortsFree,
  devHostPort,
  localAppPort,
  localPorts,
  type EmulatorPorts,
} from './ports.ts';
import { startFailure, startProcess, waitForHttp, type Output } from './processes.ts';
import { ROOT } from './root.ts';
import { startHostProcess } from './run-host.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { repairDemoAccounts, seedDemoData, withLocalAdmin } from './seed.ts';
import { raiseDemoChargeback } from './seed-chargeback.ts';
import { describeAge, newestSnapshot, removeUnfinishedSnapshots, startSnapshots, type Snapshot } from './snapshots.ts';
import { createStopStack } from './stop-stack.ts';

const webDist = join(ROOT, 'web', 'dist');
const DEFAULT_SNAPSHOT_INTERVAL_MS = 30_000;
/** What the web build is made from: a change to any of these makes web/dist stale. */
const webSources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'shared/src'];

const say = (line: string) => console.log(`[start] ${line}`);

/** Builds the web app into `outDir` (web/dist unless given). */
export async function buildWeb(output: Output, outDir?: string): Promise<void> {
  const args = ['run', 'build', '-w', 'web', ...(outDir ? ['--', '--outDir', outDir] : [])];
  const build = startProcess('build', 'npm', args, { output });
  const code = await build.exited;
  if (code !== 0) throw startFailure(build, `Building the web app failed (exit code ${code})`);
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function webBuildIsStale(): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return webSources.some((source) => newestChange(join(ROOT, source)) > builtAt);
}

function parsePort(raw: string, name: string): number {
  const port = Number(raw);
  if (raw === '' || !Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UserFacingError(`${name}=${raw} is not a port number.`);
  return port;
}

function appPort(): number {
  const raw = process.env.PORT;
  return raw === undefined || raw === '' ? localAppPort : parsePort(raw, 'PORT');
}

/** `EMULATOR_PORTS=firestore=18080,auth=19099` moves some emulators (to run a second copy, or in tests). */
function emulatorPorts(): EmulatorPorts {
  const raw = process.env.EMULATOR_PORTS;
  const ports = { ...localPorts };
  if (!raw) return ports;
  for (const pair of raw.split(',')) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (!(name in ports))
      throw new UserFacingError(`EMULATOR_PORTS: '${name}' is not one of ${Object.keys(ports).join(', ')}.`);
    ports[name as keyof EmulatorPorts] = parsePort(value, `EMULATOR_PORTS ${name}`);
  }
  return ports;
}

function snapshotIntervalMs(): number {
  const raw = process.env.SNAPSHOT_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_SNAPSHOT_INTERVAL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1_000)
    throw new UserFacingError(`SNAPSHOT_INTERVAL_MS=${raw} is not a whole number of milliseconds, 1000 or more.`);
  return ms;
}

/** `LOCAL_DATA_DIR` keeps the data somewhere else than .local-data/ (tests use a folder of their own). */
function localDataDir(): string {
  const raw = process.env.LOCAL_DATA_DIR;
  if (!raw) return join(ROOT, '.local-data');
  return isAbsolute(raw) ? raw : resolve(raw);
}

/** What the person should know about the data they get back: how old it is and whether anything was lost. */
function describeRestore(snapshot: Snapshot | null, shownDir: string): string {
  if (!snapshot) return `no saved data in ${shownDir}: starting empty and seeding the demo data`;
  const age = describeAge(Date.now() - snapshot.takenAt);
  const at = new Date(snapshot.takenAt).toLocaleString();
  if (snapshot.reason === 'stop') return `restoring the data saved when the last run stopped (${at}, ${age} ago)`;
  if (snapshot.reason === 'before snapshots') return `restoring the data saved by an earlier version (${age} ago)`;
  return (
    `the last run did not stop cleanly: restoring its newest snapshot, taken ${at} (${age} ago); ` +
    'changes made after it were lost'
  );
}

/** The host logs one JSON object per line (for Cloud Logging); here a short `message key=value` line reads better. */
function formatHostLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object' || !('message' in entry)) return line;
  const { severity, message, ...fields } = entry as Record<string, unknown>;
  const shown = Object.entries(fields).map(([key, value]) => {
    if (typeof value === 'string') return `${key}=${value}`;
    if (key === 'error' && value && typeof value === 'object' && 'message' in value)
      return `error=${String(value.message)}`;
    return `${key}=${JSON.stringify(value)}`;
  });
  return [severity === 'INFO' ? '' : severity, message, ...shown].filter(Boolean).join(' ');
}

// The emulators are the first part pushed, so these lines come exactly when there is data to save.
const started = createStopStack({ say, before: 'saving the data and stopping …', after: 'stopped' });

async function main(): Promise<number> {
  const dev = process.argv.includes('--dev');
  // `npm run dev -- --inspect`: Vite's dev server attaches the XState inspector (web/src/lib/inspect.ts).
  const inspect = process.argv.includes('--inspect');
  if (inspect && !dev)
    throw new UserFacingError('--inspect works with `npm run dev` only (a build never carries the inspector).');
  const port = appPort();
  const ports = emulatorPorts();
  const intervalMs = snapshotIntervalMs();
  const dataDir = localDataDir();
  const fromHere = relative(process.cwd(), dataDir);
  const shownDir = fromHere === '' ? '.' : fromHere.startsWith('..') ? dataDir : fromHere;
  const logDir = join(dataDir, 'logs');
  if (dev && port === devHostPort)
    throw new UserFacingError(`PORT=${port} is the dev host's own port; choose another.`);
  findJavaEmulators(); // says what to install before anything is built or started
  await assertPortsFree([
    ...emulatorPortNeeds(ports),
    { port, what: dev ? "Vite's dev server (the app)" : 'the app (the local functions host)' },
    ...(dev ? [{ port: devHostPort, what: 'the local functions host behind Vite' }] : []),
  ]);

  // WEB_DIST serves a build made elsewhere as it is (the stack tests serve a stand-in page).
  const servedWebDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : webDist;
  if (!dev && !process.env.WEB_DIST && webBuildIsStale()) {
    say('building the web app (web/dist is missing or older than its sources)');
    await buildWeb({ prefix: '[build]' });
  }

  removeUnfinishedSnapshots(dataDir);
  const snapshot = newestSnapshot(dataDir);
  say(describeRestore(snapshot, shownDir));
  say(`starting the emulators (their logs: ${join(shownDir, 'logs')}/)`);
  const emulators = await startEmulators({ ports, importFrom: snapshot?.dir ?? null, logDir, say });
  started.push(emulators);
  // Pushed after the emulators, so a stop takes the last snapshot before they go and after the host has.
  const seeded = snapshot?.seeded ?? false;
  const snapshots = startSnapshots({ dataDir, ports, intervalMs, seeded, say });
  started.push(snapshots);
  // The seed's admin clients and the host read the emulator addresses from here.
  Object.assign(process.env, emulators.env);
  const mediaDir = join(dataDir, 'media');
  // Before the seed or the repairs write: the host tells what was imported from what came after by this.
  if (snapshot) await withLocalAdmin(({ db }) => markDataLoaded(db));
  if (!seeded) {
    await seedDemoData(say, mediaDir);
    snapshots.markSeeded();
    await snapshots.now('seed');
  } else {
    const repairs = await repairDemoAccounts();
    for (const repair of repairs) say(`demo accounts: ${repair}`);
    if (repairs.length > 0) await snapshots.now('seed');
  }
  say(`saving a snapshot of the data every ${intervalMs / 1000} s to ${join(shownDir, 'snapshots')}/`);

  const host = await startHostProcess({
    port: dev ? devHostPort : port,
    webDist: dev ? null : servedWebDist,
    mediaDir,
    env: process.env,
    output: { prefix: '[host]', format: formatHostLine, file: join(logDir, 'host.log') },
  });
  started.push(host.process);
  const parts = [...emulators.processes, host.process];
  if (dev) {
    const vite = startProcess(
      'vite',
      process.execPath,
      [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(port), '--strictPort'],
      {
        cwd: join(ROOT, 'web'),
        env: { ...process.env, LOCAL_HOST_URL: host.url, XSTATE_INSPECT: inspect ? 'on' : '' },
        output: { prefix: '[vite]', file: join(logDir, 'vite.log') },
      },
    );
    started.push(vite);
    await waitForHttp(vite, `http://${HOST}:${port}/`, "Vite's dev server");
    parts.push(vite);
  }

  if (!seeded) await raiseDemoChargebackOnce(host.url, say);
  say(`ready: http://${HOST}:${port}  (Ctrl-C stops everything and keeps the data)`);
  if (inspect) say('the XState inspector opens in a new window when the app loads (allow pop-ups for this address)');
  // Runs until a signal stops it; a part that stops by itself takes the rest down with it.
  const { name, code } = await Promise.race(
    parts.map((part) => part.exited.then((exit) => ({ name: part.name, code: exit }))),
  );
  if (started.stopping) return 0;
  say(`${name} stopped unexpectedly (exit code ${code}); stopping the rest`);
  return 1;
}

if (isMain(import.meta.url)) await runStoppable('start', main, () => started.stop(), 0);

/**
 * The first start's demo chargeback, raised once the host answers (it comes through the host's own webhook). A
 * refusal leaves the product running without it, and says why.
 */
async function raiseDemoChargebackOnce(appUrl: string, say: (line: string) => void): Promise<void> {
  try {
    const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
    const disputeId = await raiseDemoChargeback({ authHost, appUrl });
    say(`demo chargeback: ${disputeId}, waiting for an answer under the admin's Chargebacks`);
  } catch (error) {
    say(`demo chargeback not raised: ${error instanceof Error ? error.message : String(error)}`);
  }
}
