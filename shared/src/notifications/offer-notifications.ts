// Who hears of each step of an offer, and in what words (decision 067): the offers table's `tells`
// (offer-process.ts), each side it names but the one who took the step. Keyed by the step (`offer-{projectId}-
// {sellerId}-{step}-{at}`), so a repeated delivery of it writes one notice. An acceptance tells the seller here; the
// student hears of it from the project's `taken` event (decision 062), which asks them to fund it.
import { indiaDate } from '../ledger/india-day.ts';
import { formatRupees } from '../projects/money.ts';
import type { Offer, OfferSide } from '../projects/offer.ts';
import { latestTerms, offerProcess, type OfferTransitionName } from '../projects/offer-process.ts';
import { day, rupees, sentence, words, type MailValue, type MailWords } from './mail-words.ts';
import { projectLink, type NotificationDraft, type NotificationKind } from './notification.ts';

export interface OfferNoticeFacts {
  projectTitle: string;
  /** The seller's public name (decision 042: never their email); '' when they have none. */
  sellerName: string;
}

interface Said {
  kind: NotificationKind;
  title: string;
  text: string;
  /** The same in the mail catalogue's ids (decision 072), for the bell and mail of a member who reads Hindi. */
  words: MailWords;
}

/** The seller as a notice names them: their public name as written, else 'A seller' in the reader's language. */
const sellerOf = (facts: OfferNoticeFacts): MailValue => facts.sellerName || sentence(words('project.taken.aSeller'));

/** What `to` reads of the step; null where the row tells them nothing. */
function said(name: OfferTransitionName, offer: Offer, to: OfferSide, facts: OfferNoticeFacts): Said | null {
  const about = `“${facts.projectTitle}”`;
  const terms = latestTerms(offer);
  const price = formatRupees(terms.price);
  const seller = facts.sellerName || 'A seller';
  const other = to === 'student' ? seller : 'The student';
  const title = facts.projectTitle;
  const values = { title, price: rupees(terms.price), date: day(terms.deliveryBy), seller: sellerOf(facts) };
  switch (name) {
    case 'send':
      return {
        kind: 'project-offer-received',
        title: 'New offer',
        text: `${seller} offered to do ${about} for ${price}, delivered by ${indiaDate(terms.deliveryBy)}. Accept, decline or counter it on the project.`,
        words: { title: words('offer.received.title'), text: words('offer.received.text', values) },
      };
    case 'counter':
      return {
        kind: 'project-offer-countered',
        title: 'Counter-offer',
        text: `${other} countered on ${about}: ${price}, delivered by ${indiaDate(terms.deliveryBy)}. Accept it, counter or ${to === 'seller' ? 'withdraw' : 'decline'}.`,
        words: {
          title: words('offer.countered.title'),
          text:
            to === 'seller'
              ? words('offer.countered.toSeller', { title, price: values.price, date: values.date })
              : words('offer.countered.toStudent', values),
        },
      };
    case 'accept':
      return {
        kind: 'project-offer-accepted',
        title: 'Offer accepted',
        text: `The student accepted your offer for ${about} at ${price}. The project is yours: the work starts once they fund it.`,
        words: {
          title: words('offer.accepted.title'),
          text: words('offer.accepted.text', { title, price: values.price }),
        },
      };
    case 'decline':
      return {
        kind: 'project-offer-declined',
        title: 'Offer declined',
        text: `The student declined your offer for ${about}.`,
        words: { title: words('offer.declined.title'), text: words('offer.declined.text', { title }) },
      };
    case 'passed-over':
      return {
        kind: 'project-offer-declined',
        title: 'Another offer chosen',
        text: `The student chose another seller's offer for ${about}, so yours is closed.`,
        words: { title: words('offer.passedOver.title'), text: words('offer.passedOver.text', { title }) },
      };
    case 'withdraw':
      return {
        kind: 'project-offer-withdrawn',
        title: 'Offer withdrawn',
        text: `${seller} withdrew their offer for ${about}.`,
        words: {
          title: words('offer.withdrawn.title'),
          text: words('offer.withdrawn.text', { title, seller: values.seller }),
        },
      };
    case 'expire':
      return {
        kind: 'project-offer-expired',
        title: 'Offer expired',
        text: `Your offer for ${about} expired before the student answered it.`,
        words: { title: words('offer.expired.title'), text: words('offer.expired.text', { title }) },
      };
  }
}

/** The notices an offer's latest step makes (its `step`), to each side the row tells but the one who took it. */
export function notificationsForOfferStep(offer: Offer, facts: OfferNoticeFacts): NotificationDraft[] {
  const name = offer.step.name as OfferTransitionName;
  const row = offerProcess[name];
  if (!row) return [];
  const uidOf = (side: OfferSide) => (side === 'student' ? offer.studentId : offer.sellerId);
  return row.tells.flatMap((side) => {
    const uid = uidOf(side);
    const told = uid === offer.step.by ? null : said(name, offer, side, facts);
    if (!told) return [];
    const { words: mailWords, ...content } = told;
    return [
      {
        to: { uid },
        key: `offer-${offer.projectId}-${offer.sellerId}-${name}-${offer.step.at}`,
        content: { ...content, link: projectLink(offer.projectId) },
        words: mailWords,
        at: offer.step.at,
        // The student's notices name the seller, who may later ask to be erased (decision 040).
        names: side === 'student' ? [offer.sellerId] : [],
      },
    ];
  });
}

/** How long before an open offer expires the side on turn is reminded. */
export const OFFER_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** The reminder that an open offer expires tomorrow, to the side whose turn it is (they must act). */
export function offerExpiringNotification(offer: Offer, facts: OfferNoticeFacts): NotificationDraft {
  const onTurn: OfferSide = latestTerms(offer).by === 'seller' ? 'student' : 'seller';
  const about = `“${facts.projectTitle}”`;
  const whose = onTurn === 'student' ? `${facts.sellerName || 'A seller'}'s offer` : "The student's counter";
  const price = rupees(latestTerms(offer).price);
  return {
    to: { uid: onTurn === 'student' ? offer.studentId : offer.sellerId },
    key: `offer-${offer.projectId}-${offer.sellerId}-expiring-${offer.expiresAt}`,
    content: {
      kind: 'project-offer-expiring',
      title: 'Offer expires tomorrow',
      text: `${whose} for ${about} at ${formatRupees(latestTerms(offer).price)} expires tomorrow. Answer it on the project before then.`,
      link: projectLink(offer.projectId),
    },
    words: {
      title: words('offer.expiring.title'),
      text:
        onTurn === 'student'
          ? words('offer.expiring.toStudent', { title: facts.projectTitle, price, seller: sellerOf(facts) })
          : words('offer.expiring.toSeller', { title: facts.projectTitle, price }),
    },
    names: onTurn === 'student' ? [offer.sellerId] : [],
  };
}
