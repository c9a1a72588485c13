// The 'project' payment purpose: a student funds their own project, In Progress and Unpaid, with its stored
// budget; the verified payment makes it Funded (SPEC 4), through the same guard the screens and rules use, and
// records the table's 'funded' event in the payment's transaction. Several milestones may be funded in one payment
// (decision 075).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ledgerSubject, type CapturePart } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import type { projectOrderRequestSchema } from '@marketplace/shared/payments/payments-api';
import { canTake, escrowProcess, type Actor } from '@marketplace/shared/projects/escrow-process';
import {
  canFundAll,
  fundAllAmountPaise,
  milestonesToFund,
  outcomesFundedAhead,
} from '@marketplace/shared/projects/fund-all';
import {
  currentAmountPaise,
  currentMilestoneIndex,
  milestonesOf,
  moneyIdOf,
} from '@marketplace/shared/projects/milestones';
import type { Project } from '@marketplace/shared/projects/project';
import { fromPaise, isPayableAmount } from '@marketplace/shared/projects/money';
import { failure, success, type Outcome } from '../../platform/http.ts';
import type { Fulfilment, PaymentPurposeHandler, PricedOrder } from '../../ports/payment-purpose.port.ts';
import { projectFrom } from './project-record.ts';
import { writeHistory } from './project-history.ts';
import { writeStep } from './write-step.ts';

export const projectFundingErrors = {
  projectNotFound: 'Project not found.',
  notProjectStudent: 'Only the student who posted this project can fund it.',
  notFundable: 'This project can be funded only while it is In Progress and Unpaid.',
  orderOfAnotherProject: 'This payment order belongs to another project.',
  notPayable: 'This amount cannot be paid in one payment (₹1 to ₹5,00,000.00, in whole paise).',
  notAllFundable:
    'Milestones can be funded all at once only while two or more are still to fund, with no dispute or cancellation open.',
  fundedMeanwhile:
    'These milestones can no longer be funded together: one of them was funded meanwhile, or the project changed.',
} as const;

/** What a project funding order keeps besides the generic fields. */
const fundingOrderSchema = z.looseObject({
  projectId: z.string().min(1),
  /** Which milestone it funds (decision 068); orders before milestones funded the first. */
  milestone: z.number().int().nonnegative().catch(0),
  /** The milestones it funds together (decision 075), when it funds several. */
  milestones: z.array(z.number().int().nonnegative()).optional().catch(undefined),
});

/**
 * The `fund` row's patch, read from the process table itself (decision 094: not through project-actions.ts, the
 * screens' guards and words). It takes no context that can fail, so it is never null.
 */
function fundPatch(project: Project, student: Actor, now: number) {
  const patch = escrowProcess.fund.patch(project, student, { now });
  if (!patch) throw new Error('the process table gives fund no patch');
  return patch;
}

const moneyOf = (order: unknown) => {
  const { projectId, milestone } = fundingOrderSchema.parse(order);
  return moneyIdOf(projectId, milestone);
};

export const projectFunding: PaymentPurposeHandler<z.infer<typeof projectOrderRequestSchema>> = {
  subject: ({ projectId }) => paths.project(projectId),

  price(caller, request, subject) {
    const project = projectFrom(subject);
    if (!project) return failure('not-found', projectFundingErrors.projectNotFound);
    if (caller.role !== 'student' || project.studentId !== caller.uid)
      return failure('forbidden', projectFundingErrors.notProjectStudent);
    if (request.milestones === 'all') return priceAll(project);
    if (!canTake('fund', project, { uid: caller.uid, email: caller.email, role: caller.role }, Date.now()))
      return failure('conflict', projectFundingErrors.notFundable);
    // Exactly the milestone under way, decided here (decision 068): the whole budget of a project that is one.
    const amountPaise = currentAmountPaise(project);
    const milestone = currentMilestoneIndex(project);
    // Budgets stored before the maximum existed (or past the rules) are not sent to the provider.
    if (!isPayableAmount(fromPaise(amountPaise))) return failure('conflict', projectFundingErrors.notPayable);
    return success({
      amountPaise,
      receipt: moneyIdOf(project.id, milestone),
      notes: { projectId: project.id, studentId: caller.uid },
      fields: { projectId: project.id, ...(milestone > 0 ? { milestone } : {}) },
    });
  },

  async fulfil(tx, db, order) {
    const { projectId, milestone, milestones } = fundingOrderSchema.parse(order);
    const projectRef = db.doc(paths.project(projectId));
    const project = projectFrom(await tx.get(projectRef));
    if (milestones) return fulfilAll(tx, db, order.studentId, project, milestones);
    // The same guard the screens and rules use, for the student who opened the order; and the milestone it was
    // priced for still the one under way, so a payment for one milestone never funds another.
    const student: Actor = { uid: order.studentId, email: '', role: 'student' };
    if (!project || !canTake('fund', project, student, Date.now()) || currentMilestoneIndex(project) !== milestone)
      return { ok: false, reason: projectFundingErrors.notFundable, title: project?.title ?? '' };
    const now = Date.now();
    // The table's `fund` row, patch and history event both (decision 062): the seller is told from the event.
    writeStep(tx, db, {
      projectId,
      name: 'fund',
      project,
      patch: fundPatch(project, student, now),
      actor: student,
      now,
    });
    return { ok: true };
  },

  confirmation: () => ({ paymentStatus: 'Funded' }),

  heldFor: (order) => ledgerSubject.project(moneyOf(order)),

  mismatch: (order, named) =>
    named.projectId !== undefined && named.projectId !== fundingOrderSchema.parse(order).projectId
      ? projectFundingErrors.orderOfAnotherProject
      : null,
};

/**
 * Every milestone still to fund, in one order for their sum (decision 075), decided from the stored terms. The order
 * lists them and keeps a capture part per milestone (`captureParts`), so the payment is booked as each would be.
 */
function priceAll(project: Project): Outcome<PricedOrder> {
  if (!canFundAll(project)) return failure('conflict', projectFundingErrors.notAllFundable);
  const indexes = milestonesToFund(project);
  const amountPaise = fundAllAmountPaise(project, indexes);
  if (!isPayableAmount(fromPaise(amountPaise))) return failure('conflict', projectFundingErrors.notPayable);
  const amounts = milestonesOf(project).map((terms) => terms.amountPaise);
  const captureParts: CapturePart[] = indexes.map((i) => {
    const moneyId = moneyIdOf(project.id, i);
    return { id: moneyId, subject: ledgerSubject.project(moneyId), amountPaise: amounts[i]! };
  });
  return success({
    amountPaise,
    // Razorpay's receipt is at most 40 characters: the project's id (20) and the milestones' numbers.
    receipt: `${project.id}_all${indexes[0]! + 1}`,
    notes: { projectId: project.id, studentId: project.studentId },
    fields: { projectId: project.id, milestones: indexes, captureParts },
  });
}

/**
 * A payment for milestones funded together: applied only if exactly those are still the ones to fund (a milestone
 * funded meanwhile on its own, a cancellation or a dispute refuses it whole, and the payment is refunded, nothing
 * else changed). The one under way, if among them, is funded by the table's `fund` row as any funding is; each later
 * one is marked funded ahead and gets its own 'funded' event, so the seller hears of each (decision 069).
 */
async function fulfilAll(
  tx: Transaction,
  db: Firestore,
  studentId: string,
  project: Project | null,
  milestones: readonly number[],
): Promise<Fulfilment> {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (
    !project ||
    project.studentId !== studentId ||
    !canFundAll(project) ||
    !same(milestonesToFund(project), milestones)
  )
    return { ok: false, reason: projectFundingErrors.fundedMeanwhile, title: project?.title ?? '' };
  const now = Date.now();
  const student: Actor = { uid: studentId, email: '', role: 'student' };
  const index = currentMilestoneIndex(project);
  const ahead = { ...project, milestoneOutcomes: outcomesFundedAhead(project, milestones) };
  if (milestones[0] === index)
    writeStep(tx, db, {
      projectId: project.id,
      name: 'fund',
      project: ahead,
      patch: fundPatch(project, student, now),
      actor: student,
      now,
    });
  else tx.update(db.doc(paths.project(project.id)), { milestoneOutcomes: ahead.milestoneOutcomes });
  for (const later of milestones.filter((i) => i > index))
    writeHistory(tx, db, project.id, {
      kind: escrowProcess.fund.history,
      by: studentId,
      byRole: 'student',
      at: now,
      milestone: later,
    });
  return { ok: true };
}
