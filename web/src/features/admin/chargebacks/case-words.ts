// A chargeback's words shared by the admin's list and a case's dialog.
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';

export const rupees = (paise: number) => formatRupees(fromPaise(paise));
/** The server names an untitled case when it lists it (answer-chargeback.ts); the label covers one it did not. */
export const caseTitle = (chargeback: Chargeback) => chargeback.title.trim() || subjectName(chargeback.subject);

/** Where the case stands, in words, for the Status column and the case's dialog. */
export function caseStatusText(chargeback: Chargeback): string {
  if (chargeback.response === 'accepted') return 'Accepted: waiting for the bank to close it';
  if (chargeback.response === 'submitted' || chargeback.status === 'under_review')
    return 'Evidence submitted: the bank decides';
  if (chargeback.status === 'action_required') return 'The bank asks for more evidence';
  if (chargeback.response === 'draft') return 'Contest drafted, not yet submitted';
  return 'Waiting for our answer';
}
