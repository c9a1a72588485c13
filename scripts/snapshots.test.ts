// Which snapshot a start imports: the newest whole one; a staging folder or one without its marker never.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authExportDir,
  describeAge,
  firestoreSeedFile,
  listSnapshots,
  newestSnapshot,
  removeUnfinishedSnapshots,
} from './snapshots.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketplace-snapshots-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A folder with both exports' metadata files and, when `marked`, the marker written last. */
function writeSnapshot(dir: string, takenAt: number, { marked = true, auth = true } = {}): string {
  mkdirSync(join(dir, 'firestore', 'firestore_export'), { recursive: true });
  writeFileSync(firestoreSeedFile(dir), '');
  if (auth) {
    mkdirSync(authExportDir(dir), { recursive: true });
    writeFileSync(join(authExportDir(dir), 'firebase-export-metadata.json'), '{}');
  }
  if (marked) writeFileSync(join(dir, 'snapshot.json'), JSON.stringify({ takenAt, reason: 'interval' }));
  return dir;
}

describe('snapshots', () => {
  it('imports the newest whole snapshot, whatever the folder names', () => {
    writeSnapshot(join(dataDir, 'snapshots', 'b'), 1_000);
    const newest = writeSnapshot(join(dataDir, 'snapshots', 'a'), 2_000);
    expect(newestSnapshot(dataDir)).toEqual({ dir: newest, takenAt: 2_000, reason: 'interval', seeded: true });
  });

  it('says a snapshot taken before the first seeding finished was not seeded', () => {
    const dir = writeSnapshot(join(dataDir, 'snapshots', 'a'), 1_000);
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify({ takenAt: 1_000, reason: 'stop', seeded: false }));
    expect(newestSnapshot(dataDir)?.seeded).toBe(false);
  });

  it('never imports a snapshot cut short: a staging folder, one without its marker or without Auth', () => {
    const whole = writeSnapshot(join(dataDir, 'snapshots', 'whole'), 1_000);
    writeSnapshot(join(dataDir, 'snapshots', '.staging-1-3000'), 3_000);
    writeSnapshot(join(dataDir, 'snapshots', 'unmarked'), 0, { marked: false });
    writeSnapshot(join(dataDir, 'snapshots', 'no-auth'), 4_000, { auth: false });
    expect(listSnapshots(dataDir).map((snapshot) => snapshot.dir)).toEqual([whole]);
  });

  it('removes staging folders and nothing else', () => {
    const whole = writeSnapshot(join(dataDir, 'snapshots', 'whole'), 1_000);
    writeSnapshot(join(dataDir, 'snapshots', '.staging-1-3000'), 3_000);
    removeUnfinishedSnapshots(dataDir);
    expect(listSnapshots(dataDir).map((snapshot) => snapshot.dir)).toEqual([whole]);
    writeSnapshot(join(dataDir, 'snapshots', 'whole-2'), 2_000);
    expect(listSnapshots(dataDir)).toHaveLength(2);
  });

  it('falls back to the data an earlier version kept beside the snapshots folder', () => {
    writeSnapshot(dataDir, 0, { marked: false });
    expect(newestSnapshot(dataDir)).toMatchObject({ dir: dataDir, reason: 'before snapshots' });
    expect(newestSnapshot(join(dataDir, 'nothing-here'))).toBeNull();
  });

  it('says an age in the unit a person reads', () => {
    expect(describeAge(12_400)).toBe('12 s');
    expect(describeAge(5 * 60_000)).toBe('5 min');
    expect(describeAge(3 * 3_600_000)).toBe('3 h');
    expect(describeAge(3 * 86_400_000)).toBe('3 days');
  });
});
