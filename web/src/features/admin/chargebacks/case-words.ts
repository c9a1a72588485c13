// A chargeback's words shared by the admin's list and a case's dialog, in the shown language (decision 081).
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { chargebackTexts } from '@marketplace/shared/payments/chargebacks-api';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { sayKnown } from '../../../i18n/i18n.ts';
import { saySubject, type AdminId, type AdminTranslate } from '../../../lib/admin-texts.ts';

/**
 * The server names an untitled case when it lists it (answer-chargeback.ts); the label covers one it did not. A label
 * (not a name) is said in the shown language.
 */
export const caseTitle = (t: AdminTranslate, chargeback: Chargeback) =>
  saySubject(t, chargeback.title.trim() || subjectName(chargeback.subject));

/** Where the case stands, in words, for the Status column and the case's dialog. */
export function caseStatusText(t: AdminTranslate, chargeback: Chargeback): string {
  if (chargeback.response === 'accepted') return t('admin.case.status.accepted');
  if (chargeback.response === 'submitted' || chargeback.status === 'under_review')
    return t('admin.case.status.submitted');
  if (chargeback.status === 'action_required') return t('admin.case.status.moreEvidence');
  if (chargeback.response === 'draft') return t('admin.case.status.drafted');
  return t('admin.case.status.waiting');
}

/** The chargebacks endpoints' refusals a case's dialog may show, by their key here; any other as it came. */
export const caseKnown: Readonly<Record<string, AdminId>> = {
  [chargebackTexts.summaryRequired]: 'admin.case.summaryRequired',
  [chargebackTexts.decided]: 'admin.case.decided',
  [chargebackTexts.submitted]: 'admin.case.alreadySubmitted',
  [chargebackTexts.notFound]: 'admin.case.notFound',
};

export const sayCase = (t: AdminTranslate, english: string) => sayKnown(t, caseKnown, english);
