// A deleted person's documents and files, each as shared's retention table says (decision 040): deleted, or kept
// with the person replaced by their pseudonym and their own fields emptied. Every step finds what is left and
// does the same again, so an interrupted deletion is finished by running it again with the same pseudonym.
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { disclosureAt } from '@marketplace/shared/privacy/disclosure';
import { dataRoot } from '@marketplace/shared/privacy/privacy-paths';
import {
  FORMER_MEMBER,
  mentions,
  pseudonymised,
  withoutPerson,
  type DeletedPerson,
} from '@marketplace/shared/privacy/pseudonym';
import { retentionTable, type RetentionEntry } from '@marketplace/shared/privacy/retention';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';
import { eraseOffers } from './erase-offers.ts';

export interface Erasure {
  db: Firestore;
  media: Media;
  person: DeletedPerson;
  pseudonym: string;
}

/** A project that never held money goes with everything under it; one that did is a money record (decision 040). */
const heldMoney = (project: DocumentSnapshot) => (project.get('paymentStatus') ?? 'Unpaid') !== 'Unpaid';

const collectionOf = (pattern: string) => `${dataRoot}/${pattern.slice(0, -'/*'.length)}`;

/** The files a deleted document kept through the Media port: a listing's photo, a resume, a download, a delivery. */
async function removeFilesOf({ media }: Erasure, doc: DocumentSnapshot) {
  const image = doc.get('imageUrl') as unknown;
  const refs = ['resumeRef', 'fileRef', 'ref'].map((field) => doc.get(field) as unknown);
  try {
    if (typeof image === 'string' && image) await media.removeImage(image);
    for (const ref of refs) if (typeof ref === 'string' && ref) await media.removePrivateFile(ref);
  } catch (error) {
    // The document goes either way; a file left behind is logged for cleanup, as the admin's deletion does.
    log.error('a deleted person’s file was left', error, { path: doc.ref.path });
  }
}

const valueAt = (data: Record<string, unknown>, field: string) =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

/** Keep `doc` without the person: the fields the entry erases for each of theirs (a student's description). */
async function keepWithout(erasure: Erasure, entry: RetentionEntry, doc: DocumentSnapshot) {
  if (entry.rule.kind !== 'pseudonymise') return;
  const data = doc.data() ?? {};
  const erase = Object.entries(entry.rule.erase ?? {}).flatMap(([field, fields]) =>
    valueAt(data, field) === erasure.person.uid ? fields : [],
  );
  await doc.ref.set(pseudonymised(data, erasure.person, erasure.pseudonym, erase));
}

async function apply(erasure: Erasure, entry: RetentionEntry, docs: readonly DocumentSnapshot[]) {
  const theirsAlone = (doc: DocumentSnapshot) =>
    entry.rule.kind === 'pseudonymise' &&
    (entry.rule.deleteWhen ?? []).some((field) => doc.get(field) === erasure.person.uid);
  for (const doc of docs) {
    if (entry.rule.kind === 'delete' || theirsAlone(doc)) {
      await removeFilesOf(erasure, doc);
      await doc.ref.delete();
    } else await keepWithout(erasure, entry, doc);
  }
}

async function byFields({ db }: Erasure, entry: RetentionEntry, fields: readonly string[], value: string) {
  const collection = db.collection(collectionOf(entry.path));
  const found = await Promise.all(fields.map((field) => collection.where(field, '==', value).get()));
  const byPath = new Map(found.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.ref.path, doc]));
  return [...byPath.values()];
}

/** Below one of the person's projects: theirs to delete only where they wrote it or it is the student's. */
async function underProject(erasure: Erasure, entry: RetentionEntry, project: DocumentSnapshot) {
  const relative = entry.path.split('/').slice(2).join('/'); // 'messages/*', 'private/delivery'
  const base = project.ref.path;
  const docs = relative.endsWith('/*')
    ? (await erasure.db.collection(`${base}/${relative.slice(0, -2)}`).get()).docs
    : [await erasure.db.doc(`${base}/${relative}`).get()].filter((doc) => doc.exists);
  const isStudent = project.get('studentId') === erasure.person.uid;
  const theirs = (doc: DocumentSnapshot) =>
    relative.startsWith('messages/') ? doc.get('senderId') === erasure.person.uid : isStudent;
  if (entry.rule.kind === 'delete') {
    // The other party's messages stay theirs: only the person's read marks on them become the pseudonym.
    const others = docs.filter((doc) => !theirs(doc) && mentions(doc.data(), erasure.person));
    for (const doc of others) await doc.ref.set(withoutPerson(doc.data()!, erasure.person, erasure.pseudonym));
    return apply(erasure, entry, docs.filter(theirs));
  }
  // A student's bought files go with the student; the seller's going leaves the student's purchase.
  if (relative.startsWith('files/') && isStudent) return apply(erasure, { ...entry, rule: { kind: 'delete' } }, docs);
  return apply(erasure, entry, docs);
}

/** Every document under `users/{uid}`, `people/{uid}` and the like: the person's own, deleted with what is below. */
async function underTheirId({ db }: Erasure, entry: RetentionEntry, uid: string) {
  const top = entry.path.split('/')[0]!;
  await db.recursiveDelete(db.doc(`${dataRoot}/${top}/${uid}`));
}

async function theirProjects({ db, person }: Erasure): Promise<DocumentSnapshot[]> {
  const projects = db.collection(paths.projects);
  const [asStudent, asSeller] = await Promise.all([
    projects.where('studentId', '==', person.uid).get(),
    projects.where('sellerId', '==', person.uid).get(),
  ]);
  return [...new Map([...asStudent.docs, ...asSeller.docs].map((doc) => [doc.id, doc])).values()];
}

/**
 * Everything of the person, entry by entry: first their projects that never held money (with all below them), then
 * what sits below the projects that did, then each collection by the fields that name them, their own documents
 * last (a private export's file with them).
 */
export async function eraseDocuments(erasure: Erasure): Promise<void> {
  const { db, person } = erasure;
  const projects = await theirProjects(erasure);
  const unpaidOfTheirs = projects.filter((doc) => !heldMoney(doc) && doc.get('studentId') === person.uid);
  for (const project of unpaidOfTheirs) await removeProjectWithFiles(erasure, project.ref);
  const kept = projects.filter((doc) => !unpaidOfTheirs.includes(doc));
  for (const entry of retentionTable) {
    const found = entry.found;
    if (found?.by === 'project') for (const project of kept) await underProject(erasure, entry, project);
    if (found?.by === 'fields') await apply(erasure, entry, await byFields(erasure, entry, found.fields, person.uid));
    if (found?.by === 'email' && person.email)
      await apply(erasure, entry, await byFields(erasure, entry, found.fields, person.email));
  }
  await eraseOffers(erasure, kept);
  for (const entry of retentionTable) if (entry.ofOthers) await inOthers(erasure, entry, entry.ofOthers);
  const export_ = await db.doc(`${dataRoot}/privacyExports/${person.uid}`).get();
  if (export_.exists) await removeFilesOf(erasure, export_);
  for (const entry of retentionTable)
    // The deletion's own record (its pseudonym) goes last, by the deletion itself, once everything else has.
    if (entry.found?.by === 'path' && !entry.path.startsWith('accountDeletions/'))
      await underTheirId(erasure, entry, person.uid);
}

/**
 * Someone else's records that name the person (a student's notification that this seller took their project, and its
 * mail), found by the field they are listed in: one query across the collection (a collection group for records
 * below each person), each kept without them or deleted as the entry says. A kept one whose id holds their uid is
 * written again under the id with the pseudonym, in one batch with the old one's removal; kept, it no longer lists
 * their uid, so a second run finds nothing.
 */
async function inOthers(erasure: Erasure, entry: RetentionEntry, others: NonNullable<RetentionEntry['ofOthers']>) {
  const { db, person, pseudonym } = erasure;
  const segments = entry.path.split('/');
  const query =
    segments.length === 2
      ? db.collection(collectionOf(entry.path))
      : db.collectionGroup(segments[segments.length - 2]!); // 'notifications', under every person
  const found = await query.where(others.field, 'array-contains', person.uid).get();
  // Another app's root shares the collection group; the person's own records go with them by their path.
  const own = `${dataRoot}/${segments[0]}/${person.uid}/`;
  const docs = found.docs.filter((doc) => doc.ref.path.startsWith(`${dataRoot}/`) && !doc.ref.path.startsWith(own));
  for (const doc of docs) {
    if (others.rule.kind !== 'pseudonymise') {
      await doc.ref.delete();
      continue;
    }
    const kept = withoutPerson(doc.data(), person, pseudonym, FORMER_MEMBER, shownOf(person, entry));
    const id = withoutPerson(doc.id, person, pseudonym);
    if (id === doc.id) await doc.ref.set(kept);
    else await db.batch().set(doc.ref.parent.doc(id), kept).delete(doc.ref).commit();
  }
}

/**
 * What others' records of this kind may show of the person, as the disclosure table says (a notification: their
 * name, decision 042): those values are what the deletion looks for and names 'a former member'. Their email, which
 * the table lets no such record show, is looked for in every record all the same (one written before the rule).
 */
function shownOf(person: DeletedPerson, entry: RetentionEntry): string[] {
  const fields = Object.keys(disclosureAt(entry.path)?.fields ?? {});
  return fields.flatMap((field) => person.shown?.[field] ?? []);
}

async function removeProjectWithFiles(erasure: Erasure, project: DocumentReference) {
  const files = await project.collection('files').get();
  for (const file of files.docs) await removeFilesOf(erasure, file);
  await erasure.db.recursiveDelete(project);
}
