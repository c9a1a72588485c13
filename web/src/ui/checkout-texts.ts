// The checkout dialog's texts, for every checkout (decision 071): the English part travels with the dialog, never
// in a visitor's first load; the Hindi is fetched only when a member reads Hindi.
import { cardMessages } from '@marketplace/shared/payments/card';
import { upiIdSchema } from '@marketplace/shared/payments/payments-api';
import { texts } from '@marketplace/shared/texts';
import en from '../i18n/en/checkout.json';
import { catalogue, sayKnown } from '../i18n/i18n.ts';

export const useCheckoutTexts = catalogue(en, () => import('../i18n/hi/checkout.json'));
type CheckoutId = Parameters<ReturnType<typeof useCheckoutTexts>>[0];

/** The UPI id's rule's own message, as the shared schema words it. */
export const upiIdProblem = upiIdSchema.safeParse('').error?.issues[0]?.message ?? '';

/** Shared's words a checkout shows: SPEC 8's payment failures and the UPI id's rule. */
export const checkoutKnown: Readonly<Record<string, CheckoutId>> = {
  [texts.payments.orderFailed]: 'checkout.orderFailed',
  [texts.payments.orderPaymentFailed]: 'checkout.paymentFailed',
  [texts.payments.orderNotSaved]: 'checkout.notSaved',
  [texts.projects.paymentProcessing]: 'checkout.processing',
  [upiIdProblem]: 'checkout.upiInvalid',
};

export function useCheckoutSay(): (english: string | null) => string | null {
  const t = useCheckoutTexts();
  return (english) =>
    english !== null && Object.hasOwn(checkoutKnown, english) ? t(checkoutKnown[english]!) : english;
}

/** The card form's problems as shared's check words them (the code's, with its digits, apart: useCardSay). */
export const cardKnown: Readonly<Record<string, CheckoutId>> = {
  [cardMessages.number]: 'checkout.card.error.number',
  [cardMessages.expiryFormat]: 'checkout.card.error.expiryFormat',
  [cardMessages.expired]: 'checkout.card.error.expired',
  [cardMessages.name]: 'checkout.card.error.name',
};

/** The problem checkCard found, in the shown language; one it does not know as it came. */
export function useCardSay(): (english: string | null) => string | null {
  const t = useCheckoutTexts();
  return (english) => {
    if (english === null) return null;
    for (const digits of [3, 4])
      if (english === cardMessages.cvc(digits)) return t('checkout.card.error.cvc', { digits });
    return sayKnown(t, cardKnown, english);
  };
}
