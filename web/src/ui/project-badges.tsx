// Status, payment and deadline as small coloured labels; the colours follow SPEC 4's deadline tones. The escrow
// (decision 023) adds its: Cancelled, the refund's state, a settlement, an open dispute, a cancellation asked for, and
// the date a delivered project is released by itself. Said in the shown language (project-texts.ts); the classes
// keep the English status, which the styles and the tests read.
import type { Project, RefundStatus } from '@marketplace/shared/projects/project';
import { isCancelPending } from '@marketplace/shared/projects/escrow-states';
import { autoReleaseDate } from '@marketplace/shared/projects/project-actions';
import { useProjectWords } from './project-texts.ts';
import './projects.css';

const slug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** A refund as the provider last reported it (English: the server's notifications and history say the same). */
export const refundLabels: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/** The payment in English, as the badge's class names it: a refunded project says where its refund stands. */
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
  const words = useProjectWords();
  const { t } = words;
  return (
    <span className="project-badges">
      <span className={`project-badge project-badge--${slug(project.status)}`}>
        <span className="visually-hidden">{t('project-ui.badge.status')}</span>
        {words.status(project.status)}
      </span>
      <span className={`project-badge project-badge--${slug(paymentLabel(project))}`}>
        <span className="visually-hidden">{t('project-ui.badge.payment')}</span>
        {words.payment(project)}
      </span>
      {project.disputeStatus === 'open' && (
        <span className="project-badge project-badge--disputed">{t('project-ui.badge.disputed')}</span>
      )}
      {isCancelPending(project) && (
        <span className="project-badge project-badge--cancel-requested">{t('project-ui.badge.cancelRequested')}</span>
      )}
    </span>
  );
}

/** The automatic release's date, while it can still happen; nothing otherwise. */
export function AutoReleaseText({ project, className }: { project: Project; className?: string }) {
  const words = useProjectWords();
  const at = autoReleaseDate(project);
  if (at === null) return null;
  return (
    <p className={className ? `project-auto-release ${className}` : 'project-auto-release'}>
      <time dateTime={new Date(at).toISOString()}>{words.releasesOn(at)}</time>
    </p>
  );
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
  const words = useProjectWords();
  // Once delivered, a countdown (or 'Overdue') no longer means anything: show the date it was due.
  if (completed && deadline !== null) {
    return <span className="project-deadline project-deadline--none">{words.dueOn(deadline)}</span>;
  }
  const { text, tone } = words.deadline(deadline, now);
  return <span className={`project-deadline project-deadline--${tone}`}>{text}</span>;
}

/** Whether the deadline still counts down: not once the work is delivered or the project cancelled. */
export const deadlineSettled = (project: Pick<Project, 'status'>) =>
  project.status === 'Completed' || project.status === 'Cancelled';

/** While a dispute is open the seller's payout is promised to nobody: an admin decides it. */
export const payoutOnHold = (project: Pick<Project, 'disputeStatus'>) => project.disputeStatus === 'open';

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useProjectWords();
  if (count <= 0) return null;
  const label = t('project-ui.unread', { count });
  return (
    <span className="project-unread" aria-label={label} title={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
