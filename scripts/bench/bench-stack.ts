// The bench's own emulators, on free ports and with no data kept (as `npm test` starts its own), so its
// figures come from the same Firestore the product runs on locally.
import { join } from 'node:path';
import { startEmulators, type RunningEmulators } from '../emulators.ts';
import { testPorts } from '../ports.ts';
import { ROOT } from '../root.ts';

export interface BenchFirestore {
  /** The admin SDK, for seeding and the server's own paths. */
  db: import('firebase-admin/firestore').Firestore;
  projectId: string;
  host: string;
  port: number;
  /** The emulator's process group, whose CPU the load bench reads (null where it is not known). */
  group: number | null;
}

export async function startBenchEmulators(
  say: (line: string) => void,
): Promise<RunningEmulators & { firestorePort: number; hostPort: number }> {
  const ports = await testPorts();
  const emulators = await startEmulators({ ports, importFrom: null, logDir: join(ROOT, 'test-results', 'bench'), say });
  // The SDKs read the emulator addresses from the environment when they load, after this.
  Object.assign(process.env, emulators.env, { METADATA_SERVER_DETECTION: 'none' });
  return { ...emulators, firestorePort: ports.firestore, hostPort: ports.host };
}
