// The ports the local stack uses, and the check that turns a taken port into one clear line before anything starts.
import { createServer, type AddressInfo, type Server } from 'node:net';

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
 * `npm test` takes free ports chosen by the system for everything it starts, so it runs beside `npm start`
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
 * `count` distinct ports nothing listens on right now, chosen by the system. All are held open until all
 * are chosen, so the system cannot hand out the same one twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen({ port: 0, host: HOST }, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
