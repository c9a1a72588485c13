// A payout's outcome reaches its seller: processed, or failed (the bank returning it counts as failed),
// and a new payout that cannot be sent until the seller says where to be paid. Each attempt is its own event: an
// admin's retry that fails again is told again. Its time is when the record last changed (the server stamps
// updatedAt on each answer), else when it was written (a record seeded as answered).
import { formatRupees, fromPaise } from '../projects/money.ts';
import { epochMillis } from '../epoch-millis.ts';
import { moneyFigures } from '../ledger/money-figures.ts';
import { payoutAmountOf, payoutSchema, type Payout } from '../payouts/payout.ts';
import { sellerStepForHeldPayout } from '../verification/seller-verification.ts';
import { subjectParts } from '../ledger/subject-titles.ts';
import { rupees as rupeesValue, sentence, words, type MailTextId, type MailValue } from './mail-words.ts';
import { orderLink, projectLink, type NotificationDraft } from './notification.ts';

/** Where a seller adds their payout details: 'Your Payouts' on the dashboard. */
export const payoutsLink = '/dashboard';

/** A stored payout as its notifications read it: as the dashboards do, and when the server last changed it. */
export const payoutFactsSchema = payoutSchema.extend({ updatedAt: epochMillis.default(null) });

export type PayoutFacts = Pick<
  Payout,
  'id' | 'projectId' | 'sellerId' | 'title' | 'sellerPaise' | 'status' | 'attempt' | 'failureReason' | 'createdAt'
> &
  Partial<Pick<Payout, 'subject'>> &
  Partial<Pick<Payout, 'withheldPaise' | 'amountPaise'>> & {
    /** The server's time of the record's last change (functions' platform/movement/movement.ts); null before any. */
    updatedAt: number | null;
    /** Which taxes its withholding entry holds ('TCS', 'TDS', 'TCS and TDS'), read by the trigger; absent: 'tax'. */
    taxNames?: string;
  };

const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** What the payout paid for: a store sale's order (its subject, `order-…`), else its project. */
function paidForLink(payout: Pick<PayoutFacts, 'subject' | 'projectId'>): string {
  const paid = payout.subject ? subjectParts(payout.subject) : null;
  return paid?.kind === 'order' ? orderLink(paid.id) : projectLink(payout.projectId);
}

/**
 * What a payout paid, in the glossary's words (decision 044): the net paid, and where anything was withheld or
 * carried along, the gross earned it came from. A payout that sent its share whole says only its amount.
 */
export function paidAmountText(payout: PayoutFacts): string {
  const net = payoutAmountOf(payout);
  const withheld = payout.withheldPaise ?? 0;
  const carried = net - (payout.sellerPaise - withheld);
  if (withheld === 0 && carried === 0) return rupees(net);
  const parts = [`${rupees(payout.sellerPaise)} ${moneyFigures.grossEarned.name.toLowerCase()}`];
  if (withheld > 0) parts.push(`less ${rupees(withheld)} ${payout.taxNames ?? 'tax'} withheld`);
  if (carried > 0) parts.push(`plus ${rupees(carried)} carried from earlier payouts`);
  return `${rupees(net)} ${moneyFigures.netPaid.name.toLowerCase()} (${parts.join(' ')})`;
}

const taxWords: Record<string, MailTextId> = {
  TCS: 'payout.tax.TCS',
  TDS: 'payout.tax.TDS',
  'TCS and TDS': 'payout.tax.both',
};

/** paidAmountText in the mail catalogue's words (decision 072). */
export function paidAmountWords(payout: PayoutFacts): MailValue {
  const net = payoutAmountOf(payout);
  const withheld = payout.withheldPaise ?? 0;
  const carried = net - (payout.sellerPaise - withheld);
  if (withheld === 0 && carried === 0) return rupeesValue(fromPaise(net));
  const tax = payout.taxNames === undefined ? 'payout.tax.other' : taxWords[payout.taxNames];
  return sentence(
    words('payout.amount.net', {
      net: rupeesValue(fromPaise(net)),
      gross: rupeesValue(fromPaise(payout.sellerPaise)),
      withheld:
        withheld > 0
          ? sentence(
              words('payout.amount.withheld', {
                withheld: rupeesValue(fromPaise(withheld)),
                tax: tax ? sentence(words(tax)) : payout.taxNames!,
              }),
            )
          : '',
      carried:
        carried > 0 ? sentence(words('payout.amount.carried', { carried: rupeesValue(fromPaise(carried)) })) : '',
    }),
  );
}

/**
 * `detailsSaved`: whether the seller has told where to be paid, read when the payout is written; a payout written
 * without them waits for them, and that is the seller's step to take.
 */
export function notificationsForPayout(
  before: PayoutFacts | null,
  after: PayoutFacts,
  detailsSaved = true,
): NotificationDraft[] {
  if (!after.sellerId) return [];
  if (after.status === 'waiting-for-verification') return heldForVerification(before, after);
  if (before?.status === after.status && before.attempt === after.attempt) return [];
  const amount = formatRupees(fromPaise(after.sellerPaise));
  const key = `payout-${after.id}-${after.status}-${after.attempt}`;
  const link = paidForLink(after);
  const to = { uid: after.sellerId };
  const at = after.updatedAt ?? after.createdAt;
  switch (after.status) {
    case 'waiting-for-details':
      if (before !== null || detailsSaved) return [];
      return [
        {
          to,
          key,
          at,
          content: {
            kind: 'payout-waiting-for-details',
            title: 'Add your payout details',
            text: `Your payout of ${amount} for “${after.title}” is waiting for your payout details. Add a UPI id or a bank account under Your Payouts on your dashboard, and it is sent at once.`,
            link: payoutsLink,
          },
          words: {
            title: words('payout.waitingForDetails.title'),
            text: words('payout.waitingForDetails.text', {
              amount: rupeesValue(fromPaise(after.sellerPaise)),
              title: after.title,
            }),
          },
        },
      ];
    case 'processed':
      return [
        {
          to,
          key,
          at,
          content: {
            kind: 'payout-processed',
            title: 'Payout sent',
            text: `Your payout of ${paidAmountText(after)} for “${after.title}” was sent.`,
            link,
          },
          words: {
            title: words('payout.processed.title'),
            text: words('payout.processed.text', { amount: paidAmountWords(after), title: after.title }),
          },
        },
      ];
    case 'failed':
    case 'reversed':
      return [
        {
          to,
          key,
          at,
          content: {
            kind: 'payout-failed',
            title: 'Payout failed',
            text: `Your payout of ${paidAmountText(after)} for “${after.title}” did not reach you${reasonOf(after.failureReason)}. Check your payout details under Your Payouts; an admin will send it again.`,
            link,
          },
          // The provider's reason is English: the Hindi mail leaves it out (mail-texts/hi.json).
          words: {
            title: words('payout.failed.title'),
            text: words('payout.failed.text', {
              amount: paidAmountWords(after),
              title: after.title,
              reason: reasonOf(after.failureReason),
            }),
          },
        },
      ];
    default:
      return [];
  }
}

/**
 * A payout held because the seller's verification failed or was never asked for (decision 033): the seller is told
 * once per attempt and per thing to change, with what to change. A check under way asks nothing of them: no notice.
 */
function heldForVerification(before: PayoutFacts | null, after: PayoutFacts): NotificationDraft[] {
  const held = sellerStepForHeldPayout(after.failureReason);
  if (held === null) return [];
  if (
    before?.status === after.status &&
    before.attempt === after.attempt &&
    before.failureReason === after.failureReason
  )
    return [];
  // The reason is the step itself when the step is to send a PAN never sent.
  const failure = held.waitingFor === 'no-pan' ? null : after.failureReason!.replace(/\.+$/, '');
  const reason = failure === null ? '' : ` ${failure}.`;
  return [
    {
      to: { uid: after.sellerId },
      key: `payout-${after.id}-held-${after.attempt}-${held.waitingFor}`,
      at: after.updatedAt ?? after.createdAt,
      content: {
        kind: 'payout-waiting-for-verification',
        title: 'Your payout is waiting',
        text: `Your payout of ${formatRupees(fromPaise(after.sellerPaise))} for “${after.title}” cannot be sent yet.${reason} ${held.step}`,
        link: payoutsLink,
      },
      // The stored reason is the verification's English, quoting names (decision 071): the Hindi mail says which
      // check failed instead, by failedCheckOf (mail-texts/hi.json).
      words: {
        title: words('payout.held.title'),
        text: words('payout.held.text', {
          amount: rupeesValue(fromPaise(after.sellerPaise)),
          title: after.title,
          reason:
            held.waitingFor === 'no-pan'
              ? ''
              : sentence(words(`payout.held.reason.${held.waitingFor}`, { reason: failure! })),
          step: sentence(words(`payout.held.step.${held.waitingFor}`)),
        }),
      },
    },
  ];
}

/** ': the provider's reason' without its own closing full stop, which the sentence gives; nothing when none. */
function reasonOf(failureReason: string | null): string {
  const reason = failureReason?.trim().replace(/\.+$/, '');
  return reason ? `: ${reason}` : '';
}
