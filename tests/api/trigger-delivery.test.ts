// The local host's Firestore trigger delivery: each change reaches the handler with its before and after, through
// one listener per collection that is opened again when it ends.
import { Query, type QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { eventually, type Backend, useBackend } from './support/emulators.ts';
import { pathsOf, recordingTrigger } from './support/triggers.ts';

let backend: Backend;
useBackend((started) => (backend = started));

describe('deliverFirestore', () => {
  it('delivers create, update and delete with before/after and the path params', async () => {
    const { seen, trigger } = recordingTrigger('boards/{boardId}/items/{itemId}');
    const stop = deliverFirestore(backend.db, { recordChange: trigger }, backend);
    try {
      await stop.listening;
      const item = backend.db.doc('boards/b1/items/i1');
      await item.set({ status: 'Open' });
      await eventually(
        async () => seen.length,
        (n) => n === 1,
      );
      await item.update({ status: 'Completed' });
      await eventually(
        async () => seen.length,
        (n) => n === 2,
      );
      await item.delete();
      await eventually(
        async () => seen.length,
        (n) => n === 3,
      );
    } finally {
      stop();
    }
    expect(seen.map(({ before, after, params }) => ({ before, after, params }))).toEqual([
      { before: null, after: { status: 'Open' }, params: { boardId: 'b1', itemId: 'i1' } },
      { before: { status: 'Open' }, after: { status: 'Completed' }, params: { boardId: 'b1', itemId: 'i1' } },
      { before: { status: 'Completed' }, after: null, params: { boardId: 'b1', itemId: 'i1' } },
    ]);
    expect(new Set(seen.map((change) => change.id)).size).toBe(3);
  });

  it('ignores documents in other collections of the same name', async () => {
    const { seen, trigger } = recordingTrigger('boards/{boardId}/items/{itemId}');
    const stop = deliverFirestore(backend.db, { onlyBoards: trigger }, backend);
    try {
      await stop.listening;
      await backend.db.doc('shelves/s1/items/x').set({ n: 1 });
      await backend.db.doc('boards/b2/items/y').set({ n: 2 });
      await eventually(
        async () => seen.length,
        (n) => n >= 1,
      );
    } finally {
      stop();
    }
    expect(pathsOf(seen)).toEqual(['boards/b2/items/y']);
  });
});

describe('listeners', () => {
  it('opens one listener per collection for all the triggers on it', async () => {
    const listen = vi.spyOn(Query.prototype, 'onSnapshot');
    const first = recordingTrigger('shelves/{shelfId}');
    const second = recordingTrigger('shelves/{id}');
    const other = recordingTrigger('racks/{rackId}');
    const stop = deliverFirestore(
      backend.db,
      { first: first.trigger, second: second.trigger, other: other.trigger },
      backend,
    );
    try {
      await backend.db.doc('shelves/s1').set({ n: 1 });
      await eventually(
        async () => [first.seen.length, second.seen.length],
        ([a, b]) => a === 1 && b === 1,
      );
      expect(listen).toHaveBeenCalledTimes(2);
    } finally {
      listen.mockRestore();
      await stop();
    }
  });

  it('opens a listener that ended with an error again, and delivers what changed meanwhile once', async () => {
    await backend.db.doc('crates/before').set({ n: 1 });
    const original = Query.prototype.onSnapshot;
    const listen = vi.spyOn(Query.prototype, 'onSnapshot');
    let endListener = () => {};
    // The first listener is real, and can be ended from the test as the emulator ends one.
    listen.mockImplementationOnce(function (this: Query, ...args: unknown[]) {
      const [onNext, onError] = args as [(snapshot: QuerySnapshot) => void, (error: Error) => void];
      const unsubscribe = original.call(this, onNext, onError);
      endListener = () => {
        unsubscribe();
        onError(new Error('Unknown listen response type: {}'));
      };
      return unsubscribe;
    });
    const crates = recordingTrigger('crates/{crateId}');
    const stop = deliverFirestore(backend.db, { crates: crates.trigger }, backend, { relistenAfterMs: 50 });
    try {
      await eventually(
        async () => crates.seen,
        (seen) => seen.length === 1,
      );
      expectConsole('error', /firestore listener failed; listening again/);
      endListener();
      await backend.db.doc('crates/meanwhile').set({ n: 2 });
      await eventually(
        async () => pathsOf(crates.seen),
        (seen) => seen.includes(`crates/meanwhile`),
      );
      await backend.db.doc('crates/after').set({ n: 3 });
      await eventually(
        async () => pathsOf(crates.seen),
        (seen) => seen.includes(`crates/after`),
      );
    } finally {
      listen.mockRestore();
      await stop();
    }
    expect(pathsOf(crates.seen)).toEqual(['crates/before', 'crates/meanwhile', 'crates/after']);
  });
});
