// The local functions host in a process of its own, so start and test can send its output to the console or
// a log file and stop it by signal. Both sides of that hand-off live here: startHostProcess() in the parent,
// main() in the child, which reports its address over the IPC channel once it listens.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROJECT_ID } from './emulators.ts';
import { startFailure, startProcess, type ManagedProcess, type Output } from './processes.ts';
import { isMain } from './script-entry.ts';

export interface HostProcess {
  url: string;
  process: ManagedProcess;
}

/**
 * The host's semi-space, in MB: a young generation larger than node's 16 MB. Each delivered change allocates its own
 * short-lived objects, and with the default the host's thread spent 14–18 % of an import collecting them (decision
 * 092); the api's requests, served by the same process, make theirs too (decision 096).
 */
export const HOST_SEMI_SPACE_MB = 64;

interface ReadyMessage {
  type: 'ready';
  url: string;
}

/** `env` must hold the emulator addresses: firebase-admin reads them when the host module loads. */
export async function startHostProcess(options: {
  port: number;
  webDist: string | null;
  /** Where uploaded files are kept. */
  mediaDir: string;
  env: NodeJS.ProcessEnv;
  output: Output;
}): Promise<HostProcess> {
  const args = [
    `--max-semi-space-size=${HOST_SEMI_SPACE_MB}`,
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--port',
    String(options.port),
  ];
  // HOST_CPU_PROF=DIR: a CPU profile of each of the host's threads written to DIR when it stops (decision 092).
  if (process.env.HOST_CPU_PROF) args.unshift('--cpu-prof', `--cpu-prof-dir=${process.env.HOST_CPU_PROF}`);
  args.push('--media-dir', options.mediaDir);
  if (options.webDist) args.push('--web-dist', options.webDist);
  const host = startProcess('host', process.execPath, args, { env: options.env, output: options.output, ipc: true });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(startFailure(host, 'The local functions host did not start within 60 s')),
      60_000,
    );
    host.child.on('message', (message: ReadyMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message.url);
    });
    void host.exited.then((code) => {
      clearTimeout(timer);
      reject(startFailure(host, `The local functions host stopped during start-up (exit code ${code})`));
    });
  });
  // The channel stays open so the host notices if we die, but must not keep our own process alive.
  host.child.channel?.unref();
  return { url, process: host };
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'web-dist': { type: 'string' }, 'media-dir': { type: 'string' } },
  });
  const { startLocalHost } = await import('../functions/src/local/host.ts');
  const host = await startLocalHost({
    port: Number(values.port),
    webDist: values['web-dist'] ?? null,
    mediaDir: values['media-dir']!,
    projectId: PROJECT_ID,
    firestorePushedTo: process.env.FIRESTORE_TRIGGERS_ADDRESS,
  });
  process.send?.({ type: 'ready', url: host.url } satisfies ReadyMessage);

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    // Open listeners and gRPC channels could hold the process; after close it exits either way.
    setTimeout(() => process.exit(1), 5_000);
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, close);
  // The parent went away without stopping us (killed hard): do not linger holding the port.
  process.on('disconnect', close);
}

if (isMain(import.meta.url)) await main();
