// The 'project' payment purpose: a student funds their own project, In Progress and Unpaid, with its stored
// budget; the verified payment makes it Funded (SPEC 4), through the same guard the screens and rules use, and
// records the table's 'funded' event in the payment's transaction.
import { z } from 'zod';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import type { projectOrderRequestSchema } from '@marketplace/shared/payments/payments-api';
import { currentAmountPaise, currentMilestoneIndex, moneyIdOf } from '@marketplace/shared/projects/milestones';
import { fromPaise, isPayableAmount } from '@marketplace/shared/projects/money';
import { canPerform, transitionPatch, type Actor } from '@marketplace/shared/projects/project-actions';
import { failure, success } from '../../platform/http.ts';
import type { PaymentPurposeHandler } from '../../ports/payment-purpose.port.ts';
import { projectFrom } from './project-record.ts';
import { writeStep } from './take-transition.ts';

export const projectFundingErrors = {
  projectNotFound: 'Project not found.',
  notProjectStudent: 'Only the student who posted this project can fund it.',
  notFundable: 'This project can be funded only while it is In Progress and Unpaid.',
  orderOfAnotherProject: 'This payment order belongs to another project.',
  notPayable: 'This amount cannot be paid in one payment (₹1 to ₹5,00,000.00, in whole paise).',
} as const;

/** What a project funding order keeps besides the generic fields. */
const fundingOrderSchema = z.looseObject({
  projectId: z.string().min(1),
  /** Which milestone it funds (decision 068); orders before milestones funded the first. */
  milestone: z.number().int().nonnegative().catch(0),
});
const moneyOf = (order: unknown) => {
  const { projectId, milestone } = fundingOrderSchema.parse(order);
  return moneyIdOf(projectId, milestone);
};

export const projectFunding: PaymentPurposeHandler<z.infer<typeof projectOrderRequestSchema>> = {
  subject: ({ projectId }) => paths.project(projectId),

  price(caller, _request, subject) {
    const project = projectFrom(subject);
    if (!project) return failure('not-found', projectFundingErrors.projectNotFound);
    if (caller.role !== 'student' || project.studentId !== caller.uid)
      return failure('forbidden', projectFundingErrors.notProjectStudent);
    if (!canPerform('fund', project, { uid: caller.uid, email: caller.email, role: caller.role }))
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
    const { projectId, milestone } = fundingOrderSchema.parse(order);
    const projectRef = db.doc(paths.project(projectId));
    const project = projectFrom(await tx.get(projectRef));
    // The same guard the screens and rules use, for the student who opened the order; and the milestone it was
    // priced for still the one under way, so a payment for one milestone never funds another.
    const student: Actor = { uid: order.studentId, email: '', role: 'student' };
    if (!project || !canPerform('fund', project, student) || currentMilestoneIndex(project) !== milestone)
      return { ok: false, reason: projectFundingErrors.notFundable, title: project?.title ?? '' };
    const now = Date.now();
    // The table's `fund` row, patch and history event both (decision 062): the seller is told from the event.
    writeStep(tx, db, {
      projectId,
      name: 'fund',
      project,
      patch: transitionPatch('fund', project, student, { now }),
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
