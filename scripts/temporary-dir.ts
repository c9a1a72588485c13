// Folders a test or a bench needs for one run (a backend's media, a stand-in build), removed when the process
// exits: a run keeps no data behind, where each test file and bench run once left a folder in the system's temp.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

function removeAll(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}

/** A new empty folder in the system's temp, named `prefix` and a random tail, gone when this process exits. */
export function temporaryDir(prefix: string): string {
  // One listener for every folder: a worker that runs many files would otherwise pass Node's listener warning.
  if (made.size === 0) process.once('exit', removeAll);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}
