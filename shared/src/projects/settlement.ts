// An admin's settlement of a dispute as the console's dialog checks it before anything is sent (the server checks
// the same through the process table's `settle`): the split's refund as typed, in rupees with at most two decimals,
// at least the providers' minimum, and leaving the seller at least the minimum of the rest; and what each side
// gets, in words, for the preview and the final confirmation.
import { formatRupees, fromPaise, PROVIDER_MINIMUM_PAISE, splitPaise, toPaise } from './money.ts';
import type { Project, SettlementOutcome } from './project.ts';
import type { SettlementChoice } from './project-actions.ts';

const minimum = formatRupees(fromPaise(PROVIDER_MINIMUM_PAISE));

export const settlementTexts = {
  chooseOutcome: 'Choose how the dispute ends.',
  refundAmount: 'Enter the part refunded to the student, in rupees.',
  twoDecimals: 'Enter the refund in rupees with at most two decimals (whole paise).',
  refundTooSmall: `A refund below ${minimum} cannot be sent: the payment provider refunds at least ${minimum}.`,
  refundTooLarge: 'Refund less than the whole budget, or choose the full refund.',
  sellerShareTooSmall: `That leaves the seller less than ${minimum} of the rest, which cannot be paid out. Refund less.`,
  final: 'The settlement is final: it cannot be changed afterwards.',
} as const;

/** The admin's choice in the contract's terms, or why it cannot be sent. */
export function settlementChoice(
  project: Pick<Project, 'budget'>,
  outcome: SettlementOutcome | null,
  refundRupees: string,
): { ok: true; choice: SettlementChoice } | { ok: false; problem: string } {
  if (!outcome) return { ok: false, problem: settlementTexts.chooseOutcome };
  if (outcome !== 'split') return { ok: true, choice: { outcome } };
  const typed = refundRupees.trim();
  if (!/^\d+(\.\d*)?$/.test(typed)) return { ok: false, problem: settlementTexts.refundAmount };
  if (/\.\d{3,}$/.test(typed)) return { ok: false, problem: settlementTexts.twoDecimals };
  const refundPaise = toPaise(Number(typed));
  const budgetPaise = toPaise(project.budget);
  if (refundPaise < PROVIDER_MINIMUM_PAISE) return { ok: false, problem: settlementTexts.refundTooSmall };
  if (refundPaise >= budgetPaise) return { ok: false, problem: settlementTexts.refundTooLarge };
  if (splitPaise(budgetPaise - refundPaise).sellerPaise < PROVIDER_MINIMUM_PAISE)
    return { ok: false, problem: settlementTexts.sellerShareTooSmall };
  return { ok: true, choice: { outcome, refundPaise } };
}

/** What each side gets from a settlement, in words: the student's refund, the seller's pay, the platform's share. */
export function settlementWords(project: Pick<Project, 'budget'>, choice: SettlementChoice): string {
  const budgetPaise = toPaise(project.budget);
  const refundPaise = choice.outcome === 'refund' ? budgetPaise : choice.outcome === 'release' ? 0 : choice.refundPaise;
  const { sellerPaise, platformPaise } = splitPaise(budgetPaise - refundPaise);
  const rupees = (paise: number) => formatRupees(fromPaise(paise));
  const refunded =
    refundPaise > 0 ? `The student is refunded ${rupees(refundPaise)}` : 'The student is refunded nothing';
  const paid =
    sellerPaise > 0
      ? `the seller is paid ${rupees(sellerPaise)} and the platform keeps ${rupees(platformPaise)}`
      : 'the seller is paid nothing';
  return `${refunded}; ${paid}.`;
}
