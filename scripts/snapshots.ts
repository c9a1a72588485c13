// Snapshots of the local emulators' data (Auth and Firestore, exported together) in <data dir>/snapshots/.
// Each is written whole into a staging folder and then renamed into place under a new name, so the folder
// only ever holds whole snapshots: a crash mid-write leaves a staging folder, which is never imported.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HOST, PROJECT_ID, type EmulatorPorts } from './ports.ts';

/** Why a snapshot was taken: the next start says whether the run before it stopped cleanly. */
export type SnapshotReason = 'interval' | 'seed' | 'stop';

export interface Snapshot {
  /** Holds `auth/` (firebase-tools' export) and `firestore/firestore_export/` (the emulator's export). */
  dir: string;
  /** When the exports began (epoch millis). */
  takenAt: number;
  reason: SnapshotReason | 'before snapshots';
  /**
   * Whether the demo data had been seeded in full when it was taken: a first start stopped while seeding
   * leaves a snapshot without it, and the next start seeds again (the seed only adds what is missing).
   */
  seeded: boolean;
}

const SNAPSHOTS = 'snapshots';
/** Written last into the staging folder: a snapshot without it is not whole. */
const MARKER = 'snapshot.json';
const STAGING_PREFIX = '.staging-';
/** The newest is the one imported; the one before stays in case the newest cannot be read. */
const KEEP = 2;
export const FIRESTORE_EXPORT = 'firestore_export';

export const firestoreSeedFile = (snapshotDir: string) =>
  join(snapshotDir, 'firestore', FIRESTORE_EXPORT, `${FIRESTORE_EXPORT}.overall_export_metadata`);
export const authExportDir = (snapshotDir: string) => join(snapshotDir, 'auth');
const authMetadata = (snapshotDir: string) => join(authExportDir(snapshotDir), 'firebase-export-metadata.json');

function readMarker(dir: string): Snapshot | null {
  try {
    const { takenAt, reason, seeded } = JSON.parse(readFileSync(join(dir, MARKER), 'utf8')) as Partial<Snapshot>;
    if (typeof takenAt !== 'number' || typeof reason !== 'string') return null;
    if (!existsSync(firestoreSeedFile(dir)) || !existsSync(authMetadata(dir))) return null;
    return { dir, takenAt, reason, seeded: seeded !== false };
  } catch {
    return null;
  }
}

/** The whole snapshots, newest first. */
export function listSnapshots(dataDir: string): Snapshot[] {
  const root = join(dataDir, SNAPSHOTS);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => !name.startsWith('.'))
    .map((name) => readMarker(join(root, name)))
    .filter((snapshot): snapshot is Snapshot => snapshot !== null)
    .sort((a, b) => b.takenAt - a.takenAt);
}

/**
 * The snapshot the next start imports: the newest whole one, or the data an older version of this script
 * kept (Auth and Firestore exports side by side in the data folder) when there is no snapshot yet.
 */
export function newestSnapshot(dataDir: string): Snapshot | null {
  const [newest] = listSnapshots(dataDir);
  if (newest) return newest;
  if (existsSync(firestoreSeedFile(dataDir)) && existsSync(authMetadata(dataDir)))
    return {
      dir: dataDir,
      takenAt: statSync(firestoreSeedFile(dataDir)).mtimeMs,
      reason: 'before snapshots',
      seeded: true,
    };
  return null;
}

/** Removes what a snapshot cut short by a crash left behind. */
export function removeUnfinishedSnapshots(dataDir: string): void {
  const root = join(dataDir, SNAPSHOTS);
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    if (name.startsWith(STAGING_PREFIX)) rmSync(join(root, name), { recursive: true, force: true });
  }
}

async function postJson(url: string, body: unknown, what: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).trim()}`);
}

/**
 * Exports Auth (through firebase-tools' hub) and Firestore (through the emulator's REST endpoint) at the
 * same time into a staging folder, marks it whole, renames it into place and drops the older snapshots.
 */
export async function takeSnapshot(
  dataDir: string,
  ports: Pick<EmulatorPorts, 'firestore' | 'hub'>,
  reason: SnapshotReason,
  seeded: boolean,
): Promise<Snapshot> {
  const root = join(dataDir, SNAPSHOTS);
  const takenAt = Date.now();
  const staging = resolve(root, `${STAGING_PREFIX}${process.pid}-${takenAt}`);
  mkdirSync(join(staging, 'firestore'), { recursive: true });
  try {
    await Promise.all([
      postJson(
        `http://${HOST}:${ports.hub}/_admin/export`,
        { path: authExportDir(staging), initiatedBy: 'snapshot', targets: ['auth'] },
        'The Auth export',
      ),
      postJson(
        `http://${HOST}:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}:export`,
        {
          database: `projects/${PROJECT_ID}/databases/(default)`,
          export_directory: join(staging, 'firestore'),
          export_name: FIRESTORE_EXPORT,
        },
        'The Firestore export',
      ),
    ]);
    writeFileSync(join(staging, MARKER), `${JSON.stringify({ takenAt, reason, seeded })}\n`);
    // The name sorts by time; a new name, so the rename never replaces anything.
    const final = join(root, new Date(takenAt).toISOString().replace(/[:.]/g, '-'));
    renameSync(staging, final);
    for (const old of listSnapshots(dataDir).slice(KEEP)) rmSync(old.dir, { recursive: true, force: true });
    return { dir: final, takenAt, reason, seeded };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** "12 s", "4 min", "3 h", "2 days": how much may have been lost. */
export function describeAge(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 2 * 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * 86_400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}

export interface Snapshotter {
  /** Takes a snapshot now (after any one under way) and resets the interval. */
  now(reason: SnapshotReason): Promise<void>;
  /** From now on, snapshots say the demo data was seeded in full. */
  markSeeded(): void;
  /** Stops the interval and takes the last snapshot: the emulators must still run. */
  stop(): Promise<void>;
}

/** Takes a snapshot every `intervalMs`, one at a time; a failed one is said and the next one tries again. */
export function startSnapshots(options: {
  dataDir: string;
  ports: Pick<EmulatorPorts, 'firestore' | 'hub'>;
  intervalMs: number;
  /** Whether the imported data was seeded in full; false on a first start until markSeeded(). */
  seeded: boolean;
  say: (line: string) => void;
}): Snapshotter {
  const { dataDir, ports, intervalMs, say } = options;
  let seeded = options.seeded;
  let timer: NodeJS.Timeout | null = null;
  let last: Promise<void> = Promise.resolve();
  let stopped = false;

  const take = (reason: SnapshotReason) => {
    if (timer) clearTimeout(timer);
    last = last.then(async () => {
      try {
        await takeSnapshot(dataDir, ports, reason, seeded);
      } catch (error) {
        say(`could not save a snapshot: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!stopped) timer = setTimeout(() => void take('interval'), intervalMs);
    });
    return last;
  };
  timer = setTimeout(() => void take('interval'), intervalMs);

  return {
    now: take,
    markSeeded: () => (seeded = true),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await take('stop');
    },
  };
}
