// The escrow's states as the rest of the product asks about them, defined once beside its process table
// (escrow-process.ts, decision 046): reviews, safety, privacy, the web and the rules tests import these rather than
// spell the statuses out. firestore.rules state `inPlayStatuses` in their own language; the rules suite checks them
// with this list.
import { toPaise } from './money.ts';
import type { PaymentStatus, Project, ProjectStatus } from './project.ts';

/** The statuses of a project still in play: open to take, or taken and under way (SPEC 6: what sellers browse). */
export const inPlayStatuses = ['Open', 'In Progress'] as const satisfies readonly ProjectStatus[];
export const isInPlay = (project: Pick<Project, 'status'>) =>
  (inPlayStatuses as readonly ProjectStatus[]).includes(project.status);

/** The payment statuses of a closed project: its money went to the seller, all of it or a settlement's part. */
export const closedPaymentStatuses = ['Released', 'Settled'] as const satisfies readonly PaymentStatus[];
export const isClosed = (project: Pick<Project, 'paymentStatus'>) =>
  (closedPaymentStatuses as readonly PaymentStatus[]).includes(project.paymentStatus);

/** Money held by the platform, not yet released, refunded or settled. */
export const isHeld = (project: Pick<Project, 'paymentStatus'>) => project.paymentStatus === 'Funded';

/** A dispute freezes the project: only an admin's settlement moves it on. */
export const isFrozen = (project: Pick<Project, 'disputeStatus'>) => project.disputeStatus === 'open';

/** Taken and not ended: under way or delivered. */
export const isLive = (project: Pick<Project, 'status'>) =>
  project.status === 'In Progress' || project.status === 'Completed';

/** The student asked to cancel a funded project, and the seller has not answered. */
export const isCancelPending = <P extends Pick<Project, 'cancelRequestedAt' | 'paymentStatus'>>(
  project: P,
): project is P & { cancelRequestedAt: number } => project.cancelRequestedAt !== null && isHeld(project);

/**
 * The split rule: what of the budget goes to the seller's side (paid out 70/30) and what back to the student, in
 * paise. A settlement says both; otherwise the whole budget is the one or the other.
 */
export function splitOf(project: Pick<Project, 'budget' | 'settlement'>): { refundPaise: number; payoutPaise: number } {
  if (project.settlement)
    return { refundPaise: project.settlement.refundPaise, payoutPaise: project.settlement.payoutPaise };
  const budgetPaise = toPaise(project.budget);
  return { refundPaise: budgetPaise, payoutPaise: budgetPaise };
}

/** Whether the project asks sellers for offers rather than being taken at its price (decision 067). */
export const asksForOffers = (project: Pick<Project, 'pricing'>): boolean => project.pricing === 'offers';
