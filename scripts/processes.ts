// Starting and stopping the processes that start and test run. Every process runs in its own process group,
// because the emulator launchers start java as a child that a plain kill misses, and every group holds a
// watchdog that ends the group when the script that started it is gone, however it died.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { UserFacingError } from './ports.ts';
import { ROOT } from './root.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * `sh -c` script: $1 is our pid, the rest the command. The watchdog (in the background, in the command's
 * process group) looks every second: once the command's parent is no longer us (we died, even by SIGKILL,
 * and it was handed to init; unlike our pid this cannot be reused or stay a zombie) it kills the whole
 * group; once the command has ended it leaves, so a stop waits for nothing of it. A loop, not a signal
 * trap: a background job of a non-interactive shell ignores SIGINT for good. Without /proc it asks
 * whether our pid still exists.
 */
export const WATCHED_EXEC = [
  'parent=$1; shift',
  'leader=$$',
  '( while kill -0 "$leader" 2>/dev/null; do',
  '    if [ -r "/proc/$leader/stat" ]; then',
  '      read -r stat < "/proc/$leader/stat" || break',
  "      set -- ${stat##*') '}",
  '      if [ -n "$2" ] && [ "$2" != "$parent" ]; then kill -KILL 0; fi',
  '    elif ! kill -0 "$parent" 2>/dev/null; then kill -KILL 0; fi',
  '    sleep 1',
  '  done ) </dev/null >/dev/null 2>&1 &',
  'exec "$@"',
].join('\n');

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
  // The shell starts the watchdog in that group and then becomes the command (exec), so the pid, the exit
  // code and the host's IPC channel are the command's own.
  const child = spawn('/bin/sh', ['-c', WATCHED_EXEC, 'sh', String(process.pid), command, ...args], {
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
    // Only if /bin/sh itself cannot be spawned; a missing command exits 127 from the shell.
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
export function groupAlive(pgid: number): boolean {
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

/** Whether `done` came true within `timeoutMs`, asked every 100 ms. */
export async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
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
