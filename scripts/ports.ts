// The ports the local stack uses, and the check that turns a taken port into one clear line before anything starts.
import { createServer } from 'node:net';

/** Everything local listens on the loopback address only. */
export const HOST = '127.0.0.1';

/** The emulators' project: a `demo-` id, which the emulators never connect to a real project. */
export const PROJECT_ID = 'demo-marketplace';

/** An error whose message is the whole story for the person running the script: printed without a stack. */
export class UserFacingError extends Error {}

export interface EmulatorPorts {
  firestore: number;
  auth: number;
  pubsub: number;
  /** firebase-tools' own hub and logging servers, which run beside its Auth emulator. */
  hub: number;
  logging: number;
  /**
   * Where the Firestore emulator pushes document changes to the local host (decision 084); for `npm start` the
   * functions emulator's usual port.
   */
  triggers: number;
}

/** `npm start`: the same ports as firebase.json, so firebase-tools commands and the docs agree. */
export const localPorts: EmulatorPorts = {
  firestore: 8080,
  auth: 9099,
  pubsub: 8085,
  hub: 4400,
  logging: 4500,
  triggers: 5001,
};
export const localAppPort = 3000;
/** `npm run dev`: the host sits behind Vite's dev server on this port. */
export const devHostPort = 3001;

/**
 * `npm test` takes free ports (freePorts) for everything it starts, so it runs beside `npm start`
 * and beside another `npm test` (two checkouts, two runs) without either knowing of the other.
 */
export async function testPorts(): Promise<EmulatorPorts & { host: number }> {
  const [firestore, auth, pubsub, hub, logging, triggers, host] = await freePorts(7);
  return {
    firestore: firestore!,
    auth: auth!,
    pubsub: pubsub!,
    hub: hub!,
    logging: logging!,
    triggers: triggers!,
    host: host!,
  };
}

export interface PortNeed {
  port: number;
  what: string;
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws one line per taken port, naming what needs it, so nothing is half started. */
export async function assertPortsFree(needs: PortNeed[]): Promise<void> {
  const taken: PortNeed[] = [];
  for (const need of needs) if (!(await isPortFree(need.port))) taken.push(need);
  if (taken.length > 0) {
    throw new UserFacingError(
      taken.map(({ port, what }) => `Port ${port} is already in use; ${what} needs it.`).join('\n') +
        '\nStop whatever listens there (is another copy running?) and try again.',
    );
  }
}

/**
 * Where test ports are chosen: below the range from which the system hands out a port for `listen(0)` and for
 * every outgoing connection (32768 to 60999 on Linux, 49152 up elsewhere). A port once taken from that range,
 * free when chosen, was taken by some connection before the Auth emulator could listen on it; here only a process
 * that names a port takes it. A random start keeps two runs apart.
 */
export const TEST_PORT_RANGE = { from: 20_000, to: 32_000 };

/** `count` distinct ports free now, from TEST_PORT_RANGE. */
export async function freePorts(count: number, random: () => number = Math.random): Promise<number[]> {
  const span = TEST_PORT_RANGE.to - TEST_PORT_RANGE.from;
  const start = Math.floor(random() * span);
  const ports: number[] = [];
  for (let step = 0; ports.length < count && step < span; step++) {
    const port = TEST_PORT_RANGE.from + ((start + step) % span);
    if (await isPortFree(port)) ports.push(port);
  }
  if (ports.length < count)
    throw new UserFacingError(`No ${count} free ports between ${TEST_PORT_RANGE.from} and ${TEST_PORT_RANGE.to}.`);
  return ports;
}
