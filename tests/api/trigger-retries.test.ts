// The local host's delivery across restarts and failures (docs/decisions/014): at start only what changed
// since the saved mark is delivered (also after the data came back from a snapshot), and a failed delivery is
// tried again after a pause, for Firestore triggers and Pub/Sub subscribers alike.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DELIVERY_MARK, deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { deliverPubSub } from '../../functions/src/local/deliver-pubsub.ts';
import type { RetryPolicy } from '../../functions/src/local/retry-delivery.ts';
import type { DocumentChange, PubSubEvent, TriggerTable } from '../../functions/src/platform/triggers.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { eventually, type Backend, useBackend } from './support/emulators.ts';
import { recordingTrigger } from './support/triggers.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const quick: RetryPolicy = { maxAttempts: 4, firstDelayMs: 100, maxDelayMs: 400 };
// Node's timers count whole milliseconds of the loop's clock, so a 100 ms pause can read as 99 ms on
// Date.now(): the pauses are checked to within that one millisecond (no pause at all still fails).
const pauseOf = (ms: number) => ms - 1;

/** A table of one Firestore trigger on boards/{boardId}/items/{itemId} that records what it is handed. */
function recordingTable(handle?: (change: DocumentChange) => Promise<void>) {
  const { seen, trigger } = recordingTrigger('boards/{boardId}/items/{itemId}', handle);
  return { seen, table: { recordItems: trigger } };
}

const items = (seen: DocumentChange[]) => seen.map((change) => change.params.itemId).sort();
/** Waits until `count()` reaches `least`: the deliveries arrive a moment after the writes. */
const untilAtLeast = (count: () => number, least: number) =>
  eventually(
    async () => count(),
    (n) => n >= least,
  );
/** Lets what else might arrive arrive, so a test can tell that nothing did. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the catch-up at start', () => {
  it('delivers only the documents changed since the last delivery', async () => {
    const first = recordingTable();
    await backend.db.doc('boards/b/items/old').set({ n: 1 });
    await backend.db.doc('boards/b/items/edited').set({ n: 1 });
    // No mark yet (a first start): everything there is delivered.
    const stopFirst = deliverFirestore(backend.db, first.table, backend);
    await eventually(
      async () => first.seen.length,
      (n) => n === 2,
    );
    await stopFirst();

    // While the host is down: one document changed, one created.
    await backend.db.doc('boards/b/items/edited').set({ n: 2 });
    await backend.db.doc('boards/b/items/new').set({ n: 1 });
    const second = recordingTable();
    const stopSecond = deliverFirestore(backend.db, second.table, backend);
    try {
      await untilAtLeast(() => second.seen.length, 2);
      // A live change after the catch-up still arrives, with its before.
      await backend.db.doc('boards/b/items/old').set({ n: 3 });
      await untilAtLeast(() => second.seen.length, 3);
    } finally {
      await stopSecond();
    }
    expect(items(second.seen)).toEqual(['edited', 'new', 'old']);
    expect(second.seen.find((change) => change.params.itemId === 'old')?.before).toEqual({ n: 1 });
  });

  it('after an import (every document stamped with the import time) delivers only what the mark listed as pending and what came after', async () => {
    // One batch gives every write the same time, as the emulator's import does; the mark was saved earlier.
    const batch = backend.db.batch();
    const earlier = Timestamp.fromMillis(Date.now() - 60_000);
    batch.set(backend.db.doc(DELIVERY_MARK), {
      savedAt: earlier,
      triggers: {
        recordItems: {
          through: earlier,
          pending: ['boards/b/items/unfinished', 'boards/b/items/gone'],
          overflow: false,
        },
      },
    });
    batch.set(backend.db.doc('boards/b/items/delivered'), { n: 1 });
    batch.set(backend.db.doc('boards/b/items/unfinished'), { n: 1 });
    await batch.commit();
    // Written after the import (the start script's seed and repairs).
    await backend.db.doc('boards/b/items/after').set({ n: 1 });

    const { seen, table } = recordingTable();
    const stop = deliverFirestore(backend.db, table, backend);
    try {
      await untilAtLeast(() => seen.length, 3);
      // Nothing else trickles in.
      await pause(500);
    } finally {
      await stop();
    }
    expect(items(seen)).toEqual(['after', 'gone', 'unfinished']);
    // The pending one deleted meanwhile arrives as a change from nothing to nothing: its handler re-reads.
    expect(seen.find((change) => change.params.itemId === 'gone')).toMatchObject({ before: null, after: null });
  });

  it('lists a delivery still failing when the host stops as pending, so the next start delivers it again', async () => {
    expectConsole('error', /event delivery failed; trying again/);
    const failing = recordingTable(async (change) => {
      if (change.params.itemId === 'stuck') throw new Error('not now');
    });
    const stopFailing = deliverFirestore(backend.db, failing.table, backend, { retry: quick });
    // Past the start's first snapshot: a mark of its own.
    await backend.db.doc('boards/b/items/fine').set({ n: 1 });
    await untilAtLeast(() => failing.seen.length, 1);
    await backend.db.doc('boards/b/items/stuck').set({ n: 1 });
    await eventually(
      async () => items(failing.seen),
      (seen) => seen.includes('stuck'),
    );
    await stopFailing();
    const mark = (await backend.db.doc(DELIVERY_MARK).get()).get('triggers.recordItems') as { pending: string[] };
    expect(mark.pending).toEqual(['boards/b/items/stuck']);

    const next = recordingTable();
    const stopNext = deliverFirestore(backend.db, next.table, backend);
    try {
      await eventually(
        async () => items(next.seen),
        (seen) => seen.includes('stuck'),
      );
    } finally {
      await stopNext();
    }
    expect(items(next.seen)).toEqual(['stuck']);
  });
});

describe('a failed delivery', () => {
  it('is tried again after a growing pause until it succeeds (Firestore trigger)', async () => {
    expectConsole('error', /event delivery failed; trying again/);
    const attempts: number[] = [];
    const { table } = recordingTable(async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('DEADLINE_EXCEEDED');
    });
    const stop = deliverFirestore(backend.db, table, backend, { retry: quick });
    try {
      await backend.db.doc('boards/b/items/flaky').set({ n: 1 });
      await eventually(
        async () => attempts.length,
        (n) => n === 3,
      );
    } finally {
      await stop();
    }
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(pauseOf(quick.firstDelayMs));
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(pauseOf(2 * quick.firstDelayMs));
  });

  it('is tried again after a pause, not handed straight back, then acknowledged (Pub/Sub subscriber)', async () => {
    expectConsole('error', /event delivery failed; trying again/);
    const attempts: { at: number; id: string }[] = [];
    const table: TriggerTable<unknown> = {
      [`flaky${Date.now()}`]: {
        kind: 'pubsub',
        topic: `flaky-topic-${Date.now()}`,
        handle: async (_deps, event: PubSubEvent) => {
          attempts.push({ at: Date.now(), id: event.id });
          if (attempts.length < 2) throw new Error('UNAVAILABLE');
        },
      },
    };
    const stop = await deliverPubSub(backend.pubsub, table, backend, { retry: quick, ownSubscriptions: true });
    try {
      const [trigger] = Object.values(table);
      await backend.pubsub.topic((trigger as { topic: string }).topic).publishMessage({ json: { n: 1 } });
      await untilAtLeast(() => attempts.length, 2);
      // Acknowledged: the emulator does not bring it back.
      await pause(1_000);
    } finally {
      await stop();
    }
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.id).toBe(attempts[0]!.id);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(pauseOf(quick.firstDelayMs));
  });
});

describe('a delivery’s own subscriptions (a test file’s)', () => {
  it('are deleted when it stops, so the next delivery alone is handed what comes after', async () => {
    const topic = `own-topic-${Date.now()}`;
    const handed = { first: [] as unknown[], second: [] as unknown[] };
    const tableFor = (into: unknown[]): TriggerTable<unknown> => ({
      recordOwn: { kind: 'pubsub', topic, handle: async (_deps, event: PubSubEvent) => void into.push(event.data) },
    });
    const subscriptionsOf = async () =>
      (await backend.pubsub.topic(topic).getSubscriptions())[0].map((subscription) => subscription.name);

    const stopFirst = await deliverPubSub(backend.pubsub, tableFor(handed.first), backend, { ownSubscriptions: true });
    const firstNames = await subscriptionsOf();
    expect(firstNames).toEqual([expect.stringMatching(/\/local-host-recordOwn-[0-9a-f-]{36}$/)]);
    await stopFirst();
    expect(await subscriptionsOf()).toEqual([]);

    const stopSecond = await deliverPubSub(backend.pubsub, tableFor(handed.second), backend, {
      ownSubscriptions: true,
    });
    try {
      expect(await subscriptionsOf()).not.toEqual(firstNames);
      await backend.pubsub.topic(topic).publishMessage({ json: { n: 1 } });
      await untilAtLeast(() => handed.second.length, 1);
      await pause(300);
    } finally {
      await stopSecond();
    }
    expect(handed).toEqual({ first: [], second: [{ n: 1 }] });
  });
});
