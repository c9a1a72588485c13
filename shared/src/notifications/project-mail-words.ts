// The escrow's notices in the mail catalogue's ids (decision 072), for the steps a student and a seller hear of
// most: taken, funded, delivered, released (by the student or automatically), withdrawn, given up and cancelled.
// The others (changes asked for, a cancellation asked for or declined, disputes and settlements) are mailed in their
// English words until they are in the catalogue. A notice's words are kept only when the English catalogue says
// exactly what the notice says (`ifSaid`), so a notice whose sentence changed is mailed in English rather than
// in a Hindi that no longer matches it.
import type { NoticeParty } from '../projects/escrow-notices.ts';
import type { HistoryKind } from '../projects/project-history.ts';
import { mailText, rupees, sentence, words, type MailText, type MailWords } from './mail-words.ts';
import type { NotificationContent } from './notification.ts';

export interface ProjectMailFacts {
  /** The project's title, as written. */
  title: string;
  /** The amount the notice is about, and the seller's 70% of it, in rupees. */
  budget: number;
  payout: number;
  to: NoticeParty;
  takerName?: string | undefined;
  asksForOffers?: boolean;
}

const grossEarned = (facts: ProjectMailFacts, when: 'is' | 'willBe' = 'is') =>
  sentence(words(`project.grossEarned.${when}`, { payout: rupees(facts.payout) }));
const taxWithheld = sentence(words('project.taxWithheld'));

const said: Partial<Record<HistoryKind, (facts: ProjectMailFacts) => MailWords>> = {
  taken: (facts) => ({
    title: words('project.taken.title'),
    text: words('project.taken.text', {
      taker: facts.takerName || sentence(words('project.taken.aSeller')),
      title: facts.title,
      budget: rupees(facts.budget),
    }),
  }),
  delivered: (facts) => ({
    title: words('project.delivered.title'),
    text: words('project.delivered.text', { title: facts.title, budget: rupees(facts.budget) }),
  }),
  funded: (facts) => ({
    title: words('project.funded.title'),
    text: words('project.funded.text', {
      title: facts.title,
      budget: rupees(facts.budget),
      grossEarned: grossEarned(facts, 'willBe'),
    }),
  }),
  released: (facts) => ({
    title: words('project.released.title'),
    text: words('project.released.text', {
      title: facts.title,
      budget: rupees(facts.budget),
      grossEarned: grossEarned(facts),
      taxWithheld,
    }),
  }),
  'auto-released': (facts) => ({
    title: words('project.autoReleased.title'),
    text:
      facts.to === 'seller'
        ? words('project.autoReleased.seller', {
            title: facts.title,
            budget: rupees(facts.budget),
            grossEarned: grossEarned(facts),
            taxWithheld,
          })
        : words('project.autoReleased.student', { title: facts.title, budget: rupees(facts.budget) }),
  }),
  withdrawn: (facts) => ({
    title: words('project.withdrawn.title'),
    text: words('project.withdrawn.text', { title: facts.title }),
  }),
  'given-up': (facts) => ({
    title: words('project.givenUp.title'),
    text: words(facts.asksForOffers ? 'project.givenUp.textOffers' : 'project.givenUp.text', { title: facts.title }),
  }),
  cancelled: (facts) => ({
    title: words('project.cancelled.title'),
    text: words(`project.cancelled.${facts.to}`, { title: facts.title, budget: rupees(facts.budget) }),
  }),
};

/** The words of a step's notice to a party, when the catalogue has them and they say what the notice says. */
export function projectMailWords(
  kind: HistoryKind,
  facts: ProjectMailFacts,
  content: Pick<NotificationContent, 'title' | 'text'>,
): MailWords | undefined {
  const words = said[kind]?.(facts);
  return words && ifSaid(words, content);
}

/** The words, if the English catalogue gives back exactly the notification's title and sentence. */
export function ifSaid(words: MailWords, content: Pick<NotificationContent, 'title' | 'text'>): MailWords | undefined {
  const english = (text: MailText) => mailText('en', text);
  return english(words.title) === content.title && english(words.text) === content.text ? words : undefined;
}
