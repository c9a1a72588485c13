// The reminder before an automatic release ("2 days before, that it will be released automatically").
// It goes to the student alone: they are the one who must act before the date (ask for changes or dispute; or do
// nothing and let it go). The seller has nothing to do and hears of the release itself when it happens (the
// 'auto-released' event reaches both parties), so a reminder to them would only be noise.
import { autoReleaseDate } from '../projects/project-actions.ts';
import type { Project } from '../projects/project.ts';
import { sentence, words, type MailText } from './mail-words.ts';
import { projectLink, type NotificationDraft } from './notification.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long before the automatic release the student is reminded. */
export const RELEASE_REMINDER_LEAD_MS = 2 * DAY_MS;

/** What the reminder's task carries: the delivery round it is about and the release date it announces. */
export interface ReleaseReminderTask {
  round: number;
  autoReleaseAt: number;
}

/**
 * When to remind the student of a delivery's automatic release; null when there is none to come, or when the
 * whole period is no longer than the lead (a short demo or test period, AUTO_RELEASE_AFTER_MS): the delivery's own
 * notification, just written, already asks them to act, and a reminder at once would only repeat it.
 */
export function releaseReminderAt({
  deliveredAt,
  autoReleaseAt,
}: Pick<Project, 'deliveredAt' | 'autoReleaseAt'>): number | null {
  if (deliveredAt === null || autoReleaseAt === null) return null;
  const at = autoReleaseAt - RELEASE_REMINDER_LEAD_MS;
  return at > deliveredAt ? at : null;
}

/**
 * Whether the project still waits for the automatic release the reminder announces: the same delivery round,
 * still due then (delivered, funded, not disputed: shared's autoReleaseDate), and not yet due. A change request,
 * a release, a dispute or a later delivery in between means there is nothing to remind of.
 */
export function awaitsReleaseReminder(project: Project, task: ReleaseReminderTask, now: number): boolean {
  return (
    project.deliveries === task.round && autoReleaseDate(project) === task.autoReleaseAt && now < task.autoReleaseAt
  );
}

/** 'in 2 days', 'in 1 day' or 'within a day': the time left, as the reminder may come late (a catch-up). */
function timeLeft(ms: number): string {
  const days = Math.round(ms / DAY_MS);
  if (days < 1) return 'within a day';
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The same in the mail catalogue's ids (decision 072). */
function timeLeftWords(ms: number): MailText {
  const days = Math.round(ms / DAY_MS);
  if (days < 1) return words('reminder.left.withinADay');
  return days === 1 ? words('reminder.left.oneDay') : words('reminder.left.days', { n: String(days) });
}

/** The reminder, keyed by the project and its round: a repeated task finds it written and writes nothing new. */
export function releaseReminder(
  project: Pick<Project, 'id' | 'title' | 'studentId'>,
  task: ReleaseReminderTask,
  now: number,
): NotificationDraft {
  const left = timeLeft(task.autoReleaseAt - now);
  const leftSaid = sentence(timeLeftWords(task.autoReleaseAt - now));
  return {
    to: { uid: project.studentId },
    key: `project-${project.id}-release-reminder-${task.round}`,
    content: {
      kind: 'project-release-reminder',
      title: `Automatic release ${left}`,
      text:
        `The payment for “${project.title}” will be released to the seller automatically ${left}. ` +
        'If something is wrong, ask for changes or open a dispute before then.',
      link: projectLink(project.id),
    },
    words: {
      title: words('reminder.autoRelease.title', { left: leftSaid }),
      text: words('reminder.autoRelease.text', { title: project.title, left: leftSaid }),
    },
  };
}
