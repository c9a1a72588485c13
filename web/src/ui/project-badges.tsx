// Status, payment and deadline as small coloured labels; the colours follow SPEC 4's deadline tones. The escrow
// (decision 023) adds its: Cancelled, the refund's state, a settlement, an open dispute, a cancellation asked for, and
// the date a delivered project is released by itself.
import { deadlineDisplay } from '@marketplace/shared/projects/deadline';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import type { Project, RefundStatus, Settlement } from '@marketplace/shared/projects/project';
import { isCancelPending } from '@marketplace/shared/projects/escrow-states';
import { autoReleaseDate } from '@marketplace/shared/projects/project-actions';
import { formatDate } from '../lib/format-date.ts';
import './projects.css';

const slug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** A refund as the provider last reported it. */
export const refundLabels: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/** The payment as people read it: a refunded project says where its refund stands. */
export function paymentLabel(project: Pick<Project, 'paymentStatus' | 'refundStatus'>): string {
  return project.paymentStatus === 'Refunded'
    ? refundLabels[project.refundStatus ?? 'processed']
    : project.paymentStatus;
}

type BadgeFields = Pick<
  Project,
  'status' | 'paymentStatus' | 'refundStatus' | 'disputeStatus' | 'cancelRequestedAt' | 'settlement'
>;

export function StatusBadges({ project }: { project: BadgeFields }) {
  const payment = paymentLabel(project);
  return (
    <span className="project-badges">
      <span className={`project-badge project-badge--${slug(project.status)}`}>
        <span className="visually-hidden">Status: </span>
        {project.status}
      </span>
      <span className={`project-badge project-badge--${slug(payment)}`}>
        <span className="visually-hidden">Payment: </span>
        {payment}
      </span>
      {project.disputeStatus === 'open' && <span className="project-badge project-badge--disputed">Disputed</span>}
      {isCancelPending(project) && (
        <span className="project-badge project-badge--cancel-requested">Cancellation requested</span>
      )}
    </span>
  );
}

/** 'Releases automatically on 30 Nov 2026' (the wording: day, short month, year). */
export function releasesAutomatically(at: number): string {
  const date = new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `Releases automatically on ${date}`;
}

/** The automatic release's date, while it can still happen; nothing otherwise. */
export function AutoReleaseText({ project, className }: { project: Project; className?: string }) {
  const at = autoReleaseDate(project);
  if (at === null) return null;
  return (
    <p className={className ? `project-auto-release ${className}` : 'project-auto-release'}>
      <time dateTime={new Date(at).toISOString()}>{releasesAutomatically(at)}</time>
    </p>
  );
}

/** What an admin's settlement sent each way, and where the refunded part stands. */
export function settlementText(settlement: Settlement, refundStatus: RefundStatus | null): string {
  const parts = [];
  if (settlement.payoutPaise > 0) parts.push(`${formatRupees(fromPaise(settlement.payoutPaise))} paid out`);
  if (settlement.refundPaise > 0) {
    const refund = `${formatRupees(fromPaise(settlement.refundPaise))} refunded`;
    parts.push(refundStatus && refundStatus !== 'processed' ? `${refund} (${refundLabels[refundStatus]})` : refund);
  }
  return `Settled: ${parts.join(', ')}`;
}

export function DeadlineText({
  deadline,
  now,
  completed = false,
}: {
  deadline: number | null;
  now: number;
  /** Delivered or cancelled: a countdown no longer means anything. */
  completed?: boolean;
}) {
  // Once delivered, a countdown (or 'Overdue') no longer means anything: show the date it was due.
  if (completed && deadline !== null) {
    return <span className="project-deadline project-deadline--none">Due {formatDate(deadline)}</span>;
  }
  const { text, tone } = deadlineDisplay(deadline, now);
  return <span className={`project-deadline project-deadline--${tone}`}>{text}</span>;
}

/** Whether the deadline still counts down: not once the work is delivered or the project cancelled. */
export const deadlineSettled = (project: Pick<Project, 'status'>) =>
  project.status === 'Completed' || project.status === 'Cancelled';

/** While a dispute is open the seller's payout is promised to nobody: an admin decides it. */
export const payoutOnHold = (project: Pick<Project, 'disputeStatus'>) => project.disputeStatus === 'open';
export const payoutOnHoldText = 'On hold until an admin settles the dispute';

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  return (
    <span className="project-unread" aria-label={label} title={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
