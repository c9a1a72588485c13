// `npm start` (and `npm run dev`): the whole product on this machine, offline. Starts the emulators with the
// data kept in .local-data/, seeds demo users on a first start, and serves web/dist (rebuilt when stale) from
// the local functions host. With --dev, Vite's dev server serves the app and forwards /api and /__ to the host.
// Ctrl-C saves the data and stops everything it started.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorPortNeeds, startEmulators } from './emulators.ts';
import { findJavaEmulators } from './java-emulators.ts';
import { HOST, UserFacingError, assertPortsFree, devHostPort, localAppPort, localPorts } from './ports.ts';
import { startFailure, startProcess, waitForHttp, type Output } from './processes.ts';
import { ROOT } from './root.ts';
import { startHostProcess } from './run-host.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { localMediaDir, seedDemoData } from './seed.ts';
import { createStopStack } from './stop-stack.ts';

const dataDir = join(ROOT, '.local-data');
const logDir = join(dataDir, 'logs');
const webDist = join(ROOT, 'web', 'dist');
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

function appPort(): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === '') return localAppPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UserFacingError(`PORT=${raw} is not a port number.`);
  return port;
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
const started = createStopStack({ say, before: 'saving data to .local-data/ and stopping …', after: 'stopped' });

async function main(): Promise<number> {
  const dev = process.argv.includes('--dev');
  // `npm run dev -- --inspect`: Vite's dev server attaches the XState inspector (web/src/lib/inspect.ts).
  const inspect = process.argv.includes('--inspect');
  if (inspect && !dev)
    throw new UserFacingError('--inspect works with `npm run dev` only (a build never carries the inspector).');
  const port = appPort();
  if (dev && port === devHostPort)
    throw new UserFacingError(`PORT=${port} is the dev host's own port; choose another.`);
  findJavaEmulators(); // says what to install before anything is built or started
  await assertPortsFree([
    ...emulatorPortNeeds(localPorts),
    { port, what: dev ? "Vite's dev server (the app)" : 'the app (the local functions host)' },
    ...(dev ? [{ port: devHostPort, what: 'the local functions host behind Vite' }] : []),
  ]);

  if (!dev && webBuildIsStale()) {
    say('building the web app (web/dist is missing or older than its sources)');
    await buildWeb({ prefix: '[build]' });
  }

  say('starting the emulators (their logs: .local-data/logs/)');
  const emulators = await startEmulators({ ports: localPorts, dataDir, logDir, say });
  started.push(emulators);
  // The seed's admin clients and the host read the emulator addresses from here.
  Object.assign(process.env, emulators.env);
  await seedDemoData(say, { onlyIfNoneExist: true });

  const host = await startHostProcess({
    port: dev ? devHostPort : port,
    webDist: dev ? null : webDist,
    mediaDir: localMediaDir,
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
