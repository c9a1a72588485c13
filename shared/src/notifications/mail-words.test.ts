// The server's mail catalogues (decision 072): both languages have every key with the same arguments; the English
// catalogue gives back each notification's own English words, so English mails are unchanged; a Hindi mail has no
// English word left but the names, ids and link it quotes, and writes amounts in hi-IN's format.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { noHistoryDetails, type HistoryEvent, type HistoryKind } from '../projects/project-history.ts';
import { actors, aProject } from '../projects/test-projects.ts';
import { mailFooters, mailFor } from './email.ts';
import { mailCatalogues, mailText, rupeesIn, saidIn, type MailText, type MailTextId } from './mail-words.ts';
import type { NotificationDraft } from './notification.ts';
import { notificationsForOrder } from './order-notifications.ts';
import { notificationsForPayout, type PayoutFacts } from './payout-notifications.ts';
import { notificationsForHistoryEvent } from './project-notifications.ts';
import { ifSaid } from './project-mail-words.ts';
import { releaseReminder } from './release-reminder.ts';
import { notificationsForRefund, type RefundFacts } from './refund-notifications.ts';
import { notificationsForApplication } from './application-notifications.ts';
import { notificationsForChargeback, type ChargebackFacts } from './chargeback-notifications.ts';
import { notificationsForOfferStep, offerExpiringNotification } from './offer-notifications.ts';
import { notificationsForReport, type ReportFacts } from './report-notifications.ts';
import { suspensionNotifications } from './suspension-notifications.ts';
import { aPayout, anOrder } from './test-notifications.ts';
import {
  exportReadyNotification,
  newRequestNotification,
  requestAnsweredNotification,
} from '../privacy/privacy-notifications.ts';
import { requestKinds } from '../privacy/requests.ts';
import type { OfferTerms } from '../projects/offer.ts';
import type { OfferTransitionName } from '../projects/offer-process.ts';
import { anOfferAfter, sellerTermsAt } from '../projects/test-offers.ts';

const { en, hi } = mailCatalogues;

/** A message's argument names, nested choices included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token)) continue;
      names.add(token[0] as string);
      if (token[2] && typeof token[2] === 'object') for (const inner of Object.values(token[2])) walk(inner);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** English-only arguments: a provider's failure reason is English, so the Hindi mail says it failed without it. */
const englishOnly: Partial<Record<MailTextId, string[]>> = {
  'payout.failed.text': ['reason'],
  // A bank's reason for a chargeback comes from the provider in English too.
  'chargeback.seller.escrow': ['reason'],
  'chargeback.seller.payoutHeld': ['reason'],
  'chargeback.seller.recovered': ['reason'],
};

// Every kind of mail the catalogue covers, with names and titles in Latin letters so the Hindi check can tell them.
const project = { ...aProject('Completed', 'Funded'), budget: 123456.5 };
const student = actors.owner.uid;
const seller = actors.seller.uid;
const event = (kind: HistoryKind, by: string): HistoryEvent => ({
  id: `event-${kind}`,
  kind,
  by,
  byRole: by === student ? 'student' : by === seller ? 'seller' : 'system',
  at: 1,
  ...noHistoryDetails,
  files: [],
});
const payout = (status: PayoutFacts['status'], extra: Partial<PayoutFacts> = {}) =>
  aPayout(status, { sellerPaise: 12_345_650, ...extra });
const refund = (status: RefundFacts['status'], title = 'Drone'): RefundFacts => ({
  id: 'refund-1',
  purpose: 'payment',
  subjectId: 'order-1',
  payerId: 'payer-1',
  title,
  amountPaise: 250_000,
  status,
});

const sellerTerms = sellerTermsAt(123456.5);
const studentTerms: OfferTerms = { ...sellerTerms, price: 3600, by: 'student' };
const offer = (name: OfferTransitionName, by: string, terms: OfferTerms[] = [sellerTerms]) =>
  anOfferAfter(name, by, terms);
const offerFacts = { projectTitle: 'Line follower', sellerName: 'Asha Rao' };
const unnamed = { ...offerFacts, sellerName: '' };
const countered = [sellerTerms, studentTerms];

const chargeback = (extra: Partial<ChargebackFacts> = {}): ChargebackFacts => ({
  id: 'disp_1',
  purpose: 'project',
  subjectId: 'project-9',
  title: 'Drone',
  payerId: 'payer-1',
  sellerId: 'seller-1',
  amountPaise: 12_345_650,
  sellerSharePaise: 8_641_955,
  treatment: 'escrow',
  reason: 'Product not received',
  status: 'open',
  openedAt: 1,
  updatedAt: 2,
  ...extra,
});
const chargebackSteps = (extra: Partial<ChargebackFacts>) => [
  ...notificationsForChargeback(null, chargeback(extra)),
  ...notificationsForChargeback(chargeback(extra), chargeback({ ...extra, status: 'won' })),
  ...notificationsForChargeback(chargeback(extra), chargeback({ ...extra, status: 'lost' })),
];

const report = (thingName: string, extra: Partial<ReportFacts> = {}): ReportFacts => ({
  id: 'r1',
  thing: { kind: 'product', id: 'prod-1' },
  thingName,
  reporterId: 'u1',
  status: 'open',
  outcome: null,
  createdAt: 1_000,
  closedAt: null,
  ...extra,
});
const reportSteps = (thingName: string) => [
  ...notificationsForReport(null, report(thingName)),
  ...(['dismissed', 'hidden', 'suspended'] as const).flatMap((outcome) =>
    notificationsForReport(report(thingName), report(thingName, { status: 'closed', outcome, closedAt: 2_000 })),
  ),
];

/** Names, titles and people's own words as written, which a Hindi mail quotes as they are. */
// A project split into milestones (decision 068), and steps that carry a person's note or an admin's settlement.
const split = {
  ...aProject('In Progress', 'Funded'),
  milestones: [
    { title: 'Design', amountPaise: 10_000_000, due: 1 },
    { title: 'Prototype', amountPaise: 2_345_650, due: 2 },
  ],
};
const ofMilestone = (kind: HistoryKind, by: string, milestone: number) => ({ ...event(kind, by), milestone });
const noted = (kind: HistoryKind, by: string, note = 'Please add the wiring diagram') => ({ ...event(kind, by), note });
const settled = (outcome: HistoryEvent['outcome'], refundPaise: number | null = null, payoutPaise = refundPaise) => ({
  ...event('settled', 'admin-1'),
  byRole: 'admin' as const,
  outcome,
  refundPaise,
  payoutPaise,
});

const quotedNames = [
  'Weather station kit',
  'Drone',
  project.title,
  split.title,
  'Asha Rao',
  'Bank account closed',
  'Line follower',
  'Design',
  'Prototype',
  'Please add the wiring diagram',
];
const asWritten = ['Asha Rao', 'Spam in the chat.', 'We hold no more data about you.', 'Priya Shah', 'Robotics mentor'];

const samples: [string, NotificationDraft[]][] = [
  ['order shipped', notificationsForOrder(anOrder('Order Confirmed'), anOrder('Shipped'))],
  ['order delivered', notificationsForOrder(anOrder('Out for Delivery'), anOrder('Delivered'))],
  ['order cancelled, refunding', notificationsForOrder(anOrder('Order Confirmed'), anOrder('Cancelled', 'requested'))],
  [
    'order cancelled, cash on delivery',
    notificationsForOrder(anOrder('Order Confirmed', null, 'cod'), anOrder('Cancelled', null, 'cod')),
  ],
  ['order refunded', notificationsForOrder(anOrder('Cancelled', 'requested'), anOrder('Cancelled', 'processed'))],
  ['payment refunding', notificationsForRefund(null, refund('requested'))],
  ['payment refunding, untitled', notificationsForRefund(null, refund('requested', ''))],
  ['payment refunded', notificationsForRefund(refund('requested'), refund('processed'))],
  ['payment refunded, untitled', notificationsForRefund(refund('requested', ''), refund('processed', ''))],
  ['payout sent', notificationsForPayout(payout('processing'), payout('processed'))],
  [
    'payout sent, tax withheld and carried',
    notificationsForPayout(
      payout('processing'),
      payout('processed', { withheldPaise: 12_345, amountPaise: 12_345_650 - 12_345 + 5_000, taxNames: 'TDS' }),
    ),
  ],
  [
    'payout sent, both taxes withheld',
    notificationsForPayout(
      payout('processing'),
      payout('processed', { withheldPaise: 20_000, amountPaise: 12_345_650 - 20_000, taxNames: 'TCS and TDS' }),
    ),
  ],
  [
    'payout sent, tax withheld unnamed',
    notificationsForPayout(
      payout('processing'),
      payout('processed', { withheldPaise: 100, amountPaise: 12_345_650 - 100 }),
    ),
  ],
  [
    'payout sent, TCS withheld',
    notificationsForPayout(
      payout('processing'),
      payout('processed', { withheldPaise: 100, amountPaise: 12_345_650 - 100, taxNames: 'TCS' }),
    ),
  ],
  [
    'payout failed',
    notificationsForPayout(payout('processing'), payout('failed', { failureReason: 'Bank account closed.' })),
  ],
  ['payout waiting for details', notificationsForPayout(null, payout('waiting-for-details'), false)],
  ['project taken', notificationsForHistoryEvent(project, event('taken', seller), { takerName: 'Asha Rao' })],
  ['project taken, no name', notificationsForHistoryEvent(project, event('taken', seller))],
  ['project delivered', notificationsForHistoryEvent(project, event('delivered', seller))],
  ['project funded', notificationsForHistoryEvent(project, event('funded', student))],
  ['project released', notificationsForHistoryEvent(project, event('released', student))],
  ['project released automatically', notificationsForHistoryEvent(project, event('auto-released', 'system'))],
  ['project withdrawn', notificationsForHistoryEvent(project, event('withdrawn', student))],
  ['project given up', notificationsForHistoryEvent(project, event('given-up', seller))],
  [
    'project asking for offers given up',
    notificationsForHistoryEvent({ ...project, pricing: 'offers' }, event('given-up', seller)),
  ],
  ['project cancelled, to the seller', notificationsForHistoryEvent(project, event('cancelled', student))],
  ['project cancelled, to the student', notificationsForHistoryEvent(project, event('cancelled', seller))],
  ['offer sent', notificationsForOfferStep(offer('send', 'seller-1'), offerFacts)],
  ['offer sent, unnamed seller', notificationsForOfferStep(offer('send', 'seller-1'), unnamed)],
  ['offer countered by the student', notificationsForOfferStep(offer('counter', 'student-1', countered), offerFacts)],
  [
    'offer countered by the seller',
    notificationsForOfferStep(offer('counter', 'seller-1', [...countered, sellerTerms]), unnamed),
  ],
  ['offer accepted', notificationsForOfferStep(offer('accept', 'student-1'), offerFacts)],
  ['offer declined', notificationsForOfferStep(offer('decline', 'student-1'), offerFacts)],
  ['offer passed over', notificationsForOfferStep(offer('passed-over', 'student-1'), offerFacts)],
  ['offer withdrawn', notificationsForOfferStep(offer('withdraw', 'seller-1'), offerFacts)],
  ['offer expired', notificationsForOfferStep(offer('expire', 'system'), offerFacts)],
  ["offer expiring, the student's turn", [offerExpiringNotification(offer('send', 'seller-1'), offerFacts)]],
  ["offer expiring, unnamed seller's", [offerExpiringNotification(offer('send', 'seller-1'), unnamed)]],
  [
    "offer expiring, the seller's turn",
    [offerExpiringNotification(offer('counter', 'student-1', countered), offerFacts)],
  ],
  ['chargeback, share held in escrow', chargebackSteps({})],
  ['chargeback, payout held', chargebackSteps({ treatment: 'payout-held', reason: '' })],
  ['chargeback, share taken back', chargebackSteps({ treatment: 'recovered', reason: 'Fraud.' })],
  ['chargeback, no seller share', chargebackSteps({ treatment: 'none', sellerId: null, sellerSharePaise: 0 })],
  ['chargeback, untitled', chargebackSteps({ title: '', purpose: 'store' })],
  ['report of a product', reportSteps('the product “Drone”')],
  ['report of a project', reportSteps('the project “Drone”')],
  ['report of a message', reportSteps('a message in “Drone”')],
  ['report of a review', reportSteps('a review of “Drone”')],
  ['report of a person', reportSteps('the profile of Asha Rao')],
  ['report of an unnamed person', reportSteps('a profile')],
  ['report of something unnamed', reportSteps('')],
  ['account suspended', suspensionNotifications('u1', { reason: 'Spam in the chat.', at: 5 })],
  ['privacy export ready', [exportReadyNotification('u1', 1, Date.UTC(2026, 11, 7))]],
  ...requestKinds.map((kind): [string, NotificationDraft[]] => [
    `privacy request (${kind}) and its answer`,
    [
      newRequestNotification({ id: 'q1', kind, dueAt: Date.UTC(2027, 1, 20) }, 1),
      requestAnsweredNotification({ id: 'q1', requesterId: 'u1', kind }, 'We hold no more data about you.', 2),
    ],
  ]),
  [
    'new application',
    notificationsForApplication({ id: 'a1', jobTitle: 'Robotics mentor', applicantName: 'Priya Shah', appliedAt: 1 }),
  ],
  ['changes requested', notificationsForHistoryEvent(project, event('changes-requested', student))],
  ['changes requested, with a note', notificationsForHistoryEvent(project, noted('changes-requested', student))],
  ['cancellation requested', notificationsForHistoryEvent(project, noted('cancel-requested', student))],
  ['cancellation requested, no note', notificationsForHistoryEvent(project, event('cancel-requested', student))],
  ['cancellation declined', notificationsForHistoryEvent(project, noted('cancel-declined', seller))],
  [
    'project disputed, to the other party and the admins',
    notificationsForHistoryEvent(project, event('disputed', seller)),
  ],
  ['dispute answered by the student', notificationsForHistoryEvent(project, noted('dispute-answered', student))],
  ['dispute answered by the seller', notificationsForHistoryEvent(project, event('dispute-answered', seller))],
  ['dispute settled, refund', notificationsForHistoryEvent(project, settled('refund'))],
  ['dispute settled, release', notificationsForHistoryEvent(project, settled('release'))],
  ['dispute settled, split', notificationsForHistoryEvent(project, settled('split', 5_000_000, 7_345_650))],
  ['dispute settled, no outcome', notificationsForHistoryEvent(project, settled(null))],
  ['milestone funded', notificationsForHistoryEvent(split, ofMilestone('funded', student, 1))],
  ['milestone delivered', notificationsForHistoryEvent(split, ofMilestone('delivered', seller, 0))],
  ['milestone released, the next to fund', notificationsForHistoryEvent(split, ofMilestone('released', student, 0))],
  ['milestone released automatically', notificationsForHistoryEvent(split, ofMilestone('auto-released', 'system', 0))],
  ['last milestone released', notificationsForHistoryEvent(split, ofMilestone('released', student, 1))],
  ['milestone disputed', notificationsForHistoryEvent(split, ofMilestone('disputed', student, 1))],
  [
    'milestone settled, split',
    notificationsForHistoryEvent(split, { ...settled('split', 1_000_000, 1_345_650), milestone: 1 }),
  ],
  ['milestone cancelled', notificationsForHistoryEvent(split, ofMilestone('cancelled', seller, 1))],
  [
    'milestones funded ahead, cancelled',
    notificationsForHistoryEvent(split, { ...ofMilestone('cancelled', seller, 0), refundPaise: 12_345_650 }),
  ],
  [
    'project withdrawn before a later milestone',
    notificationsForHistoryEvent(split, ofMilestone('withdrawn', student, 1)),
  ],
  ...[2, 1, 0].map((days): [string, NotificationDraft[]] => [
    `release reminder, ${days} days left`,
    [releaseReminder(project, { round: 1, autoReleaseAt: 10 * 86_400_000 }, (10 - days) * 86_400_000 + 3_600_000)],
  ]),
  [
    'project refunded',
    notificationsForRefund(
      { ...refund('requested'), purpose: 'project', subjectId: 'p1_m2' },
      { ...refund('processed'), purpose: 'project', subjectId: 'p1_m2' },
    ),
  ],
];

const drafts = samples.flatMap(([name, made]) => made.map((draft) => [name, draft] as const));

/** The ids a mail's words use, nested sentences included. */
function idsOf(text: MailText, into = new Set<string>()): Set<string> {
  into.add(text.id);
  for (const value of Object.values(text.values ?? {}))
    if (typeof value === 'object' && 'words' in value) idsOf(value.words, into);
  return into;
}

describe('the mail catalogues', () => {
  it('have every key in both languages, each parsing, with the same arguments', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as MailTextId[]) {
      const english = argumentsOf(en[id]).filter((name) => !englishOnly[id]?.includes(name));
      expect(argumentsOf(hi[id]), id).toEqual(english);
      expect(hi[id].trim(), id).not.toBe('');
    }
  });

  it('are all used by the notifications that say their words', () => {
    const used = new Set<string>(['mail.openIt', 'mail.openLink', 'mail.canTurnOff', 'mail.alwaysSent']);
    for (const [, draft] of drafts) {
      idsOf(draft.words!.title, used);
      idsOf(draft.words!.text, used);
    }
    expect([...used].sort()).toEqual(Object.keys(en).sort());
    expect(en['mail.canTurnOff']).toBe(mailFooters.canTurnOff);
    expect(en['mail.alwaysSent']).toBe(mailFooters.alwaysSent);
  });
});

describe.each(samples)('%s', (_name, made) => {
  it('says its words in the catalogue, the English ones exactly its own', () => {
    expect(made.length).toBeGreaterThan(0);
    for (const draft of made) {
      expect(draft.words, draft.content.kind).toBeDefined();
      expect(mailText('en', draft.words!.title)).toBe(draft.content.title);
      expect(mailText('en', draft.words!.text)).toBe(draft.content.text);
    }
  });

  it('is mailed in Hindi to a Hindi reader, with no English word but the names it quotes and the link', () => {
    for (const draft of made) {
      const { message } = mailFor('a@example.test', draft.content, 'https://app.example', 'hi', draft.words);
      const url = `https://app.example${draft.content.link}`;
      const shown = [message.subject, message.text]
        .join('\n')
        .replace(url, '')
        .replace(/“[^”]*”/g, (quoted) => (quotedNames.some((name) => quoted === `“${name}”`) ? '' : quoted))
        .replace(new RegExp(asWritten.map((text) => text.replace(/[.]/g, '\\.')).join('|'), 'g'), '');
      expect(shown, draft.content.kind).not.toMatch(/[A-Za-z]/);
      expect(shown).toMatch(/[\u0900-\u097F]/);
      expect(message.html).toContain(`<a href="${url}">इसे मार्केटप्लेस में खोलें</a>`);
    }
  });
});

describe('a Hindi mail', () => {
  it("writes amounts in hi-IN's Indian format and keeps English mails as they were", () => {
    expect(rupeesIn('hi', 123456.5)).toBe('₹1,23,456.50');
    const [, [draft]] = samples.find(([name]) => name === 'project funded')!;
    const hindi = mailFor('s@example.test', draft!.content, 'https://app.example', 'hi', draft!.words).message;
    expect(hindi.subject).toBe('प्रोजेक्ट की राशि जमा हुई');
    expect(hindi.text).toContain('₹1,23,456.50');
    expect(hindi.text).toContain('आपकी कुल कमाई ₹86,419.55 (70%) होगी।');
    expect(hindi.text).toContain(mailText('hi', { id: 'mail.canTurnOff' }));
    const english = mailFor('s@example.test', draft!.content, 'https://app.example');
    expect(mailFor('s@example.test', draft!.content, 'https://app.example', 'en', draft!.words)).toEqual(english);
    expect(english.message.subject).toBe('Project funded');
  });

  it("mails a milestone's step in Hindi with the milestone's amount, not the whole budget", () => {
    const [draft] = notificationsForHistoryEvent(split, ofMilestone('funded', student, 1));
    expect(draft!.content.title).toBe('Milestone 2 funded');
    const hindi = mailFor('s@example.test', draft!.content, 'https://app.example', 'hi', draft!.words).message;
    expect(hindi.subject).toBe('चरण 2 की राशि जमा हुई');
    expect(hindi.text).toContain('चरण 2 “Prototype” (“');
    expect(hindi.text).toContain('₹23,456.50');
    expect(hindi.text).toContain('आपकी कुल कमाई ₹16,419.55 (70%) होगी।');
    expect(hindi.text).not.toContain(rupeesIn('hi', split.budget));
  });

  it('mails a notice in English whose sentence the catalogue no longer says, rather than a stale Hindi', () => {
    const [draft] = notificationsForHistoryEvent(project, event('delivered', seller));
    expect(ifSaid(draft!.words!, draft!.content)).toBe(draft!.words);
    expect(ifSaid(draft!.words!, { ...draft!.content, text: `${draft!.content.text} ` })).toBeUndefined();
  });

  it("is the bell's words too: Hindi for a Hindi reader, the drafted English untouched for an English one", () => {
    for (const [, draft] of drafts) {
      expect(saidIn('en', draft.content, draft.words)).toBe(draft.content);
      const hindi = saidIn('hi', draft.content, draft.words);
      expect(hindi).toEqual({
        ...draft.content,
        title: mailText('hi', draft.words!.title),
        text: mailText('hi', draft.words!.text),
      });
    }
    const unsaid = { kind: 'report-received', title: 'Report received', text: 'We got it.', link: '/x' } as const;
    expect(saidIn('hi', unsaid)).toBe(unsaid);
  });

  it('falls back to the stored English words for a notification the catalogue does not say yet', () => {
    const content = { kind: 'report-received', title: 'Report received', text: 'We got it.', link: '/x' } as const;
    expect(mailFor('a@example.test', content, 'https://app.example', 'hi').message.subject).toBe('Report received');
  });
});
