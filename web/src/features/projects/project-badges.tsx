// Status, payment and deadline as small coloured labels; the colours follow SPEC 4's deadline tones.
import { deadlineDisplay } from '@marketplace/shared/projects/deadline';
import type { Project } from '@marketplace/shared/projects/project';
import { formatDate } from '../../lib/format-date.ts';

const slug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

export function StatusBadges({ project }: { project: Pick<Project, 'status' | 'paymentStatus'> }) {
  return (
    <span className="project-badges">
      <span className={`project-badge project-badge--${slug(project.status)}`}>
        <span className="visually-hidden">Status: </span>
        {project.status}
      </span>
      <span className={`project-badge project-badge--${slug(project.paymentStatus)}`}>
        <span className="visually-hidden">Payment: </span>
        {project.paymentStatus}
      </span>
    </span>
  );
}

export function DeadlineText({
  deadline,
  now,
  completed = false,
}: {
  deadline: number | null;
  now: number;
  completed?: boolean;
}) {
  // Once delivered, a countdown (or 'Overdue') no longer means anything: show the date it was due.
  if (completed && deadline !== null) {
    return <span className="project-deadline project-deadline--none">Due {formatDate(deadline)}</span>;
  }
  const { text, tone } = deadlineDisplay(deadline, now);
  return <span className={`project-deadline project-deadline--${tone}`}>{text}</span>;
}

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  return (
    <span className="project-unread" aria-label={label} title={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
