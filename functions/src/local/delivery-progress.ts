// How far a trigger's local delivery got (docs/decisions/014): the snapshots handed to it, in order, and the mark
// saved from them, which says at the next start what is still to deliver.
import { Timestamp } from 'firebase-admin/firestore';

/** A trigger's progress: every change up to `through` is delivered; the paths in `pending` may not be. */
export interface TriggerMark {
  through: Timestamp;
  pending: string[];
  /** More changes were in flight than a mark lists: after an import, everything is delivered again. */
  overflow: boolean;
}

/** More pending paths than this are not listed (a crash in the middle of a bulk load). */
const MAX_LISTED_PENDING = 500;
export function changedSinceMark(
  mark: TriggerMark | undefined,
  importedAt: Timestamp | null,
  path: string,
  updateTime: Timestamp,
): boolean {
  if (!mark || mark.pending.includes(path)) return true;
  if (importedAt) return mark.overflow || updateTime > importedAt;
  return updateTime > mark.through;
}

/** One snapshot's deliveries: settled when each has succeeded or been dropped. */
export class Batch {
  private readonly open = new Map<string, number>();
  constructor(readonly readTime: Timestamp) {}
  size = 0;
  add(path: string) {
    this.size += 1;
    this.open.set(path, (this.open.get(path) ?? 0) + 1);
  }
  done(path: string) {
    const left = (this.open.get(path) ?? 1) - 1;
    if (left > 0) this.open.set(path, left);
    else this.open.delete(path);
  }
  get settled() {
    return this.open.size === 0;
  }
  /** The paths not yet settled. */
  paths() {
    return this.open.keys();
  }
}

/** A trigger's snapshots in order: the mark moves past a snapshot once it and every one before it are settled. */
export class TriggerProgress {
  private readonly batches: Batch[] = [];
  private through: Timestamp | null = null;
  constructor(
    private readonly saved: TriggerMark | undefined,
    /** After an import, the saved mark's time means nothing: what it did not list was delivered by then. */
    private readonly importedAt: Timestamp | null,
  ) {}
  begin(readTime: Timestamp): Batch {
    const batch = new Batch(readTime);
    this.batches.push(batch);
    return batch;
  }
  /** Moves the mark past the settled snapshots at the front; true when it moved. */
  settle(): boolean {
    let moved = false;
    while (this.batches[0]?.settled) {
      this.through = this.batches.shift()!.readTime;
      moved = true;
    }
    return moved;
  }
  mark(): TriggerMark {
    // Never settled and nothing saved before: all of it is still to deliver, imported or not.
    if (!this.through && !this.saved) return { through: Timestamp.fromMillis(0), pending: [], overflow: true };
    // Not yet past the first snapshot: what the saved mark said still holds, and what it listed is still due.
    const all = new Set(this.through ? [] : (this.saved?.pending ?? []));
    // Past MAX_LISTED_PENDING none is listed, so the gathering stops there (decision 087): an import has thousands
    // of changes in flight, each its own batch, and the mark is saved four times a second.
    gathering: for (const batch of this.batches) {
      for (const path of batch.paths()) {
        all.add(path);
        if (all.size > MAX_LISTED_PENDING) break gathering;
      }
    }
    const overflowing = all.size > MAX_LISTED_PENDING;
    return {
      through: this.through ?? (this.saved && this.importedAt) ?? this.saved?.through ?? Timestamp.fromMillis(0),
      pending: overflowing ? [] : [...all],
      overflow: overflowing || (!this.through && (this.saved?.overflow ?? false)),
    };
  }
}
