// The local host's Firestore trigger delivery: each change reaches the handler with its before and after.
import { describe, expect, it } from 'vitest';
import type { DocumentChange, TriggerTable } from '../../functions/src/platform/triggers.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { eventually, type Backend, useBackend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

describe('deliverFirestore', () => {
  it('delivers create, update and delete with before/after and the path params', async () => {
    const seen: DocumentChange[] = [];
    const table: TriggerTable<unknown> = {
      recordChange: {
        kind: 'firestore',
        document: 'boards/{boardId}/items/{itemId}',
        handle: async (_deps, change) => {
          seen.push(change);
        },
      },
    };
    const stop = deliverFirestore(backend.db, table, backend);
    try {
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
    const seen: string[] = [];
    const table: TriggerTable<unknown> = {
      onlyBoards: {
        kind: 'firestore',
        document: 'boards/{boardId}/items/{itemId}',
        handle: async (_deps, change) => {
          seen.push(change.path);
        },
      },
    };
    const stop = deliverFirestore(backend.db, table, backend);
    try {
      await backend.db.doc('shelves/s1/items/x').set({ n: 1 });
      await backend.db.doc('boards/b2/items/y').set({ n: 2 });
      await eventually(
        async () => seen.length,
        (n) => n >= 1,
      );
    } finally {
      stop();
    }
    expect(seen).toEqual(['boards/b2/items/y']);
  });
});
