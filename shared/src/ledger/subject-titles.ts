// What a ledger entry was for, in words, wherever people read the ledger (decision 064): the title of the project or
// the name of the product its subject is, read by the server when it answers, or a label saying what the money was
// where no name is kept. Never the entry's or the subject's id, which means nothing to a seller or an admin. Entries
// from the earlier books (decision 044: imported history, counted as what it is) name subjects that were never
// stored here, so they are labelled as the earlier books' rather than as something gone.
import { projectOfMoneyId } from '../projects/milestones.ts';
import type { LedgerEntry } from './ledger.ts';

export const subjectTexts = {
  importedProject: 'A project from the earlier books',
  importedOrder: 'A store order from the earlier books',
  importedOther: 'A payment from the earlier books',
  goneProject: 'A project no longer on record',
  goneOrder: 'A store order no longer on record',
  payment: 'A payment for nothing payable, refunded whole',
  none: 'Not for a project or order',
} as const;

/**
 * A subject's kind and id: `project-…`, `order-…`, `payment-…` (ledgerSubject), or null for anything else. A
 * project's later milestone has money of its own (decision 068): `id` is its project's, `moneyId` the milestone's.
 */
export function subjectParts(
  subject: string,
): { kind: 'project' | 'order' | 'payment'; id: string; moneyId: string } | null {
  const match = /^(project|order|payment)-(.+)$/.exec(subject);
  if (!match) return null;
  const kind = match[1] as 'project' | 'order' | 'payment';
  const moneyId = match[2]!;
  return { kind, id: kind === 'project' ? projectOfMoneyId(moneyId).projectId : moneyId, moneyId };
}

/**
 * The name of what an entry was for: its subject's title where `titles` has one (the server read it, server's
 * platform/subject-titles.ts), else a label of what it was.
 */
export function entryTitle(
  entry: Pick<LedgerEntry, 'subject' | 'imported'>,
  titles: ReadonlyMap<string, string>,
): string {
  const known = entry.subject ? titles.get(entry.subject)?.trim() : undefined;
  if (known) return known;
  const parts = entry.subject ? subjectParts(entry.subject) : null;
  if (entry.imported) {
    if (parts?.kind === 'project') return subjectTexts.importedProject;
    if (parts?.kind === 'order') return subjectTexts.importedOrder;
    return subjectTexts.importedOther;
  }
  if (parts?.kind === 'project') return subjectTexts.goneProject;
  if (parts?.kind === 'order') return subjectTexts.goneOrder;
  if (parts?.kind === 'payment') return subjectTexts.payment;
  return subjectTexts.none;
}

/** The name of a subject that is not an imported entry's (a refund's, a chargeback's): its kept name, else a label. */
export const subjectName = (subject: string, titles: ReadonlyMap<string, string> = new Map()): string =>
  entryTitle({ subject }, titles);
