// The demo projects read as the app reads them, in the states decision 023 names, with the records the server
// would have written beside them (the paid order a refund looks for, the refund, the payout).
import { describe, expect, it } from 'vitest';
import { ledgerProblems } from '@marketplace/shared/ledger/invariants';
import { ledgerEntrySchema, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { compareDay, expectedEntries, payoutRef } from '@marketplace/shared/ledger/reconciliation';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor, refundSchema } from '@marketplace/shared/payments/refund';
import { payoutFactsSchema } from '@marketplace/shared/notifications/payout-notifications';
import { awaitsReleaseReminder, releaseReminderAt } from '@marketplace/shared/notifications/release-reminder';
import { payoutSchema } from '@marketplace/shared/payouts/payout';
import { payoutDetailsHint, payoutDetailsSchema } from '@marketplace/shared/payouts/payout-details';
import { splitPaise, splitPayout, toPaise } from '@marketplace/shared/projects/money';
import {
  isSplit,
  milestonesOf,
  milestoneStandings,
  milestoneTotals,
  moneyIdOf,
} from '@marketplace/shared/projects/milestones';
import { offerSchema } from '@marketplace/shared/projects/offer';
import { canTakeOffer, latestTerms } from '@marketplace/shared/projects/offer-process';
import { availableActions, autoReleaseDate, canSettle, type Actor } from '@marketplace/shared/projects/project-actions';
import { historyEventSchema, inHistoryOrder } from '@marketplace/shared/projects/project-history';
import { projectMessageSchema, projectSchema, type Project } from '@marketplace/shared/projects/project';
import { canReview, closedAt, isPublished, reviewSchema } from '@marketplace/shared/reviews/review';
import {
  journalCollection,
  type JournalItem,
  type JournalKind,
} from '../../functions/src/adapters/simulated-journal.ts';
import { demoPayoutDetails, demoProjectDocuments, type DemoDocument } from './demo-projects.ts';

const people = {
  student: { uid: 'student-uid', email: 'student@example.com' },
  seller: { uid: 'seller-uid', email: 'seller@example.com' },
  otherSeller: { uid: 'seller-2-uid', email: 'seller2@example.com' },
};
const student: Actor = { ...people.student, role: 'student' };
const seller: Actor = { ...people.seller, role: 'seller' };
const NOW = Date.UTC(2026, 10, 25, 12);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Stored dates stay millis here: every shared schema reads millis and Timestamps alike. */
const seeded = demoProjectDocuments(people, NOW, (millis) => millis);
const byId = new Map(seeded.map((demo) => [demo.id, demo]));

const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const under = (documents: DemoDocument[], collection: string) =>
  documents.filter(({ path }) => path.startsWith(`${collection}/`) && !path.slice(collection.length + 1).includes('/'));

function demo(id: string) {
  const found = byId.get(id);
  if (!found) throw new Error(`no demo project ${id}`);
  const { documents } = found;
  const stored = documents.find(({ path }) => path === paths.project(id))!.data;
  const project = projectSchema.parse({ ...stored, id });
  const history = inHistoryOrder(
    under(documents, paths.projectHistory(id)).map(({ path, data }) =>
      historyEventSchema.parse({ ...data, id: idOf(path) }),
    ),
  );
  const orders = under(documents, paths.paymentOrders);
  const refunds = under(documents, paths.refunds);
  const payouts = under(documents, paths.payouts);
  return { project, stored, history, orders, refunds, payouts, documents };
}

const kinds = (id: string) => demo(id).history.map((event) => event.kind);

/** The milestones a project's student has funded (the one milestone of a project not split, once funded). */
const fundedMilestones = (project: Project) =>
  milestoneStandings(project)
    .map((standing, index) => ({ ...standing, index }))
    .filter(({ state }) => state !== 'to-fund' && state !== 'cancelled');

describe('the demo projects (the escrow demo data)', () => {
  it('stores every field of the project schema, so none is read from a default', () => {
    // A project that is one milestone stores none of the milestone fields (decision 068): their absence is the state.
    // The student's posted terms are kept only while an accepted offer's stand in their place (decision 067).
    const oneMilestone = new Set(['id', 'milestones', 'milestoneIndex', 'milestoneOutcomes', 'postedTerms']);
    const fields = Object.keys(projectSchema.shape).filter((field) => !oneMilestone.has(field));
    const splitFields = Object.keys(projectSchema.shape).filter((field) => !['id', 'postedTerms'].includes(field));
    for (const { id, project } of seeded)
      expect(Object.keys(demo(id).stored).sort(), id).toEqual((isSplit(project) ? splitFields : fields).sort());
  });

  it('has one project open for sellers, which the demo seller can take and the student withdraw', () => {
    const { project, history, orders } = demo('demo-project-open');
    expect(project).toMatchObject({ status: 'Open', paymentStatus: 'Unpaid', sellerId: null });
    expect(availableActions(project, seller, NOW)).toEqual(['take']);
    expect(availableActions(project, student, NOW)).toEqual(['withdraw']);
    expect(history).toEqual([]);
    expect(orders).toEqual([]);
  });

  it('has one delivered and waiting, releasing automatically in a day, so its reminder is due at once', () => {
    const { project } = demo('demo-project-delivered');
    expect(project).toMatchObject({ status: 'Completed', paymentStatus: 'Funded', deliveries: 1, disputeStatus: null });
    expect(project.deliveredAt).toBe(NOW - 6 * DAY_MS);
    expect(autoReleaseDate(project)).toBe(NOW + DAY_MS);
    expect(releaseReminderAt(project)).toBeLessThanOrEqual(NOW);
    const task = { round: project.deliveries, autoReleaseAt: project.autoReleaseAt! };
    expect(awaitsReleaseReminder(project, task, NOW)).toBe(true);
    expect(kinds('demo-project-delivered')).toEqual(['taken', 'funded', 'delivered']);
    expect(availableActions(project, student, NOW)).toEqual([
      'release',
      'request-changes',
      'request-cancel',
      'dispute',
    ]);
  });

  it('has one sent back for changes: a delivery, then a change request of that round', () => {
    const { project, history } = demo('demo-project-changes');
    expect(project).toMatchObject({ status: 'In Progress', paymentStatus: 'Funded', changeRounds: 1, deliveries: 1 });
    expect(project.autoReleaseAt).toBeNull();
    expect(history.map(({ kind, round }) => [kind, round])).toEqual([
      ['taken', null],
      ['funded', null],
      ['delivered', 1],
      ['changes-requested', 1],
    ]);
    expect(history[3]!.note).not.toBe('');
    expect(availableActions(project, seller, NOW)).toContain('complete');
  });

  it('has one disputed by the student with a reason and a chat, waiting in the admin’s queue', () => {
    const { project, history, documents } = demo('demo-project-disputed');
    expect(project).toMatchObject({ paymentStatus: 'Funded', disputeStatus: 'open', disputedBy: people.student.uid });
    expect(project.disputeReason).not.toBe('');
    expect(canSettle(project)).toBe(true);
    expect(autoReleaseDate(project)).toBeNull();
    expect(kinds('demo-project-disputed')).toEqual(['taken', 'funded', 'delivered', 'disputed']);
    expect(history[3]!.note).toBe(project.disputeReason);
    const messages = under(documents, paths.projectMessages(project.id));
    expect(messages.length).toBeGreaterThan(0);
    for (const { path, data } of messages) projectMessageSchema.parse({ ...data, id: idOf(path) });
  });

  it('has one cancelled by agreement and refunded, with its processed refund of the captured payment', () => {
    const { project, refunds, orders } = demo('demo-project-refunded');
    expect(project).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', refundStatus: 'processed' });
    expect(kinds('demo-project-refunded')).toEqual(['taken', 'funded', 'cancel-requested', 'cancelled']);
    expect(refunds.map(({ path }) => idOf(path))).toEqual([refundIdFor.project(project.id)]);
    const refund = refundSchema.parse({ ...refunds[0]!.data, id: idOf(refunds[0]!.path) });
    expect(Object.keys(refunds[0]!.data)).toEqual(expect.arrayContaining(Object.keys(refundSchema.shape).slice(1)));
    expect(refund).toMatchObject({
      purpose: 'project',
      subjectId: project.id,
      payerId: people.student.uid,
      status: 'processed',
      amountPaise: toPaise(project.budget),
      paymentId: orders[0]!.data.paymentId,
      paymentOrderId: idOf(orders[0]!.path),
    });
  });

  it('has one released automatically, with the server’s event and the payout the trigger writes', () => {
    const { project, history, payouts } = demo('demo-project-auto-released');
    expect(project).toMatchObject({ status: 'Completed', paymentStatus: 'Released' });
    expect(history.map(({ kind, by, byRole }) => [kind, by, byRole])).toEqual([
      ['taken', people.seller.uid, 'seller'],
      ['funded', people.student.uid, 'student'],
      ['delivered', people.seller.uid, 'seller'],
      ['auto-released', 'system', 'system'],
    ]);
    expect(idOf(payouts[0]!.path)).toBe(project.id);
    expect(payoutSchema.parse({ ...payouts[0]!.data, id: project.id })).toMatchObject(splitPayout(project.budget));
    expect(payouts[0]!.data).toMatchObject({ sellerId: people.seller.uid, studentId: people.student.uid });
  });

  it("has the seller's older payouts answered by the provider: one paid with its UTR, one failed for an admin to retry", () => {
    const payoutIn = (id: string) => {
      const { payouts } = demo(id);
      expect(
        payouts.map(({ path }) => idOf(path)),
        id,
      ).toEqual([id]);
      return payoutSchema.parse({ ...payouts[0]!.data, id });
    };
    const hint = payoutDetailsHint(demoPayoutDetails);
    expect(payoutIn('demo-project-paid')).toMatchObject({ status: 'processed', attempt: 1, detailsHint: hint });
    expect(payoutIn('demo-project-paid').reference).toMatch(/^[A-Z0-9]{12,22}$/);
    expect(payoutIn('demo-project-payout-failed')).toMatchObject({ status: 'failed', attempt: 1, detailsHint: hint });
    expect(payoutIn('demo-project-payout-failed').failureReason).toBeTruthy();
    // Answered after the release, so the payout's notification follows the release's.
    for (const id of ['demo-project-paid', 'demo-project-payout-failed']) {
      const releasedAt = demo(id).history.at(-1)!.at!;
      const answeredAt = payoutFactsSchema.parse({ ...demo(id).payouts[0]!.data, id }).updatedAt!;
      expect(answeredAt, id).toBeGreaterThan(releasedAt);
      expect(answeredAt, id).toBeLessThan(NOW);
    }
    // The latest release waits to be sent: the send trigger sends it to the seeded details on the first start.
    expect(payoutIn('demo-project-auto-released')).toMatchObject({ status: 'waiting-for-details', attempt: 0 });
    expect(payoutDetailsSchema.parse(demoPayoutDetails)).toEqual(demoPayoutDetails);
  });

  it('has one funded and long overdue with no delivery, which the student may cancel alone', () => {
    const { project } = demo('demo-project-overdue');
    expect(project).toMatchObject({ status: 'In Progress', paymentStatus: 'Funded', deliveries: 0 });
    expect(availableActions(project, student, NOW)).toContain('cancel-overdue');
  });

  it('has one asking for offers, with two offers waiting from two different sellers for the student to answer', () => {
    const { project, history, orders, documents } = demo('demo-project-offers');
    expect(project).toMatchObject({ pricing: 'offers', status: 'Open', paymentStatus: 'Unpaid', sellerId: null });
    // No 'Take Project' on it: an accepted offer assigns it (decision 067).
    expect(availableActions(project, seller, NOW)).not.toContain('take');
    expect(history).toEqual([]);
    expect(orders).toEqual([]);
    const offers = under(documents, paths.projectOffers(project.id)).map(({ path, data }) =>
      offerSchema.parse({ ...data, id: idOf(path) }),
    );
    // One live offer per seller, kept under the seller's id.
    expect(offers.map(({ id, sellerId }) => [id, sellerId])).toEqual([
      [people.seller.uid, people.seller.uid],
      [people.otherSeller.uid, people.otherSeller.uid],
    ]);
    for (const offer of offers) {
      expect(offer).toMatchObject({ state: 'open', projectId: project.id, studentId: people.student.uid, counters: 0 });
      expect(offer.terms.map(({ by }) => by)).toEqual(['seller']);
      expect(offer.step).toEqual({ name: 'send', by: offer.sellerId, at: latestTerms(offer).at });
      // Still waiting a day after the first start, and the student's to answer: accept, counter or decline.
      expect(offer.expiresAt).toBeGreaterThan(NOW + DAY_MS);
      for (const action of ['accept', 'counter', 'decline'] as const)
        expect(canTakeOffer(action, offer, project, 'student', NOW), action).toBe(true);
      expect(canTakeOffer('accept', offer, project, 'seller', NOW)).toBe(false);
    }
    // Different terms side by side: one price whole, one split into stages that add up to it.
    const [whole, staged] = offers.map(latestTerms);
    expect(whole!.price).not.toBe(staged!.price);
    expect(whole!.milestones).toBeUndefined();
    expect(staged!.milestones!.length).toBeGreaterThan(1);
    expect(staged!.milestones!.reduce((sum, stage) => sum + stage.amountPaise, 0)).toBe(toPaise(staged!.price));
  });

  it('has one split into three milestones part way through: the first released and paid out, the second funded, the third to fund', () => {
    const { project, history, payouts, documents } = demo('demo-project-milestones');
    const milestones = milestonesOf(project);
    expect(milestones).toHaveLength(3);
    expect(milestones.reduce((sum, { amountPaise }) => sum + amountPaise, 0)).toBe(toPaise(project.budget));
    expect(project).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Funded',
      milestoneIndex: 1,
      sellerId: people.seller.uid,
      deliveries: 0,
    });
    expect(milestoneStandings(project).map(({ state }) => state)).toEqual(['released', 'funded', 'to-fund']);
    const [first, second, third] = milestones;
    expect(milestoneTotals(project)).toEqual({
      heldPaise: second!.amountPaise,
      releasedPaise: first!.amountPaise,
      refundedPaise: 0,
      toFundPaise: third!.amountPaise,
    });
    // The seller works on the second; the student funds the third only once the second is released.
    expect(availableActions(project, seller, NOW)).toContain('complete');
    expect(availableActions(project, student, NOW)).not.toContain('fund');
    // Each milestone's funding and release keeps its own event beside the others'.
    expect(history.map(({ kind, id, milestone }) => [kind, id, milestone])).toEqual([
      ['taken', 'taken', undefined],
      ['funded', 'funded', 0],
      ['delivered', 'demo-3-delivered', 0],
      ['released', 'released', 0],
      ['funded', 'funded-m2', 1],
    ]);
    // The first milestone paid out with its UTR, titled by the milestone; the second's money held.
    expect(payouts.map(({ path }) => idOf(path))).toEqual([moneyIdOf(project.id, 0)]);
    expect(payoutSchema.parse({ ...payouts[0]!.data, id: project.id })).toMatchObject({
      status: 'processed',
      title: `${project.title}: ${first!.title}`,
      ...splitPaise(first!.amountPaise),
    });
    const entries = under(documents, paths.ledgerEntries).map(({ path, data }) =>
      ledgerEntrySchema.parse({ ...data, id: idOf(path) }),
    );
    const [firstMoney, secondMoney] = [0, 1].map((index) => ledgerSubject.project(moneyIdOf(project.id, index)));
    expect(entries.map(({ kind, subject }) => [kind, subject])).toEqual([
      ['capture', firstMoney],
      ['capture', secondMoney],
      ['release', firstMoney],
      ['payout-paid', firstMoney],
    ]);
  });

  it('keeps a paid payment order for every milestone funded, so a later refund finds the captured payment', () => {
    for (const { id, project } of seeded) {
      const { orders } = demo(id);
      const funded = fundedMilestones(project);
      expect(orders.length, id).toBe(funded.length);
      for (const [n, { index, amountPaise }] of funded.entries()) {
        expect(orders[n]!.data, id).toMatchObject({
          purpose: 'project',
          projectId: id,
          studentId: people.student.uid,
          amountPaise,
          currency: 'INR',
          status: 'paid',
        });
        // A later milestone's order names it, as project-funding.ts prices it (decision 068).
        expect(orders[n]!.data.milestone, id).toBe(index > 0 ? index : undefined);
        expect(orders[n]!.data.paymentId).toBe(`pay_sim_${moneyIdOf(id, index)}`);
        expect(idOf(orders[n]!.path)).toBe(`order_sim_${moneyIdOf(id, index)}`);
      }
      if (!isSplit(project)) expect(funded.length, id).toBe(project.paymentStatus === 'Unpaid' ? 0 : 1);
    }
  });

  it('gives every project, history event and record a fixed path, so seeding again creates nothing new', () => {
    const again = demoProjectDocuments(people, NOW + DAY_MS, (millis) => millis);
    const pathsOf = (list: typeof seeded) => list.flatMap(({ documents }) => documents.map(({ path }) => path));
    expect(pathsOf(again)).toEqual(pathsOf(seeded));
    expect(new Set(pathsOf(seeded)).size).toBe(pathsOf(seeded).length);
  });

  it('dates nothing after the seed runs', () => {
    const dated = (project: Project) =>
      [project.createdAt, project.deliveredAt, project.cancelRequestedAt, project.disputedAt].filter(
        (at) => at !== null,
      );
    for (const { id, project } of seeded) {
      for (const at of dated(project)) expect(at, id).toBeLessThanOrEqual(NOW);
      for (const event of demo(id).history) expect(event.at, id).toBeLessThanOrEqual(NOW);
    }
  });
});

describe('the demo reviews', () => {
  const reviewsOf = (id: string) =>
    under(byId.get(id)!.documents, paths.reviews).map(({ path, data }) =>
      reviewSchema.parse({ ...data, id: idOf(path) }),
    );

  it.each(['demo-project-paid', 'demo-project-payout-failed', 'demo-project-auto-released'])(
    '%s has reviews its parties could write then, published as the rules publish them',
    (id) => {
      const { project, history } = demo(id);
      const reviews = reviewsOf(id);
      expect(reviews.length).toBeGreaterThan(0);
      const releasedAt = history.find((event) => event.kind === 'released' || event.kind === 'auto-released')!.at;
      const pair = Object.fromEntries(reviews.map((review) => [review.authorRole, review]));
      for (const review of reviews) {
        const author = review.authorRole === 'student' ? student : seller;
        const allowed = canReview(project, author, review.createdAt!, {
          closedAtMs: closedAt(project, releasedAt, NOW),
          alreadyReviewed: false,
        });
        expect(allowed).toEqual({ ok: true, role: review.authorRole });
        expect(review.published).toBe(isPublished(pair, NOW));
        expect(review.published).toBe(true);
      }
    },
  );
});

describe("the demo's money (decision 029)", () => {
  const documents = seeded.flatMap((project) => project.documents);
  const entries = under(documents, paths.ledgerEntries).map(({ path, data }) =>
    ledgerEntrySchema.parse({ ...data, id: idOf(path) }),
  );
  const journal = (kind: JournalKind) =>
    under(documents, journalCollection(kind)).map(({ data }) => data as unknown as JournalItem);

  it('books every funding, refund, release and payout paid, and the books add up with nothing held on an ended project', () => {
    // Each milestone's money is its own subject (decision 068): ended once it is released, refunded or settled.
    const ended = new Set(
      seeded.flatMap(({ id, project }) =>
        milestoneStandings(project)
          .map((standing, index) => ({ standing, index }))
          .filter(({ standing }) => ['released', 'refunded', 'settled'].includes(standing.state))
          .map(({ index }) => ledgerSubject.project(moneyIdOf(id, index))),
      ),
    );
    expect(ledgerProblems(entries, (subject) => ended.has(subject))).toEqual([]);
    const funded = seeded.flatMap(({ project }) => fundedMilestones(project));
    expect(entries.filter(({ kind }) => kind === 'capture')).toHaveLength(funded.length);
    expect(entries.filter(({ kind }) => kind === 'refund-paid')).toHaveLength(1);
    expect(entries.filter(({ kind }) => kind === 'payout-paid').map(({ refs }) => refs.payoutId)).toEqual([
      'demo-project-paid',
      'demo-project-milestones',
    ]);
  });

  it('leaves the first reconciliation of each day nothing to heal or look at', () => {
    const movements = [
      ...journal('payment').map((item) => ({ kind: 'payment' as const, ...item, ours: item.fields.orderId ?? null })),
      ...journal('refund').map((item) => ({ kind: 'refund' as const, ...item, ours: item.fields.refundId ?? null })),
      ...journal('payout').map((item) => ({
        kind: 'payout' as const,
        ...item,
        ours: payoutRef(item.fields.payoutId!, Number(item.fields.attempt)),
      })),
    ].map((movement) => ({ ...movement, expects: expectedEntries(movement) }));
    const booked = new Map(entries.map((entry) => [entry.id, entry]));
    const comparison = compareDay({ movements, listed: movements, booked, ofTheDay: entries });
    expect(comparison).toMatchObject({ toHeal: [], differences: [] });
    expect(comparison.matched).toBe(movements.filter((movement) => movement.expects.length > 0).length);
  });
});
