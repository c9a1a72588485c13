// The payout record (SPEC 1 and 9: seller 70%, platform 30%) written by writePayout when a project is released.
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout } from '@marketplace/shared/payouts/payout';
import { writePayout } from '../../functions/src/features/payouts/write-payout.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import type { DocumentChange } from '../../functions/src/platform/triggers.ts';
import { eventually, type Backend, useBackend } from './support/emulators.ts';
import { collectionOf, state } from './support/payments.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const project = (paymentStatus: string, budget = 1000) => ({
  studentId: 'student-1',
  studentEmail: 'student@example.test',
  title: 'Line-following robot',
  budget,
  status: 'Completed',
  paymentStatus,
  sellerId: 'seller-1',
  sellerEmail: 'seller@example.test',
});

function change(
  projectId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DocumentChange {
  return { id: `change-${projectId}`, path: paths.project(projectId), params: { projectId }, before, after };
}

const payouts = async () => (await backend.db.collection(collectionOf(paths.payout('any'))).get()).docs;

describe('writePayout', () => {
  it('writes one payout, however often the release is delivered', async () => {
    const released = change('p1', project('Funded'), project('Released'));
    await writePayout({ db: backend.db }, released);
    const first = state(await backend.db.doc(paths.payout('p1')).get());
    await writePayout({ db: backend.db }, released);
    await Promise.all([writePayout({ db: backend.db }, released), writePayout({ db: backend.db }, released)]);
    expect(await payouts()).toHaveLength(1);
    expect(state(await backend.db.doc(paths.payout('p1')).get())).toEqual(first);
    expect(first.data).toEqual({
      projectId: 'p1',
      sellerId: 'seller-1',
      sellerEmail: 'seller@example.test',
      studentId: 'student-1',
      title: 'Line-following robot',
      budgetPaise: 100_000,
      sellerPaise: 70_000,
      platformPaise: 30_000,
      currency: 'INR',
      ...unsentPayout,
      createdAt: expect.anything(),
    });
  });

  it('splits into whole paise that add up to the budget', async () => {
    await writePayout({ db: backend.db }, change('p2', project('Funded', 999.99), project('Released', 999.99)));
    const payout = (await backend.db.doc(paths.payout('p2')).get()).data()!;
    expect(payout).toMatchObject({ budgetPaise: 99_999, sellerPaise: 69_999, platformPaise: 30_000 });
    expect(payout.sellerPaise + payout.platformPaise).toBe(payout.budgetPaise);
  });

  it('writes on a catch-up delivery of an already released project', async () => {
    await writePayout({ db: backend.db }, change('p3', null, project('Released')));
    expect(await payouts()).toHaveLength(1);
  });

  it('writes nothing unless the change is the release', async () => {
    await writePayout({ db: backend.db }, change('p4', project('Unpaid'), project('Funded')));
    await writePayout({ db: backend.db }, change('p4', null, project('Funded')));
    await writePayout(
      { db: backend.db },
      change('p4', project('Released'), { ...project('Released'), title: 'Renamed' }),
    );
    await writePayout({ db: backend.db }, change('p4', project('Released'), null));
    expect(await payouts()).toHaveLength(0);
  });

  it('runs on the local host’s delivery of a real release', async () => {
    const stop = deliverFirestore(backend.db, { writePayout: triggers.writePayout }, { db: backend.db });
    try {
      const ref = backend.db.doc(paths.project('p5'));
      await ref.set(project('Funded', 250));
      await ref.update({ paymentStatus: 'Released' });
      const payout = await eventually(
        async () => (await backend.db.doc(paths.payout('p5')).get()).data(),
        (data) => data !== undefined,
      );
      expect(payout).toMatchObject({ projectId: 'p5', sellerPaise: 17_500, platformPaise: 7_500 });
    } finally {
      stop();
    }
  });
});
