// A chargeback (decision 049) reaches the payer whose bank disputed the payment and the seller whose share of it is
// held or taken back: when it opens, and when the bank decides (closed counts as won). Neither is named to the other:
// the texts name the project or product and the money only (the disclosure table, shared/privacy/disclosure.ts).
import type { Chargeback } from '../payments/chargeback.ts';
import { formatRupees, fromPaise } from '../projects/money.ts';
import { rupees as amountOf, sentence, words, type MailText, type MailWords } from './mail-words.ts';
import { orderLink, projectLink, type NotificationDraft } from './notification.ts';
import { payoutsLink } from './payout-notifications.ts';

export type ChargebackFacts = Pick<
  Chargeback,
  | 'id'
  | 'purpose'
  | 'subjectId'
  | 'title'
  | 'payerId'
  | 'sellerId'
  | 'amountPaise'
  | 'sellerSharePaise'
  | 'treatment'
  | 'reason'
  | 'status'
  | 'openedAt'
  | 'updatedAt'
>;

const rupees = (paise: number) => formatRupees(fromPaise(paise));
const about = (facts: ChargebackFacts) => (facts.title ? ` for “${facts.title}”` : '');
const decided = (status: Chargeback['status']) => status === 'won' || status === 'lost' || status === 'closed';

/** Where the payer sees what they paid for: the project or the order on their dashboard. */
function payerLink(facts: ChargebackFacts): string {
  if (facts.purpose === 'project') return projectLink(facts.subjectId);
  if (facts.purpose === 'store') return orderLink(facts.subjectId);
  return '/dashboard';
}

type Step = 'opened' | 'won' | 'lost';
/** The sentences by treatment; 'none' (no share of the seller's) falls to the last, as the English texts do. */
const treatmentIds = {
  escrow: 'escrow',
  'payout-held': 'payoutHeld',
  recovered: 'recovered',
  none: 'recovered',
} as const;

/**
 * The values every sentence of a case says, in the mail catalogue's terms (decision 072). The bank's reason is the
 * provider's English, so a Hindi sentence leaves it out, as a payout failure's reason.
 */
function values(facts: ChargebackFacts) {
  return {
    amount: amountOf(fromPaise(facts.amountPaise)),
    share: amountOf(fromPaise(facts.sellerSharePaise)),
    about: facts.title ? sentence(words('chargeback.for', { title: facts.title })) : '',
    reason: facts.reason ? sentence(words('chargeback.reason', { reason: facts.reason.replace(/\.?$/, '.') })) : '',
  };
}

/** The seller's sentence in the catalogue's ids: by the step and what was done with their share. */
function sellerWords(facts: ChargebackFacts, which: Step): MailText {
  const treatment = treatmentIds[facts.treatment];
  if (which === 'opened') return words(`chargeback.seller.${treatment}`, values(facts));
  return words(`chargeback.seller.${which}.${treatment}`, values(facts));
}

/** What the seller is told when the case opens, by what was done with their share. */
function sellerOpenedText(facts: ChargebackFacts): string {
  const share = rupees(facts.sellerSharePaise);
  const bank = `The payer's bank disputed their payment of ${rupees(facts.amountPaise)}${about(facts)} (a chargeback)`;
  const reason = facts.reason ? ` Their bank's reason: ${facts.reason.replace(/\.?$/, '.')}` : '';
  const next = ' We answer the bank with the delivery record; you hear its decision here.';
  if (facts.treatment === 'escrow')
    return `${bank}. Your share of ${share} stays held until the bank decides.${reason}${next}`;
  if (facts.treatment === 'payout-held')
    return `${bank}. Your payout of ${share} for it is held until the bank decides.${reason}${next}`;
  return `${bank}, which was paid out to you. Your share of ${share} is taken back from your earnings; your next earnings pay it first.${reason}${next}`;
}

function sellerDecidedText(facts: ChargebackFacts, won: boolean): string {
  const share = rupees(facts.sellerSharePaise);
  const lead = `The bank decided the chargeback on the payment of ${rupees(facts.amountPaise)}${about(facts)}`;
  if (won) {
    if (facts.treatment === 'escrow') return `${lead} in our favour: your share of ${share} is no longer held.`;
    if (facts.treatment === 'payout-held') return `${lead} in our favour: your payout of ${share} is no longer held.`;
    return `${lead} in our favour: the ${share} taken back from your earnings is yours again.`;
  }
  if (facts.treatment === 'escrow')
    return `${lead} in the payer's favour: the money went back to them, so nothing is paid to you for it.`;
  if (facts.treatment === 'payout-held')
    return `${lead} in the payer's favour: your share of ${share} went back to them, so that payout is not sent.`;
  return `${lead} in the payer's favour: the ${share} taken back from your earnings stays taken.`;
}

function payerText(facts: ChargebackFacts, step: Step): string {
  const payment = `your payment of ${rupees(facts.amountPaise)}${about(facts)}`;
  if (step === 'opened')
    return `Your bank told us you disputed ${payment}. Your bank keeps the amount while it decides; you hear its decision here.`;
  if (step === 'won') return `Your bank decided your dispute of ${payment} against it: the payment stands.`;
  return `Your bank decided your dispute of ${payment} in your favour: it returned the amount to you.`;
}

const titles = {
  opened: 'Payment disputed by a bank',
  won: 'Chargeback decided: payment stands',
  lost: 'Chargeback decided: payment returned',
};
const sellerTitles = {
  opened: 'Payment disputed: your share held',
  won: 'Chargeback won: your share is yours',
  lost: 'Chargeback lost: your share went back',
};

/** One notification for each person a step concerns: the payer, and the seller when the payment had one. */
function step(facts: ChargebackFacts, which: Step, at: number | null): NotificationDraft[] {
  const key = `chargeback-${facts.id}-${which}`;
  const kind = `chargeback-${which}` as const;
  const { amount, about } = values(facts);
  const payerWords: MailWords = {
    title: words(`chargeback.${which}.title`),
    text: words(`chargeback.payer.${which}`, { amount, about }),
  };
  const drafts: NotificationDraft[] = [
    {
      to: { uid: facts.payerId },
      key,
      at,
      content: { kind, title: titles[which], text: payerText(facts, which), link: payerLink(facts) },
      words: payerWords,
    },
  ];
  if (facts.sellerId && facts.sellerSharePaise > 0) {
    const text = which === 'opened' ? sellerOpenedText(facts) : sellerDecidedText(facts, which === 'won');
    const title =
      which === 'opened' && facts.treatment === 'recovered'
        ? 'Payment disputed: your share taken back'
        : sellerTitles[which];
    const titleId =
      which === 'opened' && facts.treatment === 'recovered'
        ? 'chargeback.seller.recovered.title'
        : (`chargeback.seller.${which}.title` as const);
    drafts.push({
      to: { uid: facts.sellerId },
      key,
      at,
      content: { kind, title, text, link: payoutsLink },
      words: { title: words(titleId), text: sellerWords(facts, which) },
    });
  }
  return drafts;
}

/** What a change of the case tells: its opening (once), and its decision (once; closed is won, decision 049). */
export function notificationsForChargeback(
  before: ChargebackFacts | null,
  after: ChargebackFacts,
): NotificationDraft[] {
  const drafts = before ? [] : step(after, 'opened', after.openedAt);
  if (decided(after.status) && !(before && decided(before.status)))
    drafts.push(...step(after, after.status === 'lost' ? 'lost' : 'won', after.updatedAt));
  return drafts;
}
