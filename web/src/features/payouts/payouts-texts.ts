// Your Payouts' texts (decision 071): the English part travels with the members' screens; its Hindi is fetched only
// when a member reads Hindi. The status line and the amount, worded here for the shown language.
import type { Payout } from '@marketplace/shared/payouts/payout';
import { fromPaise } from '@marketplace/shared/projects/money';
import en from '../../i18n/en/payouts.json';
import { sellerStepForHeldPayout } from '@marketplace/shared/verification/seller-verification';
import { catalogue, useFormats, type Translate } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';

export const usePayoutsTexts = catalogue(en, () => import('../../i18n/hi/payouts.json'));
type PayoutsId = Parameters<ReturnType<typeof usePayoutsTexts>>[0];

/**
 * A payout's status as its row says it. The server words its reasons in English: shown as they came, except that in
 * another language a wait for verification says no more than that (the row's next step says why, translated).
 */
export function payoutStatusLine(
  t: Translate<PayoutsId>,
  payout: Pick<Payout, 'status' | 'reference' | 'failureReason' | 'detailsHint'>,
  locale: Locale = 'en',
): string {
  const to = payout.detailsHint;
  switch (payout.status) {
    case 'waiting-for-details':
      return t('payouts.status.waiting-for-details');
    case 'waiting-for-verification':
      return payout.failureReason && (locale === 'en' || !sellerStepForHeldPayout(payout.failureReason))
        ? t('payouts.status.waiting-for-verification-because', { reason: payout.failureReason })
        : t('payouts.status.waiting-for-verification');
    case 'carried':
      return t('payouts.status.carried');
    case 'queued':
    case 'processing':
      return to ? t('payouts.status.on-its-way-to', { to }) : t('payouts.status.on-its-way');
    case 'processed': {
      const paid = to ? t('payouts.status.paid-to', { to }) : t('payouts.status.paid');
      return payout.reference ? `${paid} · ${t('payouts.status.ref', { reference: payout.reference })}` : paid;
    }
    case 'failed':
      return t('payouts.status.failed', { reason: payout.failureReason ?? t('payouts.status.failedNoReason') });
    case 'reversed':
      return t('payouts.status.reversed', { reason: payout.failureReason ?? t('payouts.status.noReason') });
  }
}

/** The share; once tax was withheld from it (decision 039), also what was withheld and what is paid. */
export function usePayoutAmount(): (payout: Pick<Payout, 'sellerPaise' | 'withheldPaise'>) => string {
  const t = usePayoutsTexts();
  const { rupees: format } = useFormats();
  return (payout) => {
    const rupees = (paise: number) => format(fromPaise(paise));
    const withheld = payout.withheldPaise ?? 0;
    if (withheld === 0) return rupees(payout.sellerPaise);
    return t('payouts.amountLess', {
      share: rupees(payout.sellerPaise),
      withheld: rupees(withheld),
      net: rupees(payout.sellerPaise - withheld),
    });
  };
}
