// What a piece of work costs in Firestore documents, counted in this process through the admin SDK: every query's
// and getAll's results (a single get is a getAll of one) and a transaction's reads as reads, an aggregation as one;
// each create, set, update and delete as a write (the SDK makes every write through a WriteBatch: on its own, in a
// transaction or a bulk writer). Bench-only instrumentation of the SDK's own methods, put back afterwards.
import { Firestore, Query, Transaction, WriteBatch, type AggregateQuery } from 'firebase-admin/firestore';

/** The SDK exports AggregateQuery as a type only: its prototype is reached through an (unconnected) instance's. */
const aggregateQuery = Object.getPrototypeOf(
  new Firestore({ projectId: 'bench-counts' }).collection('counts').count(),
) as AggregateQuery<never>;

type Counts = { reads: number; writes: number };

/** A query's answer counts its documents (at least one read); a document's, one. */
const sizeOf = (snapshot: unknown) =>
  typeof snapshot === 'object' && snapshot !== null && 'size' in snapshot
    ? Math.max(1, (snapshot as { size: number }).size)
    : 1;

/** Wraps `name` of `prototype` to add what `add` says of each call's result (awaited when it is a promise). */
function counting<P extends object, K extends keyof P>(
  prototype: P,
  name: K,
  add: (result: unknown) => number,
): () => void {
  const original = prototype[name] as (...args: unknown[]) => unknown;
  prototype[name] = function (this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.then((value) => (add(value), value));
    add(result);
    return result;
  } as P[K];
  return () => void (prototype[name] = original as P[K]);
}

export async function countingDocuments<T>(work: () => Promise<T>): Promise<{ result: T } & Counts> {
  const counts: Counts = { reads: 0, writes: 0 };
  const read = (n: (value: unknown) => number) => (value: unknown) => (counts.reads += n(value));
  const write = () => (counts.writes += 1);
  const restore = [
    counting(Query.prototype, 'get', read(sizeOf)),
    counting(
      aggregateQuery,
      'get',
      read(() => 1),
    ),
    counting(
      Firestore.prototype,
      'getAll',
      read((snapshots) => (snapshots as unknown[]).length),
    ),
    counting(Transaction.prototype, 'get', read(sizeOf)),
    ...(['create', 'set', 'update', 'delete'] as const).map((name) => counting(WriteBatch.prototype, name, write)),
  ];
  try {
    return { result: await work(), ...counts };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}

/** Reads only, as the reconciliation's figure reports them. */
export async function countingReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const { result, reads } = await countingDocuments(work);
  return { result, reads };
}
