// The payout record (SPEC 1 and 9: seller 70%, platform 30%) written by the step that earns it, in its own
// transaction (decision 046): a release by the student, the store order's delivery. No trigger infers it later.
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout } from '@marketplace/shared/payouts/payout';
import { advanceStoreOrder } from '../../functions/src/features/store/advance-order.ts';
import type { Person } from './support/payments.ts';
import { collectionOf } from './support/payments.ts';
import { seedEscrow, send, useLifecycleSuite, type EscrowSeed } from './support/projects.ts';
import type { Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';

let backend: Backend, api: Served;
let student: Person, seller: Person;
useLifecycleSuite((suite) => ({ backend, api, student, seller } = suite));

const delivered = (budget: number): EscrowSeed => ({
  status: 'Completed',
  paymentStatus: 'Funded',
  seller,
  deliveries: 1,
  budget,
});
const transition = (projectId: string, as: Person, action: string) =>
  send(api.url, as, 'POST', `/projects/${projectId}/transitions`, {
    action,
    note: 'The line sensor misses sharp turns.',
  });
const payoutOf = async (id: string) => (await backend.db.doc(paths.payout(id)).get()).data();
const payoutsOfSeller = async () =>
  (
    await backend.db
      .collection(collectionOf(paths.payout('any')))
      .where('sellerId', '==', seller.uid)
      .get()
  ).docs;

describe('the payout record', () => {
  it('is written by the release itself, once, however often the release is asked for', async () => {
    const projectId = await seedEscrow(backend, student, delivered(1000));
    const releases = await Promise.all([1, 2, 3].map(() => transition(projectId, student, 'release')));
    expect(releases.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    // No trigger runs in this suite: the record is there when the step answers.
    expect(await payoutOf(projectId)).toEqual({
      projectId,
      sellerId: seller.uid,
      sellerEmail: seller.email,
      studentId: student.uid,
      title: expect.any(String),
      budgetPaise: 100_000,
      sellerPaise: 70_000,
      platformPaise: 30_000,
      currency: 'INR',
      ...unsentPayout,
      createdAt: expect.anything(),
    });
    expect((await payoutsOfSeller()).filter((doc) => doc.id === projectId)).toHaveLength(1);
  });

  it('splits into whole paise that add up to the budget', async () => {
    const projectId = await seedEscrow(backend, student, delivered(999.99));
    expect((await transition(projectId, student, 'release')).status).toBe(200);
    const payout = (await payoutOf(projectId))!;
    expect(payout).toMatchObject({ budgetPaise: 99_999, sellerPaise: 69_999, platformPaise: 30_000 });
    expect(payout.sellerPaise + payout.platformPaise).toBe(payout.budgetPaise);
  });

  it('is not written by a step that earns nothing', async () => {
    const projectId = await seedEscrow(backend, student, delivered(500));
    expect((await transition(projectId, student, 'request-changes')).status).toBe(200);
    expect(await payoutOf(projectId)).toBeUndefined();
  });

  it("is written by a store order's delivery, once, with the order as its subject", async () => {
    const orderId = 'payout-order-1';
    await backend.db.doc(paths.storeOrder(orderId)).set({
      studentId: student.uid,
      studentEmail: student.email,
      sellerId: seller.uid,
      product: {
        id: 'p-1',
        name: 'Arduino Uno R3',
        description: 'A board.',
        price: 250,
        imageUrl: '',
        sellerId: seller.uid,
        sellerEmail: seller.email,
      },
      deliveryAddress: 'Hostel 4, Room 12, Indore, Madhya Pradesh 452001',
      paymentMethod: 'cod',
      orderStatus: 'Out for Delivery',
      tracking: 'manual',
      refundStatus: null,
      cancelledAt: null,
      orderedAt: new Date(),
    });
    const steps = await Promise.all(
      [1, 2].map(() => advanceStoreOrder(backend.db, orderId, 'Out for Delivery', 'server')),
    );
    expect(steps.filter((step) => step.ok && step.value.moved)).toHaveLength(1);
    expect(await payoutOf(`order-${orderId}`)).toMatchObject({
      projectId: '',
      subject: `order-${orderId}`,
      sellerId: seller.uid,
      sellerEmail: seller.email,
      studentId: student.uid,
      title: 'Arduino Uno R3',
      budgetPaise: 25_000,
      sellerPaise: 17_500,
      platformPaise: 7_500,
      ...unsentPayout,
    });
  });
});
