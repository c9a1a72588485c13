// The operator's console's reads (decision 063): GET /api/admin/inbox lists everything that waits for an admin, due
// soonest first, each kind from its own bounded query; GET /api/admin/search finds a payment, refund, payout, order,
// project, document or person by what an admin has in hand. Both for admins only; bad input is a 400, never a 5xx.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { INBOX_PER_KIND, inboxKinds, waitAllowed } from '@marketplace/shared/admin/console';
import type { Inbox, SearchResult } from '@marketplace/shared/admin/console-api';
import { consoleTexts } from '@marketplace/shared/admin/console-api';
import { SEARCH_GRAMS_FIELD, searchGramsOf, userSearchTexts } from '@marketplace/shared/admin/admin-search';
import { TITLE_SEARCH_FIELD } from '@marketplace/shared/admin/search-keys';
import {
  captureEntry,
  earningEntry,
  entryFields,
  ledgerSubject,
  type EntryDraft,
} from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import { takenEvent } from '@marketplace/shared/projects/project-history';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { backfillConsoleSearch } from '../../functions/src/features/admin/search-keys-backfill.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { call, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';

let backend: Backend, api: PaymentsApi, student: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, admin] = suite.people;
});

const HOUR = 3_600_000;
const now = Date.now();
const set = (path: string, data: object) => backend.db.doc(path).set(data);

/** One waiting thing of each kind, due at distinct times (hours from now, below), and a few that wait no more. */
async function seedWaiting() {
  const dueIn = (hours: number, allowed: number) => now + hours * HOUR - allowed;
  await Promise.all([
    set(paths.chargeback('disp_due5'), {
      title: 'Soil sensor',
      subjectId: 'p1',
      amountPaise: 50_000,
      reason: 'Not received',
      status: 'open',
      response: 'none',
      openedAt: now - HOUR,
      respondBy: now + 5 * HOUR,
    }),
    // Answered already: waits for the bank, not for an admin.
    set(paths.chargeback('disp_submitted'), {
      status: 'open',
      response: 'submitted',
      openedAt: now,
      respondBy: now + HOUR,
    }),
    set(paths.chargeback('disp_won'), { status: 'won', response: 'submitted', openedAt: now, respondBy: now }),
    set(paths.project('p-disputed'), {
      title: 'Line-following robot',
      studentEmail: 's@example.test',
      sellerEmail: 'v@example.test',
      disputeStatus: 'open',
      disputedAt: dueIn(2, waitAllowed.dispute),
    }),
    set(paths.project('p-settled'), { title: 'Settled', disputeStatus: 'settled', disputedAt: now - 100 * HOUR }),
    set(privacyPaths.privacyRequest('req-1'), {
      kind: 'access',
      requesterEmail: 'r@example.test',
      status: 'open',
      createdAt: now,
      dueAt: now + 30 * 24 * HOUR,
    }),
    set(privacyPaths.privacyRequest('req-answered'), { status: 'answered', createdAt: now, dueAt: now }),
    set(paths.moderationCase('review-r1'), {
      title: 'A rude review',
      status: 'open',
      openReports: 2,
      lastReportedAt: dueIn(-3, waitAllowed.moderation),
    }),
    set(paths.moderationCase('review-r2'), { status: 'decided', lastReportedAt: now - 1000 * HOUR }),
    set(paths.refund('project-r'), {
      title: 'Weather station',
      amountPaise: 10_000,
      status: 'failed',
      failureReason: 'Card closed',
      updatedAt: dueIn(10, waitAllowed['failed-refund']),
    }),
    set(paths.refund('project-ok'), { status: 'processed', updatedAt: now - 1000 * HOUR }),
    set(paths.payout('p-payout'), {
      title: 'Drone frame',
      sellerEmail: 'v@example.test',
      sellerPaise: 7_000,
      status: 'failed',
      failureReason: 'Invalid VPA',
      createdAt: dueIn(20, waitAllowed['failed-payout']),
    }),
    set(paths.payout('p-paid'), { status: 'processed', createdAt: now - 1000 * HOUR }),
    set(paths.reconciliationDifference('diff-1'), {
      day: '2026-11-28',
      kind: 'missing-in-ledger',
      movement: 'payment',
      providerId: 'pay_x',
      status: 'open',
      foundAt: dueIn(30, waitAllowed.reconciliation),
    }),
    set(paths.reconciliationDifference('diff-2'), { status: 'resolved', foundAt: now - 1000 * HOUR }),
    set(paths.sellerVerification('seller-v'), {
      status: 'failed',
      panName: 'ASHA VERMA',
      failureReason: 'Invalid VPA',
      decidedAt: dueIn(40, waitAllowed['failed-verification']),
    }),
    set(paths.sellerVerification('seller-ok'), { status: 'verified', decidedAt: now - 1000 * HOUR }),
  ]);
}

const inbox = async (as: Person) => {
  const answer = await call(api, 'GET', '/admin/inbox', { as });
  expect(answer.status).toBe(200);
  return answer.body as unknown as Inbox;
};

describe('the inbox', () => {
  it('lists one of each kind waiting, due soonest first, and nothing that waits no more', async () => {
    await seedWaiting();
    const { items, more } = await inbox(admin);
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['moderation', 'review-r1'],
      ['dispute', 'p-disputed'],
      ['chargeback', 'disp_due5'],
      ['failed-refund', 'project-r'],
      ['failed-payout', 'p-payout'],
      ['reconciliation', 'diff-1'],
      ['failed-verification', 'seller-v'],
      ['privacy-request', 'req-1'],
    ]);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(inboxKinds));
    expect(more).toEqual([]);
    const due = items.map((item) => item.dueAt);
    expect(due).toEqual([...due].sort((a, b) => a - b));
    // The chargeback's own respond-by, the house's targets for the rest (within a second of the seeded hours).
    expect(items.find((item) => item.kind === 'chargeback')!.dueAt).toBe(now + 5 * HOUR);
    expect(Math.abs(items[0]!.dueAt - (now - 3 * HOUR))).toBeLessThan(1000);
    // Each links to the thing itself.
    expect(items.find((item) => item.kind === 'dispute')!.href).toBe('/admin/money?project=p-disputed');
    expect(items.find((item) => item.kind === 'chargeback')!.href).toBe('/admin/money#chargeback-disp_due5');
    expect(items.find((item) => item.kind === 'failed-verification')!.href).toBe('/people/seller-v');
  });

  it(`reads at most ${INBOX_PER_KIND} of a kind, the soonest due, and says there are more`, async () => {
    const batch = backend.db.batch();
    for (let i = 0; i < INBOX_PER_KIND + 5; i++)
      batch.set(backend.db.doc(paths.refund(`project-f${i}`)), {
        status: 'failed',
        amountPaise: 100,
        updatedAt: now - i * HOUR,
      });
    await batch.commit();
    const { items, more } = await inbox(admin);
    expect(items).toHaveLength(INBOX_PER_KIND);
    expect(more).toEqual(['failed-refund']);
    // The oldest failures are the soonest due: the five newest are the ones left for later.
    expect(items.map((item) => item.id)).not.toContain('project-f0');
    expect(items[0]!.id).toBe(`project-f${INBOX_PER_KIND + 4}`);
  });

  it('is for admins only', async () => {
    const refused = await call(api, 'GET', '/admin/inbox', { as: student });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(consoleTexts.notAdmin);
    expect((await call(api, 'GET', '/admin/inbox')).status).toBe(401);
  });
});

async function seedFindable() {
  const person = { uid: 'u-asha', email: 'asha.verma@college.in', role: 'seller', fullName: 'Asha Verma' };
  await Promise.all([
    set(paths.paymentOrder('order_Find1'), {
      purpose: 'project',
      projectId: 'proj-find',
      studentId: 'u-s',
      amountPaise: 120_000,
      currency: 'INR',
      status: 'paid',
      paymentId: 'pay_Find1',
    }),
    set(paths.refund('project-proj-find'), {
      title: 'Smart irrigation',
      paymentId: 'pay_Find1',
      providerRefundId: 'rfnd_Find1',
      amountPaise: 120_000,
      status: 'processed',
    }),
    set(paths.payout('proj-paid'), {
      title: 'Smart irrigation',
      sellerEmail: person.email,
      sellerPaise: 84_000,
      status: 'processed',
      providerPayoutId: 'pout_Find1',
      reference: 'UTR202611280001',
      createdAt: now,
    }),
    set(paths.storeOrder('ord-find'), {
      studentEmail: 's@example.test',
      product: { name: 'Weather Station Kit', price: 2500, sellerEmail: person.email },
      orderStatus: 'Shipped',
      razorpay_payment_id: 'pay_Store1',
      orderedAt: now,
    }),
    set(paths.project('proj-find'), {
      title: 'Smart irrigation controller',
      studentEmail: 's@example.test',
      status: 'Completed',
      budget: 1200,
    }),
    set(paths.document('doc-1'), {
      kind: 'tax-invoice',
      serial: 'TI2627C-000042',
      title: 'Smart irrigation controller',
      amountPaise: 120_000,
      ownerId: 'u-s',
      subject: 'project-proj-find',
      at: now,
    }),
    set(paths.user(person.uid), { ...person, [SEARCH_GRAMS_FIELD]: searchGramsOf(userSearchTexts(person)) }),
  ]);
  // Written straight, not through the server: their search keys and lower-case titles as the backfill gives them.
  await backfillConsoleSearch(backend.db);
}

const search = async (q: string) => {
  const answer = await call(api, 'GET', `/admin/search?q=${encodeURIComponent(q)}`, { as: admin });
  expect(answer.status).toBe(200);
  return (answer.body as { results: SearchResult[] }).results;
};
const found = (results: SearchResult[]) => results.map((result) => `${result.kind}:${result.id}`);

describe('the search', () => {
  it.each([
    ['a payment by its provider id', 'pay_Find1', ['payment:order_Find1', 'refund:project-proj-find']],
    ['a payment by its provider order id', 'order_Find1', ['payment:order_Find1']],
    ['a refund by its provider id', 'rfnd_Find1', ['refund:project-proj-find']],
    ['a payout by its provider id', 'pout_Find1', ['payout:proj-paid']],
    ['a payout by its UTR', 'UTR202611280001', ['payout:proj-paid']],
    ['a store order by its id', 'ord-find', ['order:ord-find']],
    ['a store order by its payment id', 'pay_Store1', ['order:ord-find']],
    ['a store order by the start of its product', 'Weather Sta', ['order:ord-find']],
    ['a project by its id', 'proj-find', ['project:proj-find']],
    ['a project by the start of its title', 'Smart irrigation', ['project:proj-find']],
    ['a project by the start of its title, in any case', 'sMART IRR', ['project:proj-find']],
    ['a store order by the start of its product, in any case', 'weather station', ['order:ord-find']],
    ['a document by its serial number', 'ti2627c-000042', ['document:doc-1']],
    ['a person by email, in any case', 'Asha.Verma@College.in', ['person:u-asha']],
    ['a person by name', 'asha ver', ['person:u-asha']],
  ])('finds %s', async (_, q, expected) => {
    await seedFindable();
    expect(found(await search(q))).toEqual(expected);
  });

  it('answers a key with what it names alone, without the queries on titles and names', async () => {
    await seedFindable();
    // A title that starts with the key would be found by the title query, were it run.
    await set(paths.project('proj-named-like-a-key'), { title: 'pay_Find1 follow-up', status: 'Open', budget: 500 });
    await backfillConsoleSearch(backend.db);
    expect(found(await search('pay_Find1'))).toEqual(['payment:order_Find1', 'refund:project-proj-find']);
    expect(found(await search('pay_Find1 follow'))).toEqual(['project:proj-named-like-a-key']);
  });

  it("shows what it found as an admin reads it, and where it's handled", async () => {
    await seedFindable();
    const [payout] = await search('UTR202611280001');
    expect(payout).toMatchObject({
      matched: 'UTR',
      title: 'Payout for Smart irrigation',
      href: '/admin/money#payout-proj-paid',
    });
    expect(payout!.facts).toContainEqual({ label: 'UTR', value: 'UTR202611280001' });
    const [person] = await search('asha.verma@college.in');
    expect(person).toMatchObject({ title: 'Asha Verma', href: '/people/u-asha' });
  });

  it('opens a project with its steps and a payment or store order with its movements, oldest first', async () => {
    await seedFindable();
    const at = (hours: number) => Timestamp.fromMillis(now - hours * HOUR);
    await Promise.all([
      set(`${paths.projectHistory('proj-find')}/e1`, { ...takenEvent('u-v'), round: null, at: at(30) }),
      set(`${paths.projectHistory('proj-find')}/e2`, { kind: 'funded', by: 'u-s', byRole: 'student', at: at(20) }),
      set(`${paths.projectHistory('proj-find')}/e3`, { kind: 'released', by: 'u-s', byRole: 'student', at: at(2) }),
    ]);
    const party = { subject: ledgerSubject.project('proj-find'), payerId: 'u-s', sellerId: 'u-v' };
    const capture = captureEntry(party, {
      paymentId: 'pay_Find1',
      paymentOrderId: 'order_Find1',
      amountPaise: 120_000,
    });
    const release = earningEntry(party, 'release', splitPaise(120_000));
    const store = { subject: ledgerSubject.order('ord-find'), payerId: 'u-s', sellerId: 'u-v' };
    const sale = captureEntry(store, { paymentId: 'pay_Store1', paymentOrderId: 'order_Store1', amountPaise: 250_000 });
    await Promise.all(
      [
        [capture, at(20)],
        [release, at(2)],
        [sale, at(5)],
      ].map(([entry, when]) => {
        const { id, ...draft } = entry as EntryDraft;
        return set(paths.ledgerEntry(id), { ...entryFields({ id, ...draft }, now), at: when });
      }),
    );
    const whats = (result: SearchResult | undefined) => result!.history.map((line) => line.what);
    expect(whats((await search('proj-find'))[0])).toEqual([
      'Project taken by the seller',
      'Project funded by the student',
      'Payment released by the student',
    ]);
    expect(whats((await search('order_Find1'))[0])).toEqual([
      'Payment captured and held: ₹1,200.00',
      'Released to the seller: ₹1,200.00',
    ]);
    expect(whats((await search('ord-find'))[0])).toEqual(['Payment captured and held: ₹2,500.00']);
    const [refund] = await search('rfnd_Find1');
    expect(refund!.history).toEqual([]);
  });

  it('finds a payout by its UTR no longer once the payout carries another (a retried payment)', async () => {
    await seedFindable();
    await backend.db.doc(paths.payout('proj-paid')).update({ reference: 'UTR202611280002' });
    await backfillConsoleSearch(backend.db);
    expect(found(await search('UTR202611280001'))).toEqual([]);
    expect(found(await search('UTR202611280002'))).toEqual(['payout:proj-paid']);
  });

  it('backfills each key and title once: a second run writes nothing', async () => {
    await seedFindable();
    expect((await backfillConsoleSearch(backend.db)).written).toBe(0);
    expect((await backend.db.doc(paths.project('proj-find')).get()).get(TITLE_SEARCH_FIELD)).toBe(
      'smart irrigation controller',
    );
  });

  it('finds nothing for what matches nothing', async () => {
    await seedFindable();
    expect(await search('pay_Nothing')).toEqual([]);
  });

  it('is for admins only', async () => {
    const refused = await call(api, 'GET', '/admin/search?q=pay_Find1', { as: student });
    expect(refused.status).toBe(403);
    expect((await call(api, 'GET', '/admin/search?q=pay_Find1')).status).toBe(401);
  });

  it.each([
    ['no text', '/admin/search', 400],
    ['empty text', '/admin/search?q=', 400],
    ['blank text', '/admin/search?q=%20%20', 400],
    ['too long a text', `/admin/search?q=${'x'.repeat(101)}`, 400],
    ['two texts', '/admin/search?q=a&q=b', 400],
    ['a slash', '/admin/search?q=a%2Fb', 200],
    ['dots', '/admin/search?q=..', 200],
    ['an emoji and a lone surrogate', '/admin/search?q=%F0%9F%98%80%ED%A0%80', 200],
    ['a malformed escape', '/admin/search?q=%E0%A4', 200],
  ])('answers %s without a 5xx', async (_, path, status) => {
    await seedFindable();
    const answer = await call(api, 'GET', path, { as: admin });
    expect(answer.status).toBe(status);
    if (status === 400) expect(typeof answer.body.message).toBe('string');
  });
});
