// firestore.rules for projects/{id}/messages: the chat between the student and the assigned seller (SPEC 6),
// its read marks, and the one collection-group query that counts unread messages (ARCHITECTURE). Messages are sent
// by the API (decision 032: POST /api/projects/{id}/messages, where blocks and limits hold: tests/api/chat.test.ts);
// the rules refuse every browser's send.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collectionGroup,
  deleteField,
  getDocs,
  orderBy,
  query,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_ID, paths } from '@marketplace/shared/paths';
import {
  PROJECT_ID,
  assignedSeller,
  dbFor,
  emailOf,
  newMessage,
  openProject,
  otherStudent,
  seedProject,
  storedMessage,
  student,
  takenProject,
  uidOf,
  type Caller,
  useMarketplaceRules,
} from './support/marketplace.ts';
import { describeMatrix, type OperationFrom } from './support/permission-matrix.ts';
import { asPerson, people, seed, storedData, type Person } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';
import { chatQuery, readMark, unreadQuery } from '../../web/src/features/projects/firestore-messages.ts';

const env = useMarketplaceRules();

const messages = (db: Firestore, projectId = PROJECT_ID) => within(db, paths.projectMessages(projectId));
const message = (db: Firestore, id: string, projectId = PROJECT_ID) =>
  at(db, `${paths.projectMessages(projectId)}/${id}`);
/** The chat screen's read. Its query, the unread markers' and what marking read writes are the web client's own. */
const chat = (db: Firestore) => getDocs(chatQuery(db, PROJECT_ID));

const FROM_SELLER = 'from-seller';
const FROM_STUDENT = 'from-student';

/** A project in the given state, with one message each way once it has a seller. */
async function seedChat(project: DocumentData) {
  await seedProject(env, project);
  if (project.sellerId === null) return;
  await seed(env, `${paths.projectMessages(PROJECT_ID)}/${FROM_SELLER}`, storedMessage(assignedSeller, student));
  await seed(env, `${paths.projectMessages(PROJECT_ID)}/${FROM_STUDENT}`, storedMessage(student, assignedSeller));
}

const storedMessageData = (id: string) => storedData(env, `${paths.projectMessages(PROJECT_ID)}/${id}`);

/** Whom this caller would write to: students to the seller, everyone else to the student. */
const recipientFor = (caller: Caller) =>
  caller === 'student' || caller === 'other student' ? assignedSeller.uid : student.uid;
/** The message addressed to this caller, if they were a participant. */
const messageTo = (caller: Caller) => (caller === 'assigned seller' ? FROM_STUDENT : FROM_SELLER);

const inProgress = () => takenProject('In Progress', 'Funded');
/** What the chat's Send writes for this caller, to the other side. */
const sendAsCaller = (db: Firestore, caller: Caller) =>
  messages(db).add(newMessage({ uid: uidOf(caller), email: emailOf(caller) }, recipientFor(caller)));

const operations = {
  'read a message': { given: inProgress, act: (db: Firestore) => message(db, FROM_SELLER).read() },
  'list the chat': { given: inProgress, act: (db: Firestore) => chat(db) },
  'send a message': {
    given: inProgress,
    act: sendAsCaller,
  },
  'mark a message to them read': {
    given: inProgress,
    act: (db: Firestore, caller: Caller) => message(db, messageTo(caller)).update(readMark(uidOf(caller))),
  },
  'send a message on a Completed project': {
    given: () => takenProject('Completed', 'Released'),
    act: sendAsCaller,
  },
  // Nobody chats before a seller takes the project: there is nobody to talk to.
  'list the chat of an Open project': { given: openProject, act: (db: Firestore) => chat(db) },
  'send a message on an Open project': {
    given: openProject,
    act: sendAsCaller,
  },
  'edit a message': {
    given: inProgress,
    act: (db: Firestore) => message(db, FROM_STUDENT).update({ text: 'Edited' }),
  },
  'delete a message': { given: inProgress, act: (db: Firestore) => message(db, FROM_STUDENT).remove() },
} satisfies Record<string, OperationFrom>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                          visitor student other-student assigned-seller other-seller admin
  read a message                          N       Y       N             Y               N            Y
  list the chat                           N       Y       N             Y               N            Y
  send a message                          N       N       N             N               N            N
  mark a message to them read             N       Y       N             Y               N            N
  send a message on a Completed project   N       N       N             N               N            N
  list the chat of an Open project        N       N       N             N               N            Y
  send a message on an Open project       N       N       N             N               N            N
  edit a message                          N       N       N             N               N            N
  delete a message                        N       N       N             N               N            N
`;

describeMatrix('the messages matrix', env, { operations, grid, seedGiven: seedChat });

describe('sending a message from the browser', () => {
  beforeEach(async () => {
    await seedChat(inProgress());
  });

  it('is refused even as the API would write it, so blocks and limits cannot be passed by (decision 032)', async () => {
    const sender = { uid: student.uid, email: String(student.token.email) };
    await assertFails(messages(asPerson(env, student)).add(newMessage(sender, assignedSeller.uid)));
    await assertFails(message(asPerson(env, student), 'chosen-id').set(newMessage(sender, assignedSeller.uid)));
  });
});

describe('marking messages read', () => {
  beforeEach(async () => {
    await seedChat(inProgress());
  });

  const asStudent = () => asPerson(env, student);

  it('moves the reader from unreadBy to readBy', async () => {
    await assertSucceeds(message(asStudent(), FROM_SELLER).update(readMark(student.uid)));
    expect(await storedMessageData(FROM_SELLER)).toMatchObject({
      readBy: [assignedSeller.uid, student.uid],
      unreadBy: [],
    });
  });

  it('marks several messages in one batch, as the chat does', async () => {
    await seed(env, `${paths.projectMessages(PROJECT_ID)}/second`, storedMessage(assignedSeller, student, 'Again'));
    const db = asStudent();
    const batch = writeBatch(db);
    for (const id of [FROM_SELLER, 'second']) batch.update(message(db, id).ref, readMark(student.uid));
    await assertSucceeds(batch.commit());
  });

  it('lets a message from the earlier app (readBy only, no unreadBy) be marked read', async () => {
    const legacy: DocumentData = storedMessage(assignedSeller, student);
    delete legacy.unreadBy;
    await seed(env, `${paths.projectMessages(PROJECT_ID)}/legacy`, legacy);
    await assertSucceeds(message(asStudent(), 'legacy').update(readMark(student.uid)));
  });

  it('accepts marking a message already read (a repeated batch)', async () => {
    await message(asStudent(), FROM_SELLER).update(readMark(student.uid));
    await assertSucceeds(message(asStudent(), FROM_SELLER).update(readMark(student.uid)));
  });

  it.each([
    ["marking it read for the seller (someone else's read)", FROM_STUDENT, readMark(assignedSeller.uid)],
    ['removing the sender from readBy', FROM_SELLER, { readBy: [student.uid], unreadBy: [] }],
    ['removing the sender with arrayRemove', FROM_SELLER, { readBy: arrayRemove(assignedSeller.uid) }],
    ['taking the seller off unreadBy', FROM_STUDENT, { unreadBy: arrayRemove(assignedSeller.uid) }],
    ['adding an outsider to unreadBy', FROM_SELLER, { unreadBy: arrayUnion(student.uid, otherStudent.uid) }],
    ['marking it unread again for the seller', FROM_SELLER, { unreadBy: arrayUnion(assignedSeller.uid) }],
    ['adding an outsider to readBy', FROM_SELLER, { ...readMark(student.uid), readBy: arrayUnion(otherStudent.uid) }],
    ['changing the text while marking read', FROM_SELLER, { ...readMark(student.uid), text: 'Edited' }],
    ['changing the sender while marking read', FROM_SELLER, { ...readMark(student.uid), senderId: student.uid }],
    ['a readBy that is not a list', FROM_SELLER, { readBy: student.uid, unreadBy: [] }],
    ['setting unreadBy to null', FROM_SELLER, { readBy: arrayUnion(student.uid), unreadBy: null }],
    ['deleting unreadBy', FROM_SELLER, { readBy: arrayUnion(student.uid), unreadBy: deleteField() }],
  ])('refuses %s', async (_why, id, patch) => {
    await assertFails(message(asStudent(), id).update(patch));
  });

  it('refuses a participant whose email is not verified', async () => {
    const unverified: Person = { uid: student.uid, token: { ...student.token, email_verified: false } };
    await assertFails(message(asPerson(env, unverified), FROM_SELLER).update(readMark(student.uid)));
  });
});

describe('the unread markers (collection-group query)', () => {
  beforeEach(async () => {
    await seedChat(inProgress());
  });

  const paths_ = (snapshot: { docs: { ref: { path: string } }[] }) => snapshot.docs.map((d) => d.ref.path).sort();

  it('lets the student find the messages waiting for them', async () => {
    const snapshot = await assertSucceeds(getDocs(unreadQuery(asPerson(env, student), student.uid)));
    expect(paths_(snapshot)).toEqual([`${paths.projectMessages(PROJECT_ID)}/${FROM_SELLER}`]);
  });

  it('lets the seller find the messages waiting for them', async () => {
    const snapshot = await assertSucceeds(getDocs(unreadQuery(asPerson(env, assignedSeller), assignedSeller.uid)));
    expect(paths_(snapshot)).toEqual([`${paths.projectMessages(PROJECT_ID)}/${FROM_STUDENT}`]);
  });

  it('drops a message from the query once it is marked read', async () => {
    const db = asPerson(env, student);
    await message(db, FROM_SELLER).update(readMark(student.uid));
    expect((await getDocs(unreadQuery(db, student.uid))).size).toBe(0);
  });

  it('finds nothing for someone outside the chat (nothing ever names them)', async () => {
    const snapshot = await assertSucceeds(getDocs(unreadQuery(asPerson(env, otherStudent), otherStudent.uid)));
    expect(snapshot.size).toBe(0);
  });

  it("refuses the query for someone else's uid", async () => {
    await assertFails(getDocs(unreadQuery(asPerson(env, student), assignedSeller.uid)));
  });

  it("refuses an outsider the query for a participant's uid", async () => {
    await assertFails(getDocs(unreadQuery(asPerson(env, otherStudent), student.uid)));
  });

  it('refuses every message at once (an unconstrained collection-group query)', async () => {
    await assertFails(getDocs(collectionGroup(asPerson(env, student), 'messages')));
  });

  it("refuses the group query filtered on something else (the sender's uid)", async () => {
    const db = asPerson(env, student);
    await assertFails(getDocs(query(collectionGroup(db, 'messages'), where('senderId', '==', student.uid))));
  });

  it("refuses an admin the query for a participant (admins read a project's chat, not anyone's unread markers)", async () => {
    await assertFails(getDocs(unreadQuery(asPerson(env, people.admin), student.uid)));
  });

  it('refuses a visitor', async () => {
    await assertFails(getDocs(unreadQuery(dbFor(env, 'visitor'), student.uid)));
  });

  it('refuses a person whose email is not verified, even for their own uid', async () => {
    const unverified: Person = { uid: student.uid, token: { ...student.token, email_verified: false } };
    await assertFails(getDocs(unreadQuery(asPerson(env, unverified), student.uid)));
  });
});

// The collection-group rule cannot be narrowed to this app's projects (rules cannot filter a group query by
// path), so nothing a browser writes may put someone into unreadBy anywhere else.
describe('messages outside a project chat', () => {
  const elsewhere = [
    `artifacts/another-app/public/data/projects/${PROJECT_ID}/messages/m1`,
    `${paths.jobs}/job-1/messages/m1`,
    `${paths.user(student.uid)}/messages/m1`,
    `${paths.payouts}/${PROJECT_ID}/messages/m1`,
    'messages/m1',
  ];

  it.each(elsewhere)('refuses writing a message that names someone in unreadBy at %s', async (path) => {
    const sender = { uid: otherStudent.uid, email: String(otherStudent.token.email) };
    await assertFails(at(asPerson(env, otherStudent), path).set(newMessage(sender, student.uid)));
  });

  it.each(elsewhere)('refuses reading one by id at %s, even when it names the reader in unreadBy', async (path) => {
    await seed(env, path, storedMessage(otherStudent, student));
    await assertFails(at(asPerson(env, student), path).read());
  });

  it(`keeps another app's chat closed to its participants' direct reads (only ${APP_ID} has rules)`, async () => {
    const path = `artifacts/another-app/public/data/projects/${PROJECT_ID}/messages`;
    await seed(env, `${path}/m1`, storedMessage(assignedSeller, student));
    await assertFails(within(asPerson(env, student), path).list(orderBy('createdAt', 'desc')));
  });
});
