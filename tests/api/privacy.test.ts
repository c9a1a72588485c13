// The privacy centre's server side (decision 040): a person's download is theirs alone and built once however often
// it is asked for; a deletion is refused for each case of money or work in flight; a completed deletion leaves no
// document or file that names the person, only the money records and logs the retention table keeps (this suite walks
// every collection and the local media store); a deletion asked for twice at once is done once.
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../support/fail-on-console.ts';
import { paths } from '@marketplace/shared/paths';
import { blockerText, deletionBlockers } from '@marketplace/shared/privacy/deletion';
import { dataRoot, privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { mentions } from '@marketplace/shared/privacy/pseudonym';
import { retentionOf } from '@marketplace/shared/privacy/retention';
import { deletionTexts } from '@marketplace/shared/privacy/deletion';
import { exportTexts } from '@marketplace/shared/privacy/data-export';
import { NOTICE_VERSION } from '@marketplace/shared/privacy/notice-version';
import { notifyHistoryEvent } from '../../functions/src/features/notifications/notify-history-event.ts';
import {
  notifyPrivacyExport,
  notifyPrivacyRequest,
} from '../../functions/src/features/notifications/notify-privacy.ts';
import { buildExport } from '../../functions/src/features/privacy/export-data.ts';
import { deleteOwnAccount } from '../../functions/src/features/privacy/delete-account.ts';
import { eraseDocuments } from '../../functions/src/features/privacy/erase-documents.ts';
import { archiveFiles, archiveOf, type ArchiveFile } from '../../functions/src/features/privacy/person-archive.ts';
import { mayShow, type DisclosedRecord } from '@marketplace/shared/privacy/disclosure';
import { useDeletionSuite, type Served } from './support/api-suite.ts';
import { eventually, type Backend } from './support/emulators.ts';
import { seedProject, type Person } from './support/payments.ts';
import { seedProduct } from './support/store.ts';
import { bookCapture } from './support/ledger.ts';
import { earningEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { splitPayout } from '@marketplace/shared/projects/money';
import { TAKEN_EVENT_ID, noHistoryDetails, takenEvent } from '@marketplace/shared/projects/project-history';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { newMessageFields } from '@marketplace/shared/projects/chat';

// The suite's backend, server and people, fresh before each test.
let backend: Backend, server: Served, admin: Person, student: Person, seller: Person;
useDeletionSuite((suite) => ({ backend, server, admin, student, seller } = suite));

/** The person's own deletion carries the word they typed, as the page sends it. */
const confirmed = JSON.stringify({ confirm: deletionTexts.confirmWord });

/**
 * The seller takes the student's project as the web app does (the project and the take's event, decision 062), and
 * the student hears of it from that event.
 */
async function take(projectId: string) {
  const project = backend.db.doc(paths.project(projectId));
  await project.update({ status: 'In Progress', sellerId: seller.uid, sellerEmail: seller.email });
  const event = { ...noHistoryDetails, ...takenEvent(seller.uid), at: Timestamp.now() };
  await backend.db.doc(`${paths.projectHistory(projectId)}/${TAKEN_EVENT_ID}`).set(event);
  const params = { projectId, eventId: TAKEN_EVENT_ID };
  await notifyHistoryEvent(backend, { id: 'c', path: project.path, params, before: null, after: event });
}

async function call(method: string, path: string, as: Person | null, body = method === 'POST' ? '{}' : undefined) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...(as ? { authorization: `Bearer ${as.token}` } : {}), 'content-type': 'application/json' },
    body: body ?? (method === 'DELETE' && path === '/privacy/account' ? confirmed : undefined),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * An offer on a project asking for offers as the offers' runner stores it (decision 067), and its chat's first card
 * from the seller (decision 073): the seller's email and public name are on the offer.
 */
async function seedOffer(projectId: string, by: { uid: string; email: string; name: string }, note: string) {
  await backend.db.doc(paths.projectOffer(projectId, by.uid)).set({
    id: by.uid,
    projectId,
    studentId: student.uid,
    sellerId: by.uid,
    sellerEmail: by.email,
    state: 'open',
    terms: [{ by: 'seller', price: 4200, deliveryBy: Timestamp.now(), note }],
    counters: 0,
    expiresAt: Timestamp.now(),
    step: { name: 'send', by: by.uid, at: Timestamp.now() },
    seller: { name: by.name, verified: false, rating: null, reviews: 0, completed: 0 },
  });
  const chat = backend.db.collection(paths.projectOfferMessages(projectId, by.uid));
  await chat.doc('card').set({ ...newMessageFields(by, student.uid, 'Offer: ₹4,200.00.'), offerTerms: 0 });
  await chat.doc('reply').set(newMessageFields(student, by.uid, `Can you do it for less, ${by.uid}?`));
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n%delivered\n');

describe('the data download', () => {
  it('is built once for two requests at once, opened by its owner only, and holds their listings and payouts', async () => {
    const image = await backend.media.storeImage({ bytes: png, mime: 'image/png', extension: 'png' }, 'products');
    const productId = await seedProduct(backend, seller, { name: 'Weather station' });
    await backend.db.doc(paths.storeProduct(productId)).update({ imageUrl: image.url });
    await backend.db.doc(paths.payout('p-1')).set({ sellerId: seller.uid, sellerPaise: 70_000, status: 'processed' });
    // A payout statement of theirs (decision 039) and its PDF.
    const statement = await backend.media.storePrivateFile(
      { bytes: pdf, mime: 'application/pdf', extension: 'pdf' },
      'documents',
    );
    await backend.db
      .doc(paths.document('ps-1'))
      .set({ ownerId: seller.uid, kind: 'payout-statement', serial: 'PS2627A-0000001', amountPaise: 70_000 });
    await backend.db.doc(paths.documentFile('ps-1')).set({ pdfRef: statement.ref, csvRef: null });
    // A job application sent with their email, and its resume.
    const resume = await backend.media.storePrivateFile(
      { bytes: pdf, mime: 'application/pdf', extension: 'pdf' },
      'resumes',
    );
    await backend.db
      .doc(paths.application('a-1'))
      .set({ applicantEmail: seller.email, applicantName: 'Sally', jobTitle: 'Tutor', resumeRef: resume.ref });

    const [first, second] = await Promise.all([
      call('POST', '/privacy/exports', seller),
      call('POST', '/privacy/exports', seller),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.attempt).toBe(1);
    expect(second.body.attempt).toBe(1);
    // Nobody else's request reaches it, and without a token nothing does.
    expect((await call('POST', '/privacy/exports', null)).status).toBe(401);
    expect(await call('GET', '/privacy/exports/link', student)).toEqual({
      status: 404,
      body: expect.objectContaining({ error: exportTexts.notReady }),
    });

    const ref = backend.db.doc(privacyPaths.privacyExport(seller.uid));
    const ready = await eventually(
      async () => (await ref.get()).data(),
      (data) => data?.status === 'ready',
    );
    expect(ready).toMatchObject({ status: 'ready', attempt: 1 });
    expect(ready!.expiresAt - ready!.readyAt).toBe(48 * 60 * 60 * 1000);

    // The notification once, however often its change is delivered.
    const change = { id: 'c', path: ref.path, params: { uid: seller.uid }, before: null, after: ready! };
    await notifyPrivacyExport(backend, change);
    await notifyPrivacyExport(backend, change);
    const notes = await backend.db.collection(paths.notifications(seller.uid)).get();
    expect(notes.docs.map((doc) => doc.get('kind'))).toEqual(['privacy-export-ready']);

    const link = await call('GET', '/privacy/exports/link', seller);
    expect(link.status).toBe(200);
    const zip = await fetch(`${server.url}${String(link.body.url)}`);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const listings = JSON.parse(strFromU8(files['listings.json']!)) as { id: string; name: string }[];
    expect(listings).toContainEqual(expect.objectContaining({ id: productId, name: 'Weather station' }));
    const payouts = JSON.parse(strFromU8(files['payouts.json']!)) as { id: string }[];
    expect(payouts.map((payout) => payout.id)).toEqual(['p-1']);
    expect(files[`files/listings/${productId}.png`]).toEqual(new Uint8Array(png));
    const documents = JSON.parse(strFromU8(files['documents.json']!)) as { id: string }[];
    expect(documents.map((document) => document.id)).toEqual(['ps-1']);
    expect(files['files/documents/PS2627A-0000001.pdf']).toEqual(new Uint8Array(pdf));
    const applications = JSON.parse(strFromU8(files['applications.json']!)) as { id: string }[];
    expect(applications.map((application) => application.id)).toEqual(['a-1']);
    expect(files['files/resumes/a-1.pdf']).toEqual(new Uint8Array(pdf));
    // The student's own download holds none of it.
    await call('POST', '/privacy/exports', student);
    const theirs = await eventually(
      async () => (await backend.db.doc(privacyPaths.privacyExport(student.uid)).get()).data(),
      (data) => data?.status === 'ready',
    );
    expect(theirs!.attempt).toBe(1);
  });
  it('starts again after a build that never finished, and the old build then stores nothing', async () => {
    const ref = backend.db.doc(privacyPaths.privacyExport(student.uid));
    const stuck = {
      status: 'building',
      attempt: 1,
      requestedAt: Date.now() - 31 * 60_000,
      readyAt: null,
      expiresAt: null,
      sizeBytes: null,
    };
    await ref.set(stuck);
    const again = await call('POST', '/privacy/exports', student);
    expect(again.body).toMatchObject({ status: 'building', attempt: 2 });
    await buildExport(backend, { data: { uid: student.uid, attempt: 1 } });
    const done = await eventually(
      async () => (await ref.get()).data(),
      (data) => data?.status === 'ready',
    );
    expect(done!.attempt).toBe(2);
  });

  it('holds the offers they sent, and those on their projects, each with its chat, and no other seller’s email', async () => {
    const projectId = await seedProject(backend, student, { status: 'Open', paymentStatus: 'Unpaid' });
    const rival = { uid: 'rival-seller', email: 'rival@example.test', name: 'Rival Works' };
    await seedOffer(projectId, { uid: seller.uid, email: seller.email, name: 'Seller One' }, 'Mine, with sensors');
    await seedOffer(projectId, rival, 'Cheaper, no sensors');
    const read = async (uid: string) => {
      const files = await archiveOf(backend.db, backend.media, uid);
      const text = (name: ArchiveFile) => strFromU8(files[name] as Uint8Array);
      const json = (name: ArchiveFile) => JSON.parse(text(name)) as Record<string, unknown>[];
      return {
        offers: json('offers.json'),
        messages: json('offer-messages.json'),
        text: text('offers.json') + text('offer-messages.json'),
      };
    };

    // The seller: their own offer and its chat, what they wrote and what the student wrote to them; not the rival's.
    const sellers = await read(seller.uid);
    expect(sellers.offers).toEqual([
      expect.objectContaining({ projectId, sellerId: seller.uid, sellerEmail: seller.email }),
    ]);
    expect(sellers.messages.map((message) => [message.projectId, message.sellerId, message.id]).sort()).toEqual([
      [projectId, seller.uid, 'card'],
      [projectId, seller.uid, 'reply'],
    ]);
    expect(sellers.text).not.toContain('Cheaper, no sensors');
    expect(sellers.text).not.toContain(rival.uid);

    // The student: every offer on their project and every offer's chat, as they read them, but no seller's email.
    const students = await read(student.uid);
    const notes = students.offers.map((offer) => [offer.sellerId, (offer.terms as { note: string }[])[0]!.note]);
    expect(notes.sort()).toEqual(
      [
        [rival.uid, 'Cheaper, no sensors'],
        [seller.uid, 'Mine, with sensors'],
      ].sort(),
    );
    expect(students.messages).toHaveLength(4);
    expect(students.messages.filter((message) => message.senderId === student.uid)).toEqual([
      expect.objectContaining({ senderEmail: student.email }),
      expect.objectContaining({ senderEmail: student.email }),
    ]);
    for (const email of [seller.email, rival.email]) expect(students.text).not.toContain(email);
  });
});

// The disclosure table (decision 042) against a person's whole download: every value of another person it holds is
// one the table lets them see, in the record and field it is in; what it does not let them see is not there at all.
describe('the data download and other people', () => {
  // Which record of the table each JSON file holds comes from the archive's own list (person-archive.ts), which the
  // archive is built from: a new file is walked here without being added, and one holding nobody's record is null.
  const viewersOfABuyer = ['counterparty', 'documentBuyer', 'public'] as const;

  it('holds of the seller only what the disclosure table lets their buyer see', async () => {
    const home = '7 Lake View Lane, Pune, Maharashtra';
    const secrets = ['ABCPE1234F', home, 'ravi@okbank', 'UTR0000123', 'Account closed', 'Never answered my calls'];
    await backend.db.doc(paths.user(seller.uid)).update({ fullName: 'Ravi Kumar', address: home });
    // A receipt issued before the table said what a buyer sees of an unregistered seller.
    await backend.db.doc(paths.document('capture-old')).set({
      ownerId: student.uid,
      audience: 'buyer',
      kind: 'payment-receipt',
      serial: 'RC2627A-0000009',
      supplier: {
        name: 'Ravi Kumar',
        address: home,
        gstin: null,
        pan: 'ABCPE1234F',
        stateCode: '27',
        email: seller.email,
      },
    });
    // The seller's review of the student, not yet published: its author's and admins' only.
    await backend.db.doc(paths.review('p-9-seller')).set({
      projectId: 'p-9',
      authorId: seller.uid,
      authorRole: 'seller',
      subjectId: student.uid,
      stars: 2,
      text: 'Never answered my calls',
      published: false,
      hidden: false,
    });
    // The seller's payout of a project the student paid for.
    await backend.db.doc(paths.payout('p-9')).set({
      projectId: 'p-9',
      sellerId: seller.uid,
      studentId: student.uid,
      sellerEmail: seller.email,
      sellerPaise: 70_000,
      withheldPaise: 700,
      detailsHint: 'ravi@okbank',
      reference: 'UTR0000123',
      failureReason: 'Account closed',
      status: 'failed',
    });
    // The seller took a project of the student's: the project names them, and the student's notification of it.
    await backend.db.doc(paths.publicProfile(seller.uid)).set({ name: 'Ravi Kumar', role: 'seller', since: 1 });
    const projectId = await seedProject(backend, student, { status: 'Open', paymentStatus: 'Unpaid' });
    await take(projectId);
    // An order between them, which names each to the other for the delivery.
    await backend.db.doc(paths.storeOrder('o-9')).set({
      studentId: student.uid,
      sellerId: seller.uid,
      studentEmail: student.email,
      sellerEmail: seller.email,
      deliveryAddress: '14 MG Road, Bhopal',
    });

    // The seller's offer on another project of the student's, which asks for offers, and its chat (decisions 067, 073).
    const asking = await seedProject(backend, student, { status: 'Open', paymentStatus: 'Unpaid' });
    await seedOffer(asking, { uid: seller.uid, email: seller.email, name: 'Ravi Kumar' }, 'With sensors');

    const files = await archiveOf(backend.db, backend.media, student.uid);
    // Every JSON file is one the archive's list names, and every one it names is there: none goes unwalked.
    const names = Object.keys(files);
    expect(names.filter((name) => !name.startsWith('files/')).sort()).toEqual(Object.keys(archiveFiles).sort());
    // The seller's values the student may be shown somewhere, each as the table names it.
    const theirs = [
      { value: seller.email, as: 'email' },
      { value: 'Ravi Kumar', as: 'displayName' },
    ];
    const seen: string[] = [];
    for (const [name, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes as Uint8Array);
      for (const secret of secrets) expect(text, `${secret} in ${name}`).not.toContain(secret);
      if (name.startsWith('files/')) continue;
      const record: DisclosedRecord | null = archiveFiles[name as ArchiveFile];
      // Every value of the seller's sits in a field the table lets the student see, or is one the record may show
      // (a notification's words naming the seller by their name); a file of nobody else's holds none.
      const walk = (value: unknown, path: string[]): void => {
        if (typeof value === 'string')
          for (const { value: their, as } of theirs) {
            if (!value.toLowerCase().includes(their.toLowerCase())) continue;
            const field = record === 'documents' ? path.slice(-2).join('.') : path.at(-1)!;
            seen.push(`${name}:${field}:${as}`);
            const may = (shown: string) => viewersOfABuyer.some((viewer) => record && mayShow(record, shown, viewer));
            expect(may(field) || may(as), `${as} in ${name} ${path.join('.')}`).toBe(true);
          }
        else if (value && typeof value === 'object')
          for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
      };
      walk(JSON.parse(text), []);
    }
    expect(seen.sort()).toEqual([
      'documents.json:supplier.name:displayName',
      'notifications.json:text:displayName',
      'offers.json:name:displayName',
      'orders.json:sellerEmail:email',
      'projects.json:sellerEmail:email',
    ]);
  });
});

describe('deleting an account', () => {
  it.each([
    ['a funded project', { status: 'In Progress', paymentStatus: 'Funded' }, 'funded-project'],
    ['an open dispute', { status: 'Completed', paymentStatus: 'Funded', disputeStatus: 'open' }, 'open-dispute'],
    ['work in progress', { status: 'In Progress', paymentStatus: 'Unpaid' }, 'work-in-progress'],
  ] as const)(
    'is refused with the reason while there is %s, for the person and the admin',
    async (_what, state, kind) => {
      const id = await seedProject(backend, student, {
        status: state.status,
        paymentStatus: state.paymentStatus,
        seller,
      });
      if ('disputeStatus' in state) await backend.db.doc(paths.project(id)).update({ disputeStatus: 'open' });
      const project = (await backend.db.doc(paths.project(id)).get()).data()!;
      const [blocker] = deletionBlockers(student.uid, {
        projects: [{ ...project, id } as never],
        refunds: [],
        payouts: [],
        orders: [],
      });
      expect(blocker!.kind).toBe(kind);
      expect(await call('GET', '/privacy/account/deletion', student)).toEqual({
        status: 200,
        body: { blockers: [blocker] },
      });
      expect(await call('DELETE', '/privacy/account', student)).toEqual({
        status: 409,
        body: expect.objectContaining({ error: blockerText(blocker!) }),
      });
      expect((await call('DELETE', `/admin/users/${seller.uid}`, admin)).status).toBe(409);
      expect((await backend.db.doc(paths.user(student.uid)).get()).exists).toBe(true);
      expect((await backend.auth.getUser(student.uid)).uid).toBe(student.uid);
    },
  );

  it.each([
    ['a pending refund', 'refunds', { payerId: 'STUDENT', amountPaise: 5000, status: 'requested' }, 'pending-refund'],
    [
      'a payout not yet paid',
      'payouts',
      { sellerId: 'STUDENT', sellerPaise: 7000, status: 'queued' },
      'pending-payout',
    ],
    [
      'a store order in transit',
      'storeOrders',
      { studentId: 'STUDENT', sellerId: 'x', orderStatus: 'Shipped', product: { name: 'Kit' } },
      'order-in-transit',
    ],
  ] as const)('is refused while there is %s', async (_what, collection, fields, kind) => {
    const data = JSON.parse(JSON.stringify(fields).replaceAll('STUDENT', student.uid)) as Record<string, unknown>;
    await backend.db.doc(`${dataRoot}/${collection}/m-1`).set(data);
    const check = await call('GET', '/privacy/account/deletion', student);
    expect(check.status).toBe(200);
    expect((check.body.blockers as { kind: string }[]).map((blocker) => blocker.kind)).toContain(kind);
    expect((await call('DELETE', '/privacy/account', student)).status).toBe(409);
    expect((await backend.db.doc(paths.user(student.uid)).get()).exists).toBe(true);
  });

  it('asks for the typed confirmation, and deletes nothing without it', async () => {
    for (const body of ['{}', JSON.stringify({ confirm: 'delete' }), JSON.stringify({ confirm: 'yes' })])
      expect(await call('DELETE', '/privacy/account', student, body)).toEqual({
        status: 400,
        body: expect.objectContaining({ error: expect.stringContaining(deletionTexts.typeToConfirm) }),
      });
    expect((await backend.db.doc(paths.user(student.uid)).get()).exists).toBe(true);
  });

  it('asks for a sign-in within the last 5 minutes, and deletes nothing without one', async () => {
    const caller = { uid: student.uid, email: student.email, admin: false, role: 'student' as const };
    const authTime = Math.floor(Date.now() / 1000);
    const refused = { ok: false, error: { code: 'forbidden', message: deletionTexts.signInAgain } };
    // A token without auth_time, and one from a sign-in 5 minutes and a second ago.
    expect(await deleteOwnAccount(backend, caller, Date.now())).toEqual(refused);
    expect(await deleteOwnAccount(backend, { ...caller, authTime }, (authTime + 5 * 60 + 1) * 1000)).toEqual(refused);
    expect((await backend.db.doc(paths.user(student.uid)).get()).exists).toBe(true);
    expect((await backend.auth.getUser(student.uid)).uid).toBe(student.uid);
  });

  it('refuses an admin’s own account: another admin closes it', async () => {
    expect(await call('DELETE', '/privacy/account', admin)).toEqual({
      status: 403,
      body: expect.objectContaining({ error: deletionTexts.adminAccount }),
    });
  });

  it('leaves no document or file naming the person but the pseudonymised records, and is done once', async () => {
    const person = seller;
    const other = student;
    const db = backend.db;
    const media = backend.media;
    // Everything a seller can have: a paid project with history, messages and a delivered file; listings with a
    // photo; a payout, a ledger entry, a review each way, notifications, payout details, a block and a report.
    const project = await seedProject(backend, other, {
      status: 'Completed',
      paymentStatus: 'Released',
      seller: person,
    });
    const unpaid = await seedProject(backend, other, { status: 'Open', paymentStatus: 'Unpaid' });
    const delivered = await media.storePrivateFile(
      { bytes: pdf, mime: 'application/pdf', extension: 'pdf' },
      'deliveries',
    );
    const image = await media.storeImage({ bytes: png, mime: 'image/png', extension: 'png' }, 'products');
    const productId = await seedProduct(backend, person, { name: 'Robot kit' });
    const set = (ref: DocumentReference, data: Record<string, unknown>) => ref.set(data);
    await Promise.all([
      db.doc(paths.storeProduct(productId)).update({ imageUrl: image.url }),
      set(db.doc(`${paths.projectHistory(project)}/h1`), { type: 'complete', by: person.uid, note: 'Done, see file' }),
      set(db.doc(paths.projectFile(project, 'f1')), { ref: delivered.ref, name: 'report.pdf' }),
      set(db.doc(`${paths.projectMessages(project)}/m1`), {
        text: 'Here it is',
        senderId: person.uid,
        senderEmail: person.email,
        readBy: [person.uid],
        unreadBy: [other.uid],
      }),
      set(db.doc(`${paths.projectMessages(project)}/m2`), {
        text: 'Thanks',
        senderId: other.uid,
        senderEmail: other.email,
        readBy: [other.uid, person.uid],
        unreadBy: [],
      }),
      set(db.doc(paths.payout(project)), {
        sellerId: person.uid,
        studentId: other.uid,
        sellerPaise: 70_000,
        status: 'processed',
      }),
      set(db.doc(paths.review(`${project}-seller`)), {
        authorId: person.uid,
        subjectId: other.uid,
        text: 'Clear brief',
      }),
      set(db.doc(paths.review(`${project}-student`)), {
        authorId: other.uid,
        subjectId: person.uid,
        text: 'Great work',
      }),
      set(db.doc(paths.notification(person.uid, 'n1')), { kind: 'payout-processed', title: 'Paid' }),
      set(db.doc(paths.payoutDetails(person.uid)), { upi: 'seller@bank' }),
      set(db.doc(paths.sellerVerification(person.uid)), { pan: 'ABCDE1234F' }),
      set(db.doc(paths.taxDetails(person.uid)), { gstin: '29ABCDE1234F1Z5', legalName: 'Seller' }),
      set(db.doc(paths.sellerTaxYear(`${person.uid}-2026-27`)), { sellerId: person.uid, grossPaise: 123_450 }),
      // A money document of theirs (decision 039): kept, its recipient emptied, its issued PDF kept as issued.
      set(db.doc(paths.document('doc1')), {
        kind: 'platform-invoice',
        ownerId: person.uid,
        recipient: { name: 'Seller', email: person.email, pan: 'ABCDE1234F', gstin: null },
      }),
      set(db.doc(paths.documentFile('doc1')), { pdfRef: delivered.ref, csvRef: null }),
      set(db.doc(`${dataRoot}/people/${person.uid}`), { name: 'Seller' }),
      set(db.doc(`${dataRoot}/blocks/${other.uid}_${person.uid}`), { blockerId: other.uid, blockedId: person.uid }),
      set(db.doc(`${dataRoot}/reports/r1`), { reporterId: other.uid, authorId: person.uid }),
      set(db.doc(`${dataRoot}/mail/x1`), { to: person.email, message: { subject: 'Hello' } }),
      // A bank's chargeback on the student's payment for the seller's work (decision 049): a money record.
      set(db.doc(paths.chargeback('disp_1')), {
        payerId: other.uid,
        sellerId: person.uid,
        subjectId: project,
        amountPaise: 123_450,
        status: 'lost',
      }),
      set(db.doc(`${privacyPaths.privacyRequests}/q1`), {
        requesterId: person.uid,
        requesterEmail: person.email,
        message: 'What do you hold?',
        status: 'open',
      }),
    ]);
    // The released project's money as the server books it: the student's capture, and the earning owed to the seller.
    const subject = ledgerSubject.project(project);
    const split = splitPayout(1234.5);
    await bookCapture(db, {
      subject,
      payerId: other.uid,
      paymentId: 'pay_1',
      paymentOrderId: 'order_1',
      amountPaise: split.budgetPaise,
    });
    const earning = earningEntry({ subject, payerId: other.uid, sellerId: person.uid }, 'release', split);
    await db.doc(paths.ledgerEntry(earning.id)).set(storedEntry(earning, Date.now()));
    // Their offer on the student's project asking for offers, and its chat both ways (decisions 067, 073).
    await seedOffer(unpaid, { uid: person.uid, email: person.email, name: 'Seller' }, 'With sensors');
    const mediaRoot = dirname(backend.localMedia!.publicDir);
    const filesBefore = await filesIn(mediaRoot);

    const [a, b] = await Promise.all([
      call('DELETE', '/privacy/account', person),
      call('DELETE', '/privacy/account', person),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a, b].find((answer) => answer.status === 200)!.body).toEqual({ message: deletionTexts.deleted });
    await expect(backend.auth.getUser(person.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // Every document under the root: none names the person, none sits under their id, each one of theirs kept is one
    // the retention table keeps.
    const documents = await everyDocument(db.doc(dataRoot));
    const who = { uid: person.uid, email: person.email };
    const naming = documents.filter((doc) => doc.path.includes(person.uid) || mentions(doc.data, who));
    expect(naming.map((doc) => doc.path)).toEqual([]);
    const deleted = await db.collection(`${dataRoot}/deletedAccounts`).get();
    expect(deleted.size).toBe(1);
    const pseudonym = deleted.docs[0]!.id;
    const kept = documents.filter((doc) => JSON.stringify(doc.data).includes(pseudonym));
    // Each a record the table keeps, or the other party's message that only carried the person's read mark.
    for (const doc of kept.filter((doc) => !doc.path.includes('/messages/')))
      expect(retentionOf(doc.path.slice(dataRoot.length + 1))?.rule.kind).toBe('pseudonymise');
    expect(kept.map((doc) => doc.path.slice(dataRoot.length + 1)).sort()).toEqual(
      [
        `chargebacks/disp_1`,
        `documents/doc1`,
        `ledgerEntries/${earning.id}`,
        `payouts/${project}`,
        `privacyRequests/q1`,
        `projects/${project}`,
        `projects/${project}/history/h1`,
        `projects/${project}/messages/m2`,
        `reviews/${project}-seller`,
      ].sort(),
    );
    // The student's side stays: their message (the read mark now the pseudonym's), their purchase's file, their
    // project that never held money; the seller's message, the review of them and the request's words go.
    expect((await db.doc(`${paths.projectMessages(project)}/m1`).get()).exists).toBe(false);
    expect((await db.doc(paths.review(`${project}-student`)).get()).exists).toBe(false);
    expect((await db.doc(`${privacyPaths.privacyRequests}/q1`).get()).get('message')).toBe('');
    expect((await db.doc(`${paths.projectHistory(project)}/h1`).get()).get('note')).toBe('');
    expect((await db.doc(paths.projectFile(project, 'f1')).get()).exists).toBe(true);
    expect((await db.doc(paths.document('doc1')).get()).get('recipient')).toBeNull();
    expect((await db.doc(paths.documentFile('doc1')).get()).get('pdfRef')).toBe(delivered.ref);
    for (const path of [paths.taxDetails(person.uid), paths.sellerTaxYear(`${person.uid}-2026-27`)])
      expect((await db.doc(path).get()).exists, path).toBe(false);
    expect((await db.doc(paths.project(unpaid)).get()).exists).toBe(true);
    // Their offer went with its chat: an offer is terms, not money, and its path holds their uid.
    expect((await db.collection(paths.projectOffers(unpaid)).get()).size).toBe(0);
    expect((await db.collection(paths.projectOfferMessages(unpaid, person.uid)).get()).size).toBe(0);

    // The media store: the listing's photo is gone; the delivered file, the student's purchase, stays.
    const filesAfter = await filesIn(mediaRoot);
    expect(filesBefore.filter((file) => !filesAfter.includes(file))).toEqual([
      join('public', image.url.split('/media/').pop()!),
    ]);

    // Again, as the admin: it is gone.
    expect((await call('DELETE', `/admin/users/${person.uid}`, admin)).status).toBe(404);
    expect((await db.collection(`${dataRoot}/deletedAccounts`).get()).size).toBe(1);
  });

  it("leaves the seller's email, uid and name in none of the student's notifications and mail, run once or twice", async () => {
    const db = backend.db;
    // The seller's name, which the student's notification shows them (the disclosure table: a name to the other side).
    await db.doc(paths.user(seller.uid)).update({ displayName: 'Ravi', fullName: 'Ravi Kumar' });
    await db.doc(paths.publicProfile(seller.uid)).set({ name: 'Ravi Kumar', role: 'seller', since: 1 });
    // The seller takes the student's project (the student hears of it by notification and mail), and sees it through.
    const projectId = await seedProject(backend, student, { status: 'Open', paymentStatus: 'Unpaid' });
    const ref = db.doc(paths.project(projectId));
    await take(projectId);
    const notes = () => db.collection(paths.notifications(student.uid)).get();
    const mails = () => db.collection(paths.mails).where('to', '==', student.email).get();
    const who = { uid: seller.uid, email: seller.email };
    const naming = (docs: { id: string; data: () => unknown }[]) =>
      docs.filter((doc) => doc.id.includes(seller.uid) || mentions(doc.data(), who)).map((doc) => doc.id);
    expect(naming((await notes()).docs)).toEqual([`history-${projectId}-taken-${seller.uid}`]);
    expect((await notes()).docs[0]!.get('text')).toMatch(/^Ravi Kumar took /);
    expect(naming((await mails()).docs)).toHaveLength(1);
    await ref.update({ status: 'Completed', paymentStatus: 'Released' });

    expect((await call('DELETE', '/privacy/account', seller)).status).toBe(200);
    const pseudonym = (await db.collection(`${dataRoot}/deletedAccounts`).get()).docs[0]!.id;
    const after = async () => ({
      notes: (await notes()).docs.map((doc) => ({ id: doc.id, at: doc.updateTime.toMillis(), ...plain(doc.data()) })),
      mails: (await mails()).docs.map((doc) => ({ id: doc.id, ...plain(doc.data()) })),
    });
    const once = await after();
    // The student's notification keeps its meaning, the seller named as a former member under the pseudonym; the
    // mail, an email already sent, is gone (the retention table: a deleted person's mail goes).
    expect(once.notes).toEqual([
      expect.objectContaining({
        id: `history-${projectId}-taken-${pseudonym}`,
        kind: 'project-taken',
        text: expect.stringMatching(/^A former member took “Line-following robot”\. Fund its /),
      }),
    ]);
    expect(once.mails).toEqual([]);
    expect(JSON.stringify(once.notes)).not.toMatch(/Ravi/);
    // Nothing under the root names the seller; the student's notification is kept as the table says for others'.
    const documents = await everyDocument(db.doc(dataRoot));
    expect(documents.filter((doc) => doc.path.includes(seller.uid) || mentions(doc.data, who))).toEqual([]);
    const note = `users/${student.uid}/notifications/history-${projectId}-taken-${pseudonym}`;
    expect(retentionOf(note)?.ofOthers?.rule.kind).toBe('pseudonymise');
    expect(retentionOf('mail/m1')?.ofOthers?.rule.kind).toBe('delete');

    // Run again with the same pseudonym (an interrupted deletion is finished so): nothing changes.
    await eraseDocuments({ db, media: backend.media, person: who, pseudonym });
    expect(await after()).toEqual(once);
  });
  it("keeps the sellers' offers on a deleted student's paid project, without the student, and their chats without the student's words", async () => {
    const db = backend.db;
    const project = await seedProject(backend, student, { status: 'Completed', paymentStatus: 'Released', seller });
    const unpaid = await seedProject(backend, student, { status: 'Open', paymentStatus: 'Unpaid' });
    await seedOffer(project, { uid: seller.uid, email: seller.email, name: 'Seller One' }, 'With sensors');
    await seedOffer(unpaid, { uid: seller.uid, email: seller.email, name: 'Seller One' }, 'Later one');
    const person = { uid: student.uid, email: student.email, shown: {} };
    const pseudonym = 'former-offers00000000000';
    for (let run = 0; run < 2; run++) await eraseDocuments({ db, media: backend.media, person, pseudonym });

    const offer = (await db.doc(paths.projectOffer(project, seller.uid)).get()).data();
    expect(offer).toMatchObject({ studentId: pseudonym, sellerId: seller.uid, sellerEmail: seller.email });
    const chat = await db.collection(paths.projectOfferMessages(project, seller.uid)).get();
    // The seller's card stays, the student's read mark on it the pseudonym; the student's reply goes.
    expect(chat.docs.map((doc) => [doc.id, doc.get('unreadBy')])).toEqual([['card', [pseudonym]]]);
    // Each document left under the project is one the retention table keeps, and none names the student.
    const left = await everyDocument(db.doc(paths.project(project)));
    for (const doc of left) {
      expect(mentions(doc.data, person), doc.path).toBe(false);
      expect(retentionOf(doc.path.slice(dataRoot.length + 1)), doc.path).not.toBeNull();
    }
    expect(retentionOf(`projects/${project}/offers/${seller.uid}`)?.rule.kind).toBe('pseudonymise');
    // The project that never held money went with its offers and their chats.
    expect((await db.collection(paths.projectOfferMessages(unpaid, seller.uid)).get()).size).toBe(0);
  });
});

describe('an ID token issued before its sessions were ended', () => {
  // The Auth emulator makes the admin SDK check revocation whatever the server asks; that the server asks, as
  // production needs, is functions/src/platform/auth.test.ts's.
  it('is refused (revocation checked): the person must sign in again, and nothing is made with the old token', async () => {
    expectConsole('warn', /rejected ID token/);
    expect((await call('GET', '/privacy/account/deletion', student)).status).toBe(200);
    // Auth's revocation is to the second: a token issued in the same second as the revocation still counts.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await backend.auth.revokeRefreshTokens(student.uid);
    expect(await call('GET', '/privacy/account/deletion', student)).toEqual({
      status: 401,
      body: { error: 'Sign in to continue.' },
    });
    await backend.db.doc(paths.user(student.uid)).delete();
    const profile = JSON.stringify({
      role: 'student',
      displayName: 'Again',
      consent: { noticeVersion: NOTICE_VERSION },
    });
    expect((await call('POST', '/profile', student, profile)).status).toBe(401);
    expect((await backend.db.doc(paths.user(student.uid)).get()).exists).toBe(false);
  });
});

describe('consent', () => {
  it('records the notice at sign-up with its version and time, and each optional use given and withdrawn in one request', async () => {
    await backend.db.doc(paths.user(student.uid)).delete();
    const signUp = await fetch(`${server.url}/api/profile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'student' }),
    });
    expect(signUp.status).toBe(201);
    const consents = backend.db.doc(privacyPaths.consents(student.uid));
    expect((await consents.get()).data()).toEqual({
      notice: { version: NOTICE_VERSION, at: expect.any(Number) },
      purposes: {},
    });
    const set = (granted: boolean) =>
      fetch(`${server.url}/api/privacy/consents/marketing-email`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ granted }),
      });
    expect((await set(true)).status).toBe(200);
    expect((await set(true)).status).toBe(200);
    expect((await set(false)).status).toBe(200);
    expect((await consents.get()).get('purposes')).toEqual({
      'marketing-email': { granted: false, at: expect.any(Number), noticeVersion: NOTICE_VERSION },
    });
    // The notice, the consent given (once, however often asked) and withdrawn.
    const events = await backend.db.collection(privacyPaths.consentEvents(student.uid)).orderBy('at').get();
    expect(events.docs.map((doc) => [doc.get('what'), doc.get('granted') ?? null])).toEqual([
      ['notice', null],
      ['marketing-email', true],
      ['marketing-email', false],
    ]);
  });
});

describe('requests to the grievance officer', () => {
  it('land in the queue with 90 days to answer; an admin answers once and the person hears by notification and mail', async () => {
    const sent = await fetch(`${server.url}/api/privacy/requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'access', message: '  What do you hold about me?  ' }),
    });
    expect(sent.status).toBe(201);
    const { id, dueAt } = (await sent.json()) as { id: string; dueAt: number };
    const ref = backend.db.doc(privacyPaths.privacyRequest(id));
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({
      requesterId: student.uid,
      kind: 'access',
      message: 'What do you hold about me?',
      status: 'open',
    });
    expect(dueAt - stored.createdAt).toBe(90 * 24 * 60 * 60 * 1000);
    const empty = await fetch(`${server.url}/api/privacy/requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'access', message: ' ' }),
    });
    expect(empty.status).toBe(400);

    const answer = (as: Person) =>
      fetch(`${server.url}/api/admin/privacy/requests/${id}/answer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ answer: 'Your profile, projects and payments: download them on your Privacy page.' }),
      });
    expect((await answer(seller)).status).toBe(403);
    expect((await answer(admin)).status).toBe(200);
    expect((await answer(admin)).status).toBe(409);
    const after = (await ref.get()).data()!;
    expect(after).toMatchObject({ status: 'answered', answeredBy: admin.uid });

    const change = { id: 'c', path: ref.path, params: { requestId: id }, before: stored, after };
    await notifyPrivacyRequest(backend, change);
    await notifyPrivacyRequest(backend, change);
    const notes = await backend.db.collection(paths.notifications(student.uid)).get();
    expect(notes.docs.map((doc) => doc.get('kind'))).toEqual(['privacy-request-answered']);
    const mails = await backend.db.collection(paths.mails).where('to', '==', student.email).get();
    expect(mails.size).toBe(1);
  });
});

async function everyDocument(root: DocumentReference) {
  const found: { path: string; data: Record<string, unknown> }[] = [];
  const walk = async (ref: DocumentReference) => {
    for (const collection of await ref.listCollections()) {
      for (const doc of await collection.listDocuments()) {
        const snapshot = await doc.get();
        if (snapshot.exists) found.push({ path: doc.path, data: plain(snapshot.data()!) });
        await walk(doc);
      }
    }
  };
  await walk(root);
  return found;
}

const plain = (data: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(data, (_key, value: unknown) => (value instanceof Timestamp ? value.toMillis() : value)),
  ) as Record<string, unknown>;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}
