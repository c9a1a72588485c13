// What a person's download holds (decision 040): JSON files of everything about them, and their files (listing
// photos, delivered files), in one ZIP (fflate: decision 040 says why). Read by the same fields the deletion finds
// them by, so the download and the deletion cover the same records.
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { partySchema } from '@marketplace/shared/documents/document';
import { supplierShownToBuyer } from '@marketplace/shared/documents/parties';
import { paths } from '@marketplace/shared/paths';
import { OFFERS_GROUP } from '@marketplace/shared/projects/offer';
import type { DisclosedRecord } from '@marketplace/shared/privacy/disclosure';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';

/** Firestore's values as plain JSON: a Timestamp as ISO text. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  return value;
}

type Row = Record<string, unknown> & { id: string };

async function rows(queries: Query[]): Promise<Row[]> {
  const snapshots = await Promise.all(queries.map((query) => query.get()));
  const byPath = new Map(snapshots.flatMap((s) => s.docs).map((doc) => [doc.ref.path, doc]));
  return [...byPath.values()].map((doc) => ({ id: doc.id, ...(plain(doc.data()) as Record<string, unknown>) }));
}

async function one(db: Firestore, path: string) {
  const doc = await db.doc(path).get();
  return doc.exists ? plain(doc.data()) : null;
}

/**
 * A buyer's document names its seller only as the disclosure table lets its buyer see them (decision 042): documents
 * issued before it said so held more (an unregistered seller's PAN, home address and email), which stays out.
 */
function asTheBuyerSeesIt(document: Row): Row {
  const supplier = partySchema.safeParse(document.supplier);
  if (document.audience !== 'buyer' || !supplier.success) return document;
  return { ...document, supplier: supplierShownToBuyer(supplier.data) };
}

/** A review is theirs to read when they wrote it, or once it is public (published, not hidden), as the rules say. */
const readableBy = (uid: string) => (review: Row) =>
  review.authorId === uid || (review.published === true && review.hidden !== true);

/**
 * Every JSON file of the download, with the disclosure table's record whose fields of other people it may hold
 * (decision 042), or null: the person's own records alone, which hold nothing of anyone else's but their id. The
 * archive is built from this list's names (a file not in it cannot be written), and the API suite walks each.
 */
export const archiveFiles = {
  'profile.json': 'profile',
  'consents.json': null,
  'projects.json': 'orders',
  'messages.json': 'messages',
  'offers.json': 'offers',
  'offer-messages.json': 'messages',
  'listings.json': null,
  'orders.json': 'orders',
  'payments.json': null,
  'payouts.json': 'payouts',
  'ledger.json': null,
  'documents.json': 'documents',
  'reviews.json': 'reviews',
  'notifications.json': 'notifications',
  'requests.json': null,
  'applications.json': null,
} as const satisfies Record<string, DisclosedRecord | null>;
export type ArchiveFile = keyof typeof archiveFiles;

/** The archive's files, named by what they hold; each a JSON document or a file's bytes. */
export async function archiveOf(db: Firestore, media: Media, uid: string): Promise<Zippable> {
  const by = (path: string, field: string) => db.collection(path).where(field, '==', uid);
  const [projects, listings, orders, payments, refunds, payouts, ledger, documents, reviews, requests] =
    await Promise.all([
      rows([by(paths.projects, 'studentId'), by(paths.projects, 'sellerId')]),
      rows([by(paths.storeProducts, 'sellerId')]),
      rows([by(paths.storeOrders, 'studentId'), by(paths.storeOrders, 'sellerId')]),
      rows([by(paths.paymentOrders, 'studentId')]),
      rows([by(paths.refunds, 'payerId')]),
      // Their own payouts only: a payout of a project they paid for is the seller's (the disclosure table).
      rows([by(paths.payouts, 'sellerId')]),
      rows([by(paths.ledgerEntries, 'payerId'), by(paths.ledgerEntries, 'sellerId')]),
      rows([by(paths.documents, 'ownerId')]),
      rows([by(paths.reviews, 'authorId'), by(paths.reviews, 'subjectId')]),
      rows([by(privacyPaths.privacyRequests, 'requesterId')]),
    ]);
  const [profile, payoutDetails, verification, taxDetails, notificationPrefs, consents, consentEvents, notifications] =
    await Promise.all([
      one(db, paths.user(uid)),
      one(db, paths.payoutDetails(uid)),
      one(db, paths.sellerVerification(uid)),
      one(db, paths.taxDetails(uid)),
      one(db, paths.notificationPrefs(uid)),
      one(db, privacyPaths.consents(uid)),
      rows([db.collection(privacyPaths.consentEvents(uid))]),
      rows([db.collection(paths.notifications(uid))]),
    ]);
  const offers = await offersOf(db, uid, projects);
  const theirs = { documents: documents.map(asTheBuyerSeesIt), reviews: reviews.filter(readableBy(uid)) };
  const files: Zippable = {};
  const history: Record<string, Row[]> = {};
  const messages: Row[] = [];
  for (const project of projects) {
    const [events, written, delivered] = await Promise.all([
      rows([db.collection(paths.projectHistory(project.id))]),
      rows([db.collection(paths.projectMessages(project.id)).where('senderId', '==', uid)]),
      rows([db.collection(`${paths.project(project.id)}/files`)]),
    ]);
    history[project.id] = events;
    messages.push(...written.map((message) => ({ ...message, projectId: project.id })));
    for (const file of delivered)
      await addFile(files, `files/deliveries/${project.id}/${file.id}-${String(file.name)}`, () =>
        media.readPrivateFile(String(file.ref)),
      );
  }
  for (const listing of listings)
    if (typeof listing.imageUrl === 'string')
      await addFile(files, `files/listings/${listing.id}.${listing.imageUrl.split('.').pop()}`, () =>
        media.readImage(listing.imageUrl as string),
      );
  // Job applications are sent with an email, not an account (SPEC's careers page): those sent with theirs, with the
  // resumes, found as the deletion finds them.
  const email = (profile as { email?: unknown } | null)?.email;
  const applications =
    typeof email === 'string'
      ? await rows([db.collection(paths.applications).where('applicantEmail', '==', email)])
      : [];
  for (const application of applications)
    if (typeof application.resumeRef === 'string')
      await addFile(files, `files/resumes/${application.id}.${application.resumeRef.split('.').pop()}`, () =>
        media.readPrivateFile(application.resumeRef as string),
      );
  // Each money document as its PDF (decision 039), named by its serial or, for a statement, its kind and month.
  // Their file records in one read, not one round trip each.
  const fileRecords = documents.length
    ? await db.getAll(...documents.map((document) => db.doc(paths.documentFile(document.id))))
    : [];
  for (const [index, document] of documents.entries()) {
    const pdfRef = fileRecords[index]!.get('pdfRef') as unknown;
    if (typeof pdfRef === 'string')
      await addFile(
        files,
        `files/documents/${String(document.serial ?? `${document.kind}-${document.month}`)}.pdf`,
        () => media.readPrivateFile(pdfRef),
      );
  }
  const json: Record<ArchiveFile, unknown> = {
    'profile.json': { profile, payoutDetails, verification, taxDetails, notificationPrefs },
    'consents.json': { consents, events: consentEvents },
    'projects.json': projects.map((project) => ({ ...project, history: history[project.id] })),
    'messages.json': messages,
    'offers.json': offers.offers,
    'offer-messages.json': offers.messages,
    'listings.json': listings,
    'orders.json': orders,
    'payments.json': { payments, refunds },
    'payouts.json': payouts,
    'ledger.json': ledger,
    'documents.json': theirs.documents,
    'reviews.json': theirs.reviews,
    'notifications.json': notifications,
    'requests.json': requests,
    'applications.json': applications,
  };
  const named = Object.entries(json).map(([name, value]) => [name, strToU8(JSON.stringify(value, null, 2))]);
  return { ...Object.fromEntries(named), ...files };
}

/**
 * Their offers (decision 067): those they sent as a seller, found across every project, and those on their own
 * projects as the student, each as the student reads it but for its seller's email (decision 042: admins' only).
 * With every message of each offer's chat (decision 073), which is between its student and its seller alone: what
 * they wrote, and what was written to them without its writer's email.
 */
async function offersOf(db: Firestore, uid: string, projects: readonly Row[]) {
  const sent = await db.collectionGroup(OFFERS_GROUP).where('sellerId', '==', uid).get();
  // Another app's root shares the collection group.
  const mine = sent.docs.filter((doc) => doc.ref.path.startsWith(`${paths.projects}/`));
  const asStudent = projects.filter((project) => project.studentId === uid);
  const received = await Promise.all(asStudent.map((project) => db.collection(paths.projectOffers(project.id)).get()));
  const found = [...new Map([...mine, ...received.flatMap((s) => s.docs)].map((doc) => [doc.ref.path, doc])).values()];
  const offers: Row[] = [];
  const messages: Row[] = [];
  for (const doc of found) {
    const projectId = doc.ref.parent.parent!.id;
    const { sellerEmail, ...rest } = plain(doc.data()) as Record<string, unknown>;
    offers.push({ id: doc.id, ...rest, ...(doc.id === uid ? { sellerEmail } : {}) });
    for (const message of await rows([db.collection(paths.projectOfferMessages(projectId, doc.id))])) {
      const { senderEmail, ...said } = message;
      messages.push({ ...said, ...(message.senderId === uid ? { senderEmail } : {}), projectId, sellerId: doc.id });
    }
  }
  return { offers, messages };
}

async function addFile(files: Zippable, name: string, read: () => Promise<Buffer | null>) {
  try {
    const bytes = await read();
    if (bytes) files[name.replace(/[^\w./-]+/g, '_')] = new Uint8Array(bytes);
  } catch (error) {
    // A file that no longer opens is left out; the JSON still lists it.
    log.warn('a file was left out of a data export', { name, error: String(error) });
  }
}

/** The person's archive as ZIP bytes. */
export async function zipOfPerson(db: Firestore, media: Media, uid: string): Promise<Uint8Array> {
  return zipSync(await archiveOf(db, media, uid), { level: 6 });
}
