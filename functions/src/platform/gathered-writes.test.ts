// The gathered writer, on a stand-in Firestore that records each commit: writes and increments gathered for a second, each
// shard written at most once a second, a repeated event's own write failing alone.
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitWaits, gatheredWriter, isGuardFailure, type GatheredWrite } from './gathered-writes.ts';

interface Commit {
  at: number;
  creates: string[];
  sets: { path: string; fields: Record<string, unknown> }[];
}

/** Commits are kept; a create of a document that exists fails the whole commit, as Firestore's does. */
function recordingFirestore() {
  const commits: Commit[] = [];
  const existing = new Set<string>();
  const db = {
    doc: (path: string) => ({ path }),
    batch: () => {
      const commit: Commit = { at: Date.now(), creates: [], sets: [] };
      return {
        create: (ref: { path: string }) => void commit.creates.push(ref.path),
        update: () => undefined,
        set: (ref: { path: string }, fields: Record<string, unknown>) =>
          void commit.sets.push({ path: ref.path, fields }),
        commit: () => {
          commit.at = Date.now();
          if (commit.creates.some((path) => existing.has(path)))
            return Promise.reject(Object.assign(new Error('ALREADY_EXISTS'), { code: 6 }));
          commit.creates.forEach((path) => existing.add(path));
          commits.push(commit);
          return Promise.resolve();
        },
      };
    },
  };
  return { db: db as unknown as Firestore, commits };
}

const visit = (db: Firestore, id: string): GatheredWrite => ({
  writes: [{ create: db.doc(`counted/${id}`), data: {} }],
  increments: [{ counter: 'totals', field: 'visitors', by: 1 }],
});

const shardOf = (path: string) => path.split('/').at(-1);

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('gatheredWriter', () => {
  it('gathers a burst for a second, and writes each shard at most once a second', async () => {
    const { db, commits } = recordingFirestore();
    const writer = gatheredWriter(db);
    const all = Array.from({ length: 1_000 }, (_, i) => writer.add(visit(db, `v${i}`)));
    await vi.advanceTimersByTimeAsync(0);
    // 1,000 events in three commits (400 guards each at most), on three shards, each with one increment.
    expect(commits).toHaveLength(3);
    expect(new Set(commits.map((commit) => shardOf(commit.sets[0]!.path))).size).toBe(3);
    expect(commits.map((commit) => commit.creates.length)).toEqual([400, 400, 200]);
    await Promise.all(all);

    // More within the second wait for the next one.
    const later = [writer.add(visit(db, 'w1')), writer.add(visit(db, 'w2'))];
    await vi.advanceTimersByTimeAsync(999);
    expect(commits).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(later);
    expect(commits).toHaveLength(4);
    const writesOf = new Map<string, number[]>();
    for (const commit of commits)
      for (const { path } of commit.sets) writesOf.set(path, [...(writesOf.get(path) ?? []), commit.at]);
    for (const times of writesOf.values())
      times.slice(1).forEach((at, i) => expect(at - times[i]!).toBeGreaterThanOrEqual(1000));
  });

  it('adds one increment per counter and field in a commit, summed', async () => {
    const { db, commits } = recordingFirestore();
    const writer = gatheredWriter(db);
    await Promise.all([
      writer.add({ writes: [], increments: [{ counter: 'totals', field: 'products', by: 1 }] }),
      writer.add({
        writes: [],
        increments: [
          { counter: 'totals', field: 'products', by: -1 },
          { counter: 'totals', field: 'productValuePaise', by: 250 },
          { counter: 'visits-2026-03-10', field: 'visitors', by: 1 },
        ],
      }),
      vi.advanceTimersByTimeAsync(0),
    ]);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.sets.map(({ path }) => path.split('/').slice(-3, -2)[0])).toEqual([
      'totals',
      'visits-2026-03-10',
    ]);
    const totals = commits[0]!.sets[0]!.fields;
    expect(Object.keys(totals)).toEqual(['products', 'productValuePaise']);
  });

  it('fails only a repeated event, and the others in its commit still count', async () => {
    const { db, commits } = recordingFirestore();
    const writer = gatheredWriter(db);
    const first = writer.add(visit(db, 'v1'));
    await vi.advanceTimersByTimeAsync(0);
    await first;
    const again = writer.add(visit(db, 'v1')).catch((error: unknown) => error);
    const others = [writer.add(visit(db, 'v2')), writer.add(visit(db, 'v3'))];
    await vi.advanceTimersByTimeAsync(1000);
    expect(isGuardFailure(await again)).toBe(true);
    await Promise.all(others);
    expect(commits.flatMap((commit) => commit.creates)).toEqual(['counted/v1', 'counted/v2', 'counted/v3']);
  });

  it('puts an event whose guard is already in the commit into the next one', async () => {
    const { db, commits } = recordingFirestore();
    const writer = gatheredWriter(db);
    const twice = [writer.add(visit(db, 'v1')), writer.add(visit(db, 'v1')).catch((error: unknown) => error)];
    await vi.advanceTimersByTimeAsync(0);
    expect(commits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    const [, second] = await Promise.all(twice);
    expect(isGuardFailure(second)).toBe(true);
    expect(commits).toHaveLength(1);
  });

  it('counts the events waiting for their commit, telling each time one begins, until it is committed or failed', async () => {
    const { db } = recordingFirestore();
    const writer = gatheredWriter(db);
    const first = writer.add(visit(db, 'v1'));
    await vi.advanceTimersByTimeAsync(0);
    await first;
    let told = 0;
    const stop = commitWaits.onWait(() => (told += 1));
    const waits = [writer.add(visit(db, 'v1')).catch(() => 'refused'), writer.add(visit(db, 'v2'))];
    expect([commitWaits.count, told]).toEqual([2, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all(waits)).toEqual(['refused', undefined]);
    expect(commitWaits.count).toBe(0);
    stop();
    const unheard = writer.add(visit(db, 'v3'));
    expect([commitWaits.count, told]).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    await unheard;
  });
});
