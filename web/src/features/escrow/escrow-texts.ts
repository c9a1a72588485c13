// The project detail's texts, its actions' dialogs, notices, history and offers (decision 071): the English part
// travels with the members' screens; its Hindi is fetched only when a member reads Hindi. Shared words the actions,
// their errors and the history's titles in English for the server, the notifications and the console: the screens say
// them here by their key, and escrow-texts.test.tsx holds every English key to shared's words, so a text reworded in
// shared fails there rather than show a stale translation. The actions' words (their money and refusals) are
// action-words.ts's, so a screen that only says this part's words (the fund modal) reads no lifecycle refusals
// (decision 091).
import { fromPaise, sellerPayout } from '@marketplace/shared/projects/money';
import type { HistoryEvent, HistoryKind } from '@marketplace/shared/projects/project-history';
import en from '../../i18n/en/escrow.json';
import { catalogue, type Translate } from '../../i18n/i18n.ts';

export const useEscrowTexts = catalogue(en, () => import('../../i18n/hi/escrow.json'));
export type EscrowId = keyof typeof en;
export type EscrowTranslate = Translate<EscrowId>;
type T = EscrowTranslate;

export type Rupees = (rupees: number) => string;

const milestoneTitleKinds = ['funded', 'released', 'auto-released', 'withdrawn', 'cancelled'] as const;
type Titled = Pick<HistoryEvent, 'kind' | 'round'> & Partial<Pick<HistoryEvent, 'milestone' | 'refunds'>>;

/** Items in words: 'a', 'a and b', 'a, b and c' (shared's history words list them so). */
function listed(t: T, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return t('escrow.history.listed', { rest: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}

/**
 * A history step's title in the shown language, as shared's historyTitle words it in English (decision 069): with
 * the milestones a step refunded together when there were several (decision 075), each by number and amount.
 */
export function historyTitleWords(t: T, rupees: Rupees, event: Titled): string {
  const title = (kind: HistoryKind) =>
    kind === 'delivered' && event.round
      ? t('escrow.history.title.deliveredRound', { round: event.round })
      : kind === 'changes-requested' && event.round
        ? t('escrow.history.title.changesRequestedRound', { round: event.round })
        : t(`escrow.history.title.${kind}`);
  if (event.milestone === undefined) return title(event.kind);
  const n = event.milestone + 1;
  const refunds = event.refunds ?? [];
  if (refunds.length >= 2) {
    const several = t('escrow.history.refunds', {
      numbers: listed(
        t,
        refunds.map(({ milestone }) => String(milestone + 1)),
      ),
      amounts: listed(
        t,
        refunds.map(({ amountPaise }) => rupees(fromPaise(amountPaise))),
      ),
    });
    if (event.kind === 'cancelled') return t('escrow.history.cancelledSeveral', { refunds: several });
    return t('escrow.history.milestone.otherSeveral', { n, title: title(event.kind), refunds: several });
  }
  // The take and the giving up come before the first milestone is funded: the project's own words.
  if (event.kind === 'taken' || event.kind === 'given-up') return title(event.kind);
  if ((milestoneTitleKinds as readonly string[]).includes(event.kind))
    return t(`escrow.history.milestone.${event.kind as (typeof milestoneTitleKinds)[number]}`, { n });
  return t('escrow.history.milestone.other', { n, title: title(event.kind) });
}

/** A settlement's outcome and what went each way (the paid-out part is split 70/30 like a release). */
export function settlementOutcomeWords(
  t: T,
  rupees: Rupees,
  { outcome, refundPaise, payoutPaise }: Pick<HistoryEvent, 'outcome' | 'refundPaise' | 'payoutPaise'>,
): string {
  const refunded = rupees(fromPaise(refundPaise ?? 0));
  const paidOut = fromPaise(payoutPaise ?? 0);
  const payout = t('escrow.history.payout', { paidOut: rupees(paidOut), seller: rupees(sellerPayout(paidOut)) });
  if (outcome === 'release') return t('escrow.history.outcome.release', { payout });
  if (outcome === 'refund') return t('escrow.history.outcome.refund', { refunded });
  return t('escrow.history.outcome.split', { refunded, payout });
}
