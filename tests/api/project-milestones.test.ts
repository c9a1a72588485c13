// A project split into milestones (decision 068), through the same checkout and the same transitions: each milestone
// is funded by an order of its own for exactly its amount, released into a payout and ledger entries of its own, and
// the project moves on to the next; the last release completes it. Races on one milestone: exactly one wins, the
// others get 409 with words, and nothing is charged or paid twice.
import { describe, expect, it } from 'vitest';
import { entryIdFor, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { moneyIdOf } from '@marketplace/shared/projects/milestones';
import { splitPaise } from '@marketplace/shared/projects/money';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { expectConsole } from '../support/fail-on-console.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { milestoneSteps } from './support/milestones.ts';
import { call, createOrderFor, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { projectFundingErrors } from '../../functions/src/features/projects/project-funding.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, admin] = suite.people;
});

const AMOUNTS = [10_000, 20_000];

const { splitProject, projectOf, transition, delivered, cancelByAgreement } = milestoneSteps(
  () => ({ backend, api, student, seller }),
  AMOUNTS,
);
const exists = async (path: string) => (await backend.db.doc(path).get()).exists;

async function fund(id: string) {
  const order = await createOrderFor(api, student, id);
  const paid = await api.checkout.pay(order.id);
  return {
    order,
    verified: await call(api, 'POST', '/verify-payment', { as: student, body: { projectId: id, ...paid } }),
  };
}

describe('a project in two milestones', () => {
  it('funds, releases and pays each milestone on its own, then completes', async () => {
    const id = await splitProject();
    const first = await fund(id);
    expect(first.order.amount).toBe(AMOUNTS[0]);
    expect(first.verified).toEqual({ status: 200, body: { paymentStatus: 'Funded' } });
    expect(await projectOf(id)).toMatchObject({
      paymentStatus: 'Funded',
      milestoneOutcomes: [{ state: 'funded', payoutPaise: 0, refundPaise: 0 }],
    });

    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    expect(await projectOf(id)).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Unpaid',
      milestoneIndex: 1,
      deliveries: 0,
      milestoneOutcomes: [{ state: 'released', payoutPaise: AMOUNTS[0], refundPaise: 0 }],
    });
    // The first milestone's money goes by the project's own ids, as a project that is one milestone.
    expect((await backend.db.doc(paths.payout(id)).get()).data()).toMatchObject({
      projectId: id,
      budgetPaise: AMOUNTS[0],
      sellerPaise: splitPaise(AMOUNTS[0]!).sellerPaise,
      title: 'Line-following robot: Part 1',
    });

    const second = await fund(id);
    expect(second.order.amount).toBe(AMOUNTS[1]);
    expect(second.verified.status).toBe(200);
    expect((await backend.db.doc(paths.paymentOrder(second.order.id)).get()).get('milestone')).toBe(1);
    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    expect(await projectOf(id)).toMatchObject({
      status: 'Completed',
      paymentStatus: 'Released',
      milestoneIndex: 1,
      milestoneOutcomes: [
        { state: 'released', payoutPaise: AMOUNTS[0] },
        { state: 'released', payoutPaise: AMOUNTS[1] },
      ],
    });
    const secondMoney = moneyIdOf(id, 1);
    expect((await backend.db.doc(paths.payout(secondMoney)).get()).data()).toMatchObject({
      projectId: id,
      subject: ledgerSubject.project(secondMoney),
      budgetPaise: AMOUNTS[1],
      title: 'Line-following robot: Part 2',
    });
    // Ledger entries per milestone: a capture per order, an earning per milestone.
    for (const path of [
      paths.ledgerEntry(entryIdFor.capture(first.order.id)),
      paths.ledgerEntry(entryIdFor.capture(second.order.id)),
      paths.ledgerEntry(entryIdFor.earning(ledgerSubject.project(id))),
      paths.ledgerEntry(entryIdFor.earning(ledgerSubject.project(secondMoney))),
    ])
      expect(await exists(path), path).toBe(true);
    const secondCapture = await backend.db.doc(paths.ledgerEntry(entryIdFor.capture(second.order.id))).get();
    expect(secondCapture.get('subject')).toBe(ledgerSubject.project(secondMoney));
    // Each milestone's funding and release is an event of its own, naming its milestone, so each is told of.
    const history = await backend.db.collection(paths.projectHistory(id)).get();
    const events = Object.fromEntries(history.docs.map((doc) => [doc.id, doc.get('milestone')]));
    expect(events).toMatchObject({ funded: 0, released: 0, 'funded-m2': 1, 'released-m2': 1 });
  });

  it('funds a milestone once: a second order is refused, a second payment refunded whole', async () => {
    expectConsole('warn', /verified payment could not be applied: refunded/);
    const id = await splitProject();
    const [a, b] = [await createOrderFor(api, student, id), await createOrderFor(api, student, id)];
    const [paidA, paidB] = [await api.checkout.pay(a.id), await api.checkout.pay(b.id)];
    const answers = await Promise.all(
      [paidA, paidB].map((paid) =>
        call(api, 'POST', '/verify-payment', { as: student, body: { projectId: id, ...paid } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(String(refused.body.error)).toContain(projectFundingErrors.notFundable);
    expect(await projectOf(id)).toMatchObject({ paymentStatus: 'Funded', milestoneOutcomes: [{ state: 'funded' }] });
    // Funded now: another order for it is refused before anything is charged.
    expect(await call(api, 'POST', '/create-order', { as: student, body: { projectId: id } })).toEqual({
      status: 409,
      body: { error: projectFundingErrors.notFundable },
    });
    const refunds = await backend.db.collection(paths.refunds).where('purpose', '==', 'payment').get();
    expect(refunds.docs.filter((doc) => [a.id, b.id].includes(doc.get('subjectId')))).toHaveLength(1);
  });

  it('lets exactly one of a release and a dispute of one milestone win, paying out at most once', async () => {
    const id = await splitProject();
    await fund(id);
    await delivered(id);
    const answers = await Promise.all([transition(id, student, 'release'), transition(id, seller, 'dispute')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ error: projectErrors.notNow });
    const released = answers[0]!.status === 200;
    if (!released) {
      const settled = await call(api, 'POST', `/admin/disputes/${id}/settlement`, {
        as: admin,
        body: { outcome: 'split', refundPaise: 4_000 },
      });
      expect(settled.status).toBe(200);
    }
    const project = await projectOf(id);
    expect(project).toMatchObject({ status: 'In Progress', paymentStatus: 'Unpaid', milestoneIndex: 1 });
    const payout = (await backend.db.doc(paths.payout(id)).get()).data()!;
    expect(payout.budgetPaise).toBe(released ? AMOUNTS[0] : AMOUNTS[0]! - 4_000);
    expect(await exists(paths.payout(moneyIdOf(id, 1)))).toBe(false);
    // Released twice is refused: the milestone is no longer delivered and held.
    expect((await transition(id, student, 'release')).status).toBe(409);
  });

  it('refunds what is funded and closes the rest when the project is cancelled', async () => {
    const id = await splitProject();
    const { order } = await fund(id);
    await cancelByAgreement(id);
    expect(await projectOf(id)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      milestoneOutcomes: [
        { state: 'refunded', refundPaise: AMOUNTS[0] },
        { state: 'cancelled', refundPaise: 0 },
      ],
    });
    const refund = (await backend.db.collection(paths.refunds).where('subjectId', '==', id).get()).docs;
    expect(refund.map((doc) => [doc.get('amountPaise'), doc.get('paymentOrderId')])).toEqual([[AMOUNTS[0], order.id]]);
  });
});
