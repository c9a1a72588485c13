// The escrow's notices in the mail catalogue's ids (decision 072): every step's notice to a party (escrow-notices.ts),
// its notice to the admins, and the next milestone to fund. A step of a project split into milestones (decision
// 068) is said of its milestone, with the milestone's amount. A notice's words are kept only when the English
// catalogue says exactly what the notice says (`ifSaid`), so a notice whose sentence changed is mailed, and shown
// in the bell, in English rather than in a Hindi that no longer matches it.
import type { NoticeParty } from '../projects/escrow-notices.ts';
import { shownNote } from '../projects/escrow-notices.ts';
import { fromPaise, splitPaise } from '../projects/money.ts';
import type { HistoryEvent, HistoryKind } from '../projects/project-history.ts';
import { mailText, rupees, sentence, words, type MailText, type MailValue, type MailWords } from './mail-words.ts';
import type { NotificationContent } from './notification.ts';

export interface ProjectMailFacts {
  /** The project's title, as written. */
  title: string;
  /** The amount the notice is about (a milestone's, else the budget), and the seller's 70% of it, in rupees. */
  budget: number;
  payout: number;
  to: NoticeParty;
  event: Pick<HistoryEvent, 'note' | 'outcome' | 'refundPaise' | 'payoutPaise' | 'milestone'>;
  /** The milestone the notice is said of (its number from 1, its title); absent for a step of the whole project. */
  milestone?: { n: number; title: string } | null;
  takerName?: string | undefined;
  asksForOffers?: boolean;
}

const grossEarned = (payout: number, when: 'is' | 'willBe' = 'is') =>
  sentence(words(`project.grossEarned.${when}`, { payout: rupees(payout) }));
const taxWithheld = sentence(words('project.taxWithheld'));

/** The project, or its milestone of the project, as the notice names it. */
const about = ({ title, milestone }: ProjectMailFacts): MailValue =>
  sentence(
    milestone
      ? words('project.about.milestone', { n: String(milestone.n), milestone: milestone.title, title })
      : words('project.about', { title }),
  );

/** A person's note quoted after the step, as written; '' when they wrote none. */
const note = ({ event }: ProjectMailFacts): MailValue => {
  const shown = shownNote(event.note);
  return shown ? sentence(words('project.note', { note: shown })) : '';
};

/** A step's title: the milestone's where the notice names it, else the row's. */
const titled = (facts: ProjectMailFacts, id: MailText['id'], ofMilestone?: MailText['id']): MailText =>
  facts.milestone && ofMilestone ? words(ofMilestone, { n: String(facts.milestone.n) }) : words(id);

/** What an admin's settlement did with the money, for who reads it. */
function settledText(facts: ProjectMailFacts): MailText {
  const { event, to } = facts;
  const base = { about: about(facts) };
  if (event.outcome === 'refund') return words('project.settled.refund', { ...base, budget: rupees(facts.budget) });
  const yours = (payout: number) =>
    to === 'seller' ? sentence(words('project.settled.yours', { grossEarned: grossEarned(payout), taxWithheld })) : '';
  if (event.outcome === 'split' && event.refundPaise !== null && event.payoutPaise !== null)
    return words('project.settled.split', {
      ...base,
      refund: rupees(fromPaise(event.refundPaise)),
      released: rupees(fromPaise(event.payoutPaise)),
      yours: yours(fromPaise(splitPaise(event.payoutPaise).sellerPaise)),
    });
  if (event.outcome === 'release')
    return words('project.settled.release', { ...base, budget: rupees(facts.budget), yours: yours(facts.payout) });
  return words('project.settled.other', base);
}

const said: Record<HistoryKind, (facts: ProjectMailFacts) => MailWords> = {
  taken: (facts) => ({
    title: words('project.taken.title'),
    text: words('project.taken.text', {
      taker: facts.takerName || sentence(words('project.taken.aSeller')),
      title: facts.title,
      budget: rupees(facts.budget),
    }),
  }),
  delivered: (facts) => ({
    title: titled(facts, 'project.delivered.title', 'project.milestone.delivered'),
    text: words('project.delivered.text', { about: about(facts), budget: rupees(facts.budget) }),
  }),
  funded: (facts) => ({
    title: titled(facts, 'project.funded.title', 'project.milestone.funded'),
    text: words('project.funded.text', {
      about: about(facts),
      budget: rupees(facts.budget),
      grossEarned: grossEarned(facts.payout, 'willBe'),
    }),
  }),
  released: (facts) => ({
    title: titled(facts, 'project.released.title', 'project.milestone.released'),
    text: words('project.released.text', {
      about: about(facts),
      budget: rupees(facts.budget),
      grossEarned: grossEarned(facts.payout),
      taxWithheld,
    }),
  }),
  'auto-released': (facts) => ({
    title: titled(facts, 'project.autoReleased.title', 'project.milestone.autoReleased'),
    text:
      facts.to === 'seller'
        ? words('project.autoReleased.seller', {
            about: about(facts),
            budget: rupees(facts.budget),
            grossEarned: grossEarned(facts.payout),
            taxWithheld,
          })
        : words('project.autoReleased.student', { about: about(facts), budget: rupees(facts.budget) }),
  }),
  'changes-requested': (facts) => ({
    title: words('project.changesRequested.title'),
    text: words('project.changesRequested.text', { about: about(facts), note: note(facts) }),
  }),
  withdrawn: (facts) => ({
    title: words('project.withdrawn.title'),
    // A later milestone withdrawn after the ones before it were paid (decision 068).
    text: facts.event.milestone
      ? words('project.withdrawn.milestone', { title: facts.title, n: String(facts.event.milestone + 1) })
      : words('project.withdrawn.text', { title: facts.title }),
  }),
  'given-up': (facts) => ({
    title: words('project.givenUp.title'),
    text: words(facts.asksForOffers ? 'project.givenUp.textOffers' : 'project.givenUp.text', { title: facts.title }),
  }),
  'cancel-requested': (facts) => ({
    title: words('project.cancelRequested.title'),
    text: words('project.cancelRequested.text', {
      about: about(facts),
      note: note(facts),
      budget: rupees(facts.budget),
    }),
  }),
  'cancel-declined': (facts) => ({
    title: words('project.cancelDeclined.title'),
    text: words('project.cancelDeclined.text', {
      about: about(facts),
      note: note(facts),
      budget: rupees(facts.budget),
    }),
  }),
  cancelled: (facts) => ({
    title: words('project.cancelled.title'),
    text: words(`project.cancelled.${facts.to}`, { title: facts.title, budget: rupees(facts.budget) }),
  }),
  disputed: (facts) => ({
    title: words('project.disputed.title'),
    text: words('project.disputed.text', { about: about(facts), budget: rupees(facts.budget) }),
  }),
  'dispute-answered': (facts) => ({
    title: words('project.disputeAnswered.title'),
    text: words(facts.to === 'student' ? 'project.disputeAnswered.toStudent' : 'project.disputeAnswered.toSeller', {
      about: about(facts),
      note: note(facts),
    }),
  }),
  settled: (facts) => ({ title: words('project.settled.title'), text: settledText(facts) }),
};

/** The admins' notices: a dispute opened, and answered. */
const saidToAdmins: Partial<Record<HistoryKind, (facts: ProjectMailFacts) => MailWords>> = {
  disputed: (facts) => ({
    title: words('admin.newDispute.title'),
    text: words('admin.newDispute.text', { about: about(facts), budget: rupees(facts.budget) }),
  }),
  'dispute-answered': (facts) => ({
    title: words('admin.disputeAnswered.title'),
    text: words('admin.disputeAnswered.text', { about: about(facts), note: note(facts) }),
  }),
};

/** The words of a step's notice to a party, when they say what the notice says. */
export function projectMailWords(
  kind: HistoryKind,
  facts: ProjectMailFacts,
  content: Pick<NotificationContent, 'title' | 'text'>,
): MailWords | undefined {
  return ifSaid(said[kind](facts), content);
}

/** The words of a step's notice to the admins, when they say what the notice says. */
export function adminMailWords(
  kind: HistoryKind,
  facts: ProjectMailFacts,
  content: Pick<NotificationContent, 'title' | 'text'>,
): MailWords | undefined {
  const words = saidToAdmins[kind]?.(facts);
  return words && ifSaid(words, content);
}

/** The next milestone's notice to the student, once the one before it is paid (decision 068). */
export function milestoneToFundWords(
  project: string,
  done: { n: number; title: string },
  next: { title: string; amount: number },
): MailWords {
  return {
    title: words('project.milestoneToFund.title', { next: String(done.n + 1) }),
    text: words('project.milestoneToFund.text', {
      title: project,
      n: String(done.n),
      milestone: done.title,
      next: String(done.n + 1),
      nextTitle: next.title,
      amount: rupees(next.amount),
    }),
  };
}

/** The words, if the English catalogue gives back exactly the notification's title and sentence. */
export function ifSaid(words: MailWords, content: Pick<NotificationContent, 'title' | 'text'>): MailWords | undefined {
  const english = (text: MailText) => mailText('en', text);
  return english(words.title) === content.title && english(words.text) === content.text ? words : undefined;
}
