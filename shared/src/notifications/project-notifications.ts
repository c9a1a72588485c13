// Who hears of each step of a project, and in what words (decision 025). A history event is told as the row of the
// escrow's process table that recorded it says (escrow-process.ts: its `tells`, `notice` and `adminNotice`): each
// party it tells but the one who took it, every admin too of a dispute; they read the amount the step is about and
// what, if anything, they must do next. Funding records its event in the verified payment's transaction (decision
// 062). Taking has no history event yet (the browser's one write), so it is read from the project's change, as is a
// refund the provider processed (the provider's answer, not a transition).
import type { NoticeFacts, NoticeParty } from '../projects/escrow-notices.ts';
import { transitionOf } from '../projects/escrow-process.ts';
import { splitOf } from '../projects/escrow-states.ts';
import { formatRupees, fromPaise, sellerPayout } from '../projects/money.ts';
import type { HistoryEvent } from '../projects/project-history.ts';
import type { Project } from '../projects/project.ts';
import {
  projectLink,
  type NotificationContent,
  type NotificationDraft,
  type NotificationKind,
  type Recipient,
} from './notification.ts';

/** What the notifications of a project need of it. */
export type ProjectFacts = Pick<Project, 'id' | 'title' | 'studentId' | 'sellerId' | 'paymentStatus' | 'budget'> &
  Partial<Pick<Project, 'status' | 'refundStatus' | 'settlement'>>;

/**
 * What the student is told of the seller who took their project: the name the seller's public profile shows, the one
 * field of theirs the disclosure table lets a notification show the other side of a trade (decision 042); never their
 * email. Absent (no profile): 'A seller'.
 */
export interface TakenBy {
  sellerName?: string;
}

const partyOf = (project: ProjectFacts, by: string): NoticeParty | null =>
  by === project.studentId ? 'student' : project.sellerId !== null && by === project.sellerId ? 'seller' : null;
const uidOf = (project: ProjectFacts, party: NoticeParty) =>
  party === 'student' ? project.studentId : project.sellerId;
const rupeesOfPaise = (paise: number) => formatRupees(fromPaise(paise));

const quoted = (project: ProjectFacts) => `“${project.title}”`;

function content(project: ProjectFacts, kind: NotificationKind, title: string, text: string): NotificationContent {
  return { kind, title, text, link: projectLink(project.id) };
}

/** The notifications one history event makes, each keyed by the event (`history-{projectId}-{eventId}`). */
export function notificationsForHistoryEvent(project: ProjectFacts, event: HistoryEvent): NotificationDraft[] {
  const { tells, notice, adminNotice } = transitionOf(event);
  const key = `history-${project.id}-${event.id}`;
  const { at } = event;
  const facts = (to: NoticeParty): NoticeFacts => ({
    about: quoted(project),
    to,
    budget: formatRupees(project.budget),
    payout: formatRupees(sellerPayout(project.budget)),
    event,
  });
  // Never the person who took the step; both parties of the server's and an admin's.
  const taker = partyOf(project, event.by);
  const told = (['student', 'seller'] as const).filter((party) => party !== taker && tells.includes(party));
  const drafts: NotificationDraft[] = told.flatMap((party) => {
    const uid = uidOf(project, party);
    if (!notice || typeof uid !== 'string' || uid === '') return [];
    const to: Recipient = { uid };
    return [{ to, key, at, content: content(project, notice.kind, notice.title, notice.says(facts(party))) }];
  });
  if (adminNotice && tells.includes('admins')) {
    const { kind, title, says } = adminNotice;
    drafts.push({ to: { admins: true }, key, at, content: content(project, kind, title, says(facts('student'))) });
  }
  return drafts;
}

/** The key of the student's notification that `sellerId` took their project: keyed by the seller (see below). */
export const takenKey = (projectId: string, sellerId: string) => `project-${projectId}-taken-${sellerId}`;

/** The seller a 'taken' notification's key names (the part after its last '-taken-'); null for any other key. */
export function sellerOfTakenKey(key: string): string | null {
  const at = key.lastIndexOf('-taken-');
  const seller = at > 'project-'.length && key.startsWith('project-') ? key.slice(at + '-taken-'.length) : '';
  return seller || null;
}

/** What a processed refund gave back: a split's refunded part, else the whole budget. */
function refundedRupees(project: ProjectFacts): string {
  return rupeesOfPaise(splitOf({ budget: project.budget, settlement: project.settlement ?? null }).refundPaise);
}

/**
 * Taken and refunded, read from the project's change (`before` null: a creation or a catch-up, not a step).
 * The project keeps no time of these steps, so their notifications take the server's time (`at` null): the change
 * is delivered as it happens.
 */
export function notificationsForProjectChange(
  before: ProjectFacts | null,
  after: ProjectFacts,
  { sellerName }: TakenBy = {},
): NotificationDraft[] {
  if (!before) return [];
  const drafts: NotificationDraft[] = [];
  const about = quoted(after);
  const budget = formatRupees(after.budget);
  if (before.status === 'Open' && after.status === 'In Progress' && after.sellerId) {
    // Keyed by the seller: a seller who gives the project up and takes it again is not announced twice.
    drafts.push({
      to: { uid: after.studentId },
      key: takenKey(after.id, after.sellerId),
      at: null,
      names: [after.sellerId],
      content: content(
        after,
        'project-taken',
        'Project taken',
        `${sellerName || 'A seller'} took ${about}. Fund its ${budget} so the work can start: the platform holds it until you release it.`,
      ),
    });
  }
  if (before.refundStatus !== 'processed' && after.refundStatus === 'processed') {
    drafts.push({
      to: { uid: after.studentId },
      key: `project-${after.id}-refunded`,
      at: null,
      content: content(
        after,
        'project-refunded',
        'Refund processed',
        `Your refund of ${refundedRupees(after)} for ${about} was processed.`,
      ),
    });
  }
  return drafts;
}
