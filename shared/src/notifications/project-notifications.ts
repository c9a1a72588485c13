// Who hears of each step of a project, and in what words (issue 22). The other party of a step hears of it, never
// the person who took it; the server's own steps (an automatic release, an admin's settlement) reach both parties;
// a dispute also reaches every admin. Taking and funding have no history event (they show on the project itself),
// so they are read from the project's change, as is a refund the provider processed.
import type { HistoryEvent, HistoryKind } from '../projects/project-history.ts';
import type { Project } from '../projects/project.ts';
import { projectLink, type NotificationContent, type NotificationDraft, type Recipient } from './notification.ts';

/** What the notifications of a project need of it. */
export type ProjectFacts = Pick<Project, 'id' | 'title' | 'studentId' | 'sellerId' | 'paymentStatus'> &
  Partial<Pick<Project, 'status' | 'refundStatus' | 'sellerEmail'>>;

type Party = 'student' | 'seller';
const partyOf = (project: ProjectFacts, by: string): Party | null =>
  by === project.studentId ? 'student' : project.sellerId !== null && by === project.sellerId ? 'seller' : null;
const uidOf = (project: ProjectFacts, party: Party) => (party === 'student' ? project.studentId : project.sellerId);

/** The project's parties but the one who acted (both when neither did: the server or an admin). */
function othersThan(project: ProjectFacts, by: string): Recipient[] {
  const actor = partyOf(project, by);
  return (['student', 'seller'] as const)
    .filter((party) => party !== actor)
    .map((party) => uidOf(project, party))
    .filter((uid): uid is string => typeof uid === 'string' && uid !== '')
    .map((uid) => ({ uid }));
}

const quoted = (project: ProjectFacts) => `“${project.title}”`;

function content(project: ProjectFacts, kind: NotificationContent['kind'], title: string, text: string) {
  return { kind, title, text, link: projectLink(project.id) };
}

/** What each history event says, of the project `about`; an event not listed is not one people are told of. */
const historyTexts: Partial<
  Record<HistoryKind, Pick<NotificationContent, 'kind' | 'title'> & { says: (about: string) => string }>
> = {
  delivered: {
    kind: 'project-delivered',
    title: 'Work delivered',
    says: (about) => `The seller delivered ${about}. Review it, then release the payment or ask for changes.`,
  },
  'changes-requested': {
    kind: 'project-changes-requested',
    title: 'Changes requested',
    says: (about) => `The student asked for changes to ${about}.`,
  },
  released: {
    kind: 'project-released',
    title: 'Payment released',
    says: (about) => `The student released the payment for ${about}.`,
  },
  'auto-released': {
    kind: 'project-released',
    title: 'Payment released automatically',
    says: (about) => `The payment for ${about} was released automatically.`,
  },
  disputed: {
    kind: 'project-disputed',
    title: 'Project disputed',
    says: (about) => `${about} is disputed: an admin will look at it and settle it.`,
  },
  settled: {
    kind: 'project-settled',
    title: 'Dispute settled',
    says: (about) => `An admin settled the dispute about ${about}.`,
  },
  cancelled: {
    kind: 'project-cancelled',
    title: 'Project cancelled',
    says: (about) => `${about} was cancelled; its funding is refunded to the student.`,
  },
};

function historyContent(project: ProjectFacts, event: HistoryEvent): NotificationContent | null {
  const said = historyTexts[event.kind];
  return said ? content(project, said.kind, said.title, said.says(quoted(project))) : null;
}

/** The notifications one history event makes, each keyed by the event (`history-{projectId}-{eventId}`). */
export function notificationsForHistoryEvent(project: ProjectFacts, event: HistoryEvent): NotificationDraft[] {
  const said = historyContent(project, event);
  if (!said) return [];
  const key = `history-${project.id}-${event.id}`;
  const { at } = event;
  const drafts: NotificationDraft[] = othersThan(project, event.by).map((to) => ({ to, key, at, content: said }));
  if (event.kind === 'disputed') {
    drafts.push({
      to: { admins: true },
      key,
      at,
      content: content(
        project,
        'admin-new-dispute',
        'New dispute',
        `${quoted(project)} was disputed: it waits for your settlement.`,
      ),
    });
  }
  return drafts;
}

/**
 * Taken, funded and refunded, read from the project's change (`before` null: a creation or a catch-up, not a step).
 * The project keeps no time of these steps, so their notifications take the server's time (`at` null): the change
 * is delivered as it happens.
 */
export function notificationsForProjectChange(before: ProjectFacts | null, after: ProjectFacts): NotificationDraft[] {
  if (!before) return [];
  const drafts: NotificationDraft[] = [];
  const about = quoted(after);
  if (before.status === 'Open' && after.status === 'In Progress' && after.sellerId) {
    // Keyed by the seller: a seller who gives the project up and takes it again is not announced twice.
    drafts.push({
      to: { uid: after.studentId },
      key: `project-${after.id}-taken-${after.sellerId}`,
      at: null,
      content: content(
        after,
        'project-taken',
        'Project taken',
        `${after.sellerEmail ?? 'A seller'} took ${about}. Fund it so the work can start.`,
      ),
    });
  }
  if (before.paymentStatus === 'Unpaid' && after.paymentStatus === 'Funded' && after.sellerId) {
    drafts.push({
      to: { uid: after.sellerId },
      key: `project-${after.id}-funded`,
      at: null,
      content: content(
        after,
        'project-funded',
        'Project funded',
        `The student funded ${about}: the payment is held until they release it.`,
      ),
    });
  }
  if (before.refundStatus !== 'processed' && after.refundStatus === 'processed') {
    drafts.push({
      to: { uid: after.studentId },
      key: `project-${after.id}-refunded`,
      at: null,
      content: content(after, 'project-refunded', 'Refund processed', `Your refund for ${about} was processed.`),
    });
  }
  return drafts;
}
