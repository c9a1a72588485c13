// The words of the project parts every project screen shares (its badges, deadline, milestones and the milestone
// rows of the post form and the offers), in the shown language (decision 071: a members' part, its Hindi fetched only
// when a member reads Hindi). Shared words SPEC's and the server's English (the statuses, the deadline's countdown,
// the milestone check's errors); here each is said by its key, and the English part is held to shared's words by
// project-texts.test.tsx, so a text reworded in shared fails there rather than show a stale translation.
import { daysUntil, deadlineDisplay, type DeadlineDisplay } from '@marketplace/shared/projects/deadline';
import {
  MAX_MILESTONES,
  MILESTONE_MIN_PAISE,
  MILESTONE_TITLE_MAX,
  milestoneTexts,
} from '@marketplace/shared/projects/milestone-check';
import { fromPaise, MAX_AMOUNT } from '@marketplace/shared/projects/money';
import type {
  PaymentStatus,
  Project,
  ProjectStatus,
  RefundStatus,
  Settlement,
} from '@marketplace/shared/projects/project';
import en from '../i18n/en/project-ui.json';
import { catalogue, useFormats, useLocale, type Translate } from '../i18n/i18n.ts';

export const useProjectUiTexts = catalogue(en, () => import('../i18n/hi/project-ui.json'));
export type ProjectUiId = keyof typeof en;

const statusKeys: Record<ProjectStatus, ProjectUiId> = {
  Open: 'project-ui.status.open',
  'In Progress': 'project-ui.status.in-progress',
  Completed: 'project-ui.status.completed',
  Cancelled: 'project-ui.status.cancelled',
};

const paymentKeys: Record<PaymentStatus, ProjectUiId> = {
  Unpaid: 'project-ui.payment.unpaid',
  Funded: 'project-ui.payment.funded',
  Released: 'project-ui.payment.released',
  Refunded: 'project-ui.payment.refunded',
  Settled: 'project-ui.payment.settled',
};

const refundKeys: Record<RefundStatus, ProjectUiId> = {
  requested: 'project-ui.refund.requested',
  processed: 'project-ui.refund.processed',
  failed: 'project-ui.refund.failed',
};

/** The milestone check's texts about one milestone, by their key here (shared words them with its number). */
const perMilestone = [
  'title',
  'titleTooLong',
  'amount',
  'amountTooSmall',
  'amountTooLarge',
  'due',
  'duePast',
  'dueOrder',
  'dueAfterDeadline',
] as const;

/**
 * The milestone check's error in the shown language: by its key when it is one of shared's milestoneTexts, else as it
 * came (a server's own words).
 */
function milestoneProblem(t: Translate<ProjectUiId>, rupees: (r: number) => string, english: string): string {
  if (english === milestoneTexts.tooMany) return t('project-ui.check.tooMany', { max: MAX_MILESTONES });
  if (english === milestoneTexts.none) return t('project-ui.check.none');
  for (let n = 1; n <= MAX_MILESTONES; n += 1)
    for (const key of perMilestone)
      if (milestoneTexts[key](n) === english)
        return t(`project-ui.check.${key}`, {
          n,
          previous: n - 1,
          max: key === 'titleTooLong' ? MILESTONE_TITLE_MAX : rupees(MAX_AMOUNT),
          min: rupees(fromPaise(MILESTONE_MIN_PAISE)),
        });
  // The sum's: its two amounts are read back from shared's English (both in rupees as en-IN writes them).
  const total = /^The milestones add up to (₹[\d,.]+); they must add up to the budget, (₹[\d,.]+)\.$/.exec(english);
  if (total) return t('project-ui.check.total', { total: total[1] ?? '', price: total[2] ?? '' });
  return english;
}

/** The project parts' words in the shown language, with amounts and dates in its Indian format. */
export function useProjectWords() {
  const t = useProjectUiTexts();
  const { rupees, date } = useFormats();
  const locale = useLocale();
  const refund = (status: RefundStatus) => t(refundKeys[status]);
  return {
    t,
    rupees,
    date,
    status: (status: ProjectStatus) => t(statusKeys[status]),
    /** The payment as people read it: a refunded project says where its refund stands. */
    payment: (project: Pick<Project, 'paymentStatus' | 'refundStatus'>) =>
      project.paymentStatus === 'Refunded'
        ? refund(project.refundStatus ?? 'processed')
        : t(paymentKeys[project.paymentStatus]),
    refund,
    /** What an admin's settlement sent each way, and where the refunded part stands. */
    settlement: (settlement: Settlement, refundStatus: RefundStatus | null) => {
      const parts = [];
      if (settlement.payoutPaise > 0)
        parts.push(t('project-ui.settled.paidOut', { amount: rupees(fromPaise(settlement.payoutPaise)) }));
      if (settlement.refundPaise > 0) {
        const amount = rupees(fromPaise(settlement.refundPaise));
        parts.push(
          refundStatus && refundStatus !== 'processed'
            ? t('project-ui.settled.refundedState', { amount, state: refund(refundStatus) })
            : t('project-ui.settled.refunded', { amount }),
        );
      }
      return t('project-ui.settled', { parts: parts.join(', ') });
    },
    // English has said this date as en-GB does since before the catalogue ('30 Nov 2026'); it stays so.
    releasesOn: (at: number) =>
      t('project-ui.releasesOn', {
        date:
          locale === 'en'
            ? new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
            : date(at),
      }),
    dueOn: (at: number) => t('project-ui.dueOn', { date: date(at) }),
    /** SPEC 4's deadline display (its tone shared's), said in the shown language. */
    deadline: (deadline: number | null, now: number): DeadlineDisplay => {
      const shown = deadlineDisplay(deadline, now);
      if (deadline === null) return { ...shown, text: t('project-ui.deadline.none') };
      const days = daysUntil(deadline, now);
      if (days < 0) return { ...shown, text: t('project-ui.deadline.overdue', { days: -days }) };
      if (days === 0) return { ...shown, text: t('project-ui.deadline.today') };
      return { ...shown, text: t('project-ui.deadline.left', { days }) };
    },
    payoutOnHold: () => t('project-ui.payoutOnHold'),
    milestoneProblem: (english: string) => milestoneProblem(t, rupees, english),
  };
}
