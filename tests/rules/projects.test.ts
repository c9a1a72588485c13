// firestore.rules for projects/{id}: who may read and move a project through SPEC 4's states (SPEC 6); posting is the
// API's (decision 032: tests/api/posting.test.ts), and the rules refuse every browser's post. Blocks, hidden projects
// and suspensions (decision 031) are at the end.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { inPlayStatuses } from '@marketplace/shared/projects/escrow-states';
import { TAKEN_EVENT_ID, takenEvent } from '@marketplace/shared/projects/project-history';
import { blockId, hiddenPeopleDocument, notInList } from '@marketplace/shared/safety/block';
import { newProfileDocument } from '@marketplace/shared/session/profile';
import {
  DAY_MS,
  PROJECT_ID,
  assignedSeller,
  dbFor,
  emailOf,
  newProject,
  openProject,
  otherSeller,
  otherStudent,
  seedProject,
  student,
  takeWrites,
  takenProject,
  uidOf,
  useMarketplaceRules,
} from './support/marketplace.ts';
import { describeMatrix, type OperationFrom } from './support/permission-matrix.ts';
import { asPerson, people, seed, seedProfile, storedData, type Person } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const projects = (db: Firestore) => within(db, paths.projects);
const project = (db: Firestore, id = PROJECT_ID) => at(db, paths.project(id));

/** Posting as the web app does: the project and its delivery address in one batch. */
async function post(
  db: Firestore,
  data: DocumentData,
  delivery: DocumentData | null = { deliveryAddress: 'Hostel 4' },
) {
  const ref = doc(projects(db).ref);
  const batch = writeBatch(db);
  batch.set(ref, data);
  if (delivery) batch.set(doc(db, paths.projectDelivery(ref.id)), delivery);
  await batch.commit();
  return ref.id;
}

const stored = (id = PROJECT_ID) => storedData(env, paths.project(id));

// ---- the matrix: every caller against every operation, each from the state where it could be legal ----

/** A row's project and its address, written past the rules before the caller acts. */
const seedGiven = (project: DocumentData) => seedProject(env, project);

const operations = {
  'read an Open project': { given: openProject, act: (db) => project(db).read() },
  'read an In Progress project': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db) => project(db).read(),
  },
  'read a Completed project': { given: () => takenProject('Completed', 'Released'), act: (db) => project(db).read() },
  // Posting goes through the API (POST /api/projects), which counts it (decision 032): no browser writes one.
  "post a project in the student's name": {
    given: null,
    act: (db) => post(db, newProject(student.uid, String(student.token.email))),
  },
  'post a project in their own name': {
    given: null,
    act: (db, caller) => post(db, newProject(uidOf(caller), emailOf(caller))),
  },
  'take an Open project': {
    given: openProject,
    act: (db, caller) => takeWrites(db, { uid: uidOf(caller), email: emailOf(caller) }),
  },
  // Decision 067: a project asking for offers is assigned by the API's accepted offer, never taken at its price.
  'take a project asking for offers': {
    given: () => ({ ...openProject(), pricing: 'offers' }),
    act: (db, caller) => takeWrites(db, { uid: uidOf(caller), email: emailOf(caller) }),
  },
  'take a project already taken': {
    given: () => takenProject('In Progress', 'Unpaid'),
    act: (db, caller) => takeWrites(db, { uid: uidOf(caller), email: emailOf(caller) }),
  },
  // The delivery goes through the API with its files (decision 023): no browser completes a project.
  'complete an In Progress project': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db) => project(db).update({ status: 'Completed' }),
  },
  'fund an In Progress, Unpaid project': {
    given: () => takenProject('In Progress', 'Unpaid'),
    act: (db) => project(db).update({ paymentStatus: 'Funded' }),
  },
  'release a Completed, Funded project': {
    given: () => takenProject('Completed', 'Funded'),
    act: (db) => project(db).update({ paymentStatus: 'Released' }),
  },
  // A dispute holds the money until an admin settles it.
  'release a disputed project': {
    given: () => ({ ...takenProject('Completed', 'Funded'), disputeStatus: 'open', disputedBy: assignedSeller.uid }),
    act: (db) => project(db).update({ paymentStatus: 'Released' }),
  },
  // A seller keeps seeing the projects they took whatever became of them (the exits).
  'read a Cancelled, Refunded project': {
    given: () => ({ ...takenProject('Cancelled', 'Refunded'), refundStatus: 'requested' }),
    act: (db) => project(db).read(),
  },
  'read a Settled project': {
    given: () => ({ ...takenProject('Completed', 'Settled'), disputeStatus: 'settled' }),
    act: (db) => project(db).read(),
  },
  'edit the title': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db) => project(db).update({ title: 'A better robot' }),
  },
  'edit the budget': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db) => project(db).update({ budget: 1 }),
  },
  'edit the deadline': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db) => project(db).update({ deadline: Timestamp.fromMillis(Date.now() + 60 * DAY_MS) }),
  },
  // Anyone else claims the project; the student hands it to someone else.
  'edit the studentId': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db, caller) => project(db).update({ studentId: caller === 'student' ? otherStudent.uid : uidOf(caller) }),
  },
  'delete a project': { given: openProject, act: (db) => project(db).remove() },
} satisfies Record<string, OperationFrom>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                         visitor student other-student assigned-seller other-seller admin
  read an Open project                   N       Y       N             Y               Y            Y
  read an In Progress project            N       Y       N             Y               Y            Y
  read a Completed project               N       Y       N             Y               N            Y
  post a project in the student's name   N       N       N             N               N            N
  post a project in their own name       N       N       N             N               N            N
  take an Open project                   N       N       N             Y               Y            N
  take a project asking for offers       N       N       N             N               N            N
  take a project already taken           N       N       N             N               N            N
  complete an In Progress project        N       N       N             N               N            N
  fund an In Progress, Unpaid project    N       N       N             N               N            N
  release a Completed, Funded project    N       N       N             N               N            N
  release a disputed project             N       N       N             N               N            N
  read a Cancelled, Refunded project     N       Y       N             Y               N            Y
  read a Settled project                 N       Y       N             Y               N            Y
  edit the title                         N       N       N             N               N            N
  edit the budget                        N       N       N             N               N            N
  edit the deadline                      N       N       N             N               N            N
  edit the studentId                     N       N       N             N               N            N
  delete a project                       N       N       N             N               N            N
`;

describeMatrix('the projects matrix', env, { operations, grid, seedGiven });

// ---- moving through SPEC 4: what else may not ride along ----

describe('taking a project', () => {
  beforeEach(async () => {
    await seedProject(env, openProject());
  });

  const take = (person: Person, patch: DocumentData = {}, event: DocumentData | null = {}) =>
    takeWrites(asPerson(env, person), { uid: person.uid, email: String(person.token.email) }, { patch, event });

  it('stores the seller who took it, and the take’s event beside it (decision 062)', async () => {
    await assertSucceeds(take(assignedSeller));
    expect(await stored()).toMatchObject({ status: 'In Progress', sellerId: assignedSeller.uid });
    const event = await storedData(env, `${paths.projectHistory(PROJECT_ID)}/${TAKEN_EVENT_ID}`);
    expect(event).toMatchObject({ kind: 'taken', by: assignedSeller.uid, byRole: 'seller' });
  });

  // Decision 067: taking is for fixed-price projects; one posted before pricing existed has no field, and is one.
  it('takes a project posted before pricing existed, and refuses one that asks for offers', async () => {
    const { pricing: _pricing, ...older } = openProject();
    await seedProject(env, older);
    await assertSucceeds(take(assignedSeller));
    await seedProject(env, { ...openProject(), pricing: 'offers' });
    await assertFails(take(assignedSeller));
    await assertFails(take(assignedSeller, { pricing: 'fixed' }));
  });

  // No trigger tells a take from the project's change (decision 062): a take without its event is no take.
  it('refuses a take without its event', async () => {
    await assertFails(take(assignedSeller, {}, null));
  });

  it('refuses the event without the take, and the event of a take already done', async () => {
    const eventAlone = doc(asPerson(env, assignedSeller), paths.projectHistory(PROJECT_ID), TAKEN_EVENT_ID);
    await assertFails(setDoc(eventAlone, { ...takenEvent(assignedSeller.uid), at: serverTimestamp() }));
    await assertSucceeds(take(assignedSeller));
    await assertFails(setDoc(eventAlone, { ...takenEvent(assignedSeller.uid), at: serverTimestamp() }));
  });

  it.each([
    ['another kind', { kind: 'released' }],
    ['another taker', { by: otherSeller.uid }],
    ['another role', { byRole: 'admin' }],
    ["the browser's own time", { at: Timestamp.fromMillis(Date.now() - DAY_MS) }],
    ['a field more', { note: 'Mine now.' }],
  ])('refuses a take whose event names %s', async (_what, event) => {
    await assertFails(take(assignedSeller, {}, event));
  });

  it('refuses a take whose event is kept under another id', async () => {
    const db = asPerson(env, assignedSeller);
    const batch = writeBatch(db);
    batch.update(doc(db, paths.project(PROJECT_ID)), {
      status: 'In Progress',
      sellerId: assignedSeller.uid,
      sellerEmail: assignedSeller.token.email,
    });
    batch.set(doc(db, paths.projectHistory(PROJECT_ID), `taken-${assignedSeller.uid}`), {
      ...takenEvent(assignedSeller.uid),
      at: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });

  it('refuses taking it for another seller', async () => {
    await assertFails(take(assignedSeller, { sellerId: otherSeller.uid, sellerEmail: otherSeller.token.email }));
  });

  it("refuses a sellerEmail that is not the token's email", async () => {
    await assertFails(take(assignedSeller, { sellerEmail: 'other@example.com' }));
  });

  it('refuses jumping straight to Completed', async () => {
    await assertFails(take(assignedSeller, { status: 'Completed' }));
  });

  it('refuses taking without setting the seller', async () => {
    await assertFails(project(asPerson(env, assignedSeller)).update({ status: 'In Progress' }));
  });

  it.each([
    ['budget', 99_999],
    ['paymentStatus', 'Funded'],
    ['deadline', Timestamp.fromMillis(Date.now() + 90 * DAY_MS)],
    ['title', 'Mine now'],
    // Decision 063: the search's lower-cased title is the server's, written with the project, never the browser's.
    ['titleLower', 'mine now'],
  ])('refuses a take that also changes %s', async (key, value) => {
    await assertFails(take(assignedSeller, { [key]: value }));
  });

  it('refuses a seller whose email is not verified', async () => {
    await seedProfile(env, people.unverifiedCarol, 'seller');
    await assertFails(take(people.unverifiedCarol));
  });

  it('refuses a verified person without a profile (no role)', async () => {
    await assertFails(take({ uid: 'dave', token: { email: 'dave@example.com', email_verified: true } }));
  });
});

describe('completing and releasing', () => {
  it.each([
    ['status alone', { status: 'Completed' }],
    ['with the delivery count', { status: 'Completed', deliveries: 1 }],
    ['with a release date', { status: 'Completed', autoReleaseAt: Timestamp.fromMillis(Date.now() + DAY_MS) }],
  ])('refuses the assigned seller completing from the browser: %s (the API delivers)', async (_how, patch) => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    await assertFails(project(asPerson(env, assignedSeller)).update(patch));
  });

  it('refuses a completion that also releases the payment', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    const patch = { status: 'Completed', paymentStatus: 'Released' };
    await assertFails(project(asPerson(env, assignedSeller)).update(patch));
  });

  it('refuses the student releasing from the browser: a release moves money, so it goes through the API', async () => {
    for (const disputeStatus of [null, 'settled']) {
      await seedProject(env, { ...takenProject('Completed', 'Funded'), disputeStatus, deliveries: 1 });
      await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released' }));
      await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released', autoReleaseAt: null }));
    }
  });

  it('refuses a release while a dispute is open, and any escrow field written with a release', async () => {
    await seedProject(env, { ...takenProject('Completed', 'Funded'), disputeStatus: 'open' });
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released' }));
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released', disputeStatus: null }));
    await seedProject(env, takenProject('Completed', 'Funded'));
    for (const patch of [{ autoReleaseAt: null }, { disputeStatus: 'settled' }, { changeRounds: 0 }])
      await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released', ...patch }));
  });

  it.each([
    ['a dispute', { disputeStatus: 'open', disputedBy: student.uid, disputeReason: 'Broken.' }],
    ['a change request', { status: 'In Progress', changeRounds: 1 }],
    ['a cancellation', { status: 'Cancelled' }],
    ['a refund', { paymentStatus: 'Refunded' }],
    ['a settlement', { paymentStatus: 'Settled' }],
  ])('refuses the student writing %s from the browser (the API decides it)', async (_what, patch) => {
    await seedProject(env, takenProject('Completed', 'Funded'));
    await assertFails(project(asPerson(env, student)).update(patch));
    await assertFails(project(asPerson(env, assignedSeller)).update(patch));
  });

  it.each([
    ['back to Open', { status: 'Open', sellerId: null, sellerEmail: null }],
    ['by dropping the seller', { sellerId: null, sellerEmail: null }],
    ['to someone else', { sellerId: otherSeller.uid, sellerEmail: otherSeller.token.email }],
    ['by removing the seller field', { sellerId: deleteField() }],
  ])('refuses the assigned seller handing the project back %s', async (_how, patch) => {
    await seedProject(env, takenProject('In Progress', 'Unpaid'));
    await assertFails(project(asPerson(env, assignedSeller)).update(patch));
  });

  it.each([
    ['Completed and Unpaid', takenProject('Completed', 'Unpaid')],
    ['In Progress and Funded', takenProject('In Progress', 'Funded')],
    ['already Released', takenProject('Completed', 'Released')],
  ])('refuses releasing a project that is %s', async (_state, data) => {
    await seedProject(env, data);
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released' }));
  });

  it('refuses a release that also changes the budget', async () => {
    await seedProject(env, takenProject('Completed', 'Funded'));
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released', budget: 1 }));
  });

  it('refuses undoing a release (SPEC 4: release cannot be undone)', async () => {
    await seedProject(env, takenProject('Completed', 'Released'));
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Funded' }));
  });

  it('refuses the student marking the project complete', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    await assertFails(project(asPerson(env, student)).update({ status: 'Completed' }));
  });

  it('refuses the student funding a Completed project from the browser too', async () => {
    await seedProject(env, takenProject('Completed', 'Unpaid'));
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Funded' }));
  });

  it('refuses a student whose email is no longer verified releasing', async () => {
    const unverified: Person = { uid: student.uid, token: { ...student.token, email_verified: false } };
    await seedProject(env, takenProject('Completed', 'Funded'));
    await assertFails(project(asPerson(env, unverified)).update({ paymentStatus: 'Released' }));
  });
});

// ---- the dashboards' queries (web firestore-projects.ts watchProjects) ----

describe('listing projects', () => {
  beforeEach(async () => {
    await seedProject(env, openProject(), 'open');
    await seedProject(env, takenProject('In Progress', 'Funded'), 'in-progress');
    await seedProject(env, takenProject('Completed', 'Released'), 'completed');
    await seedProject(env, { ...openProject(), studentId: otherStudent.uid }, 'bobs-open');
    const othersDone = { ...takenProject('Completed', 'Funded'), sellerId: otherSeller.uid };
    await seedProject(env, othersDone, 'sams-completed');
  });

  const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((document) => document.id).sort();
  const openOrInProgress = where('status', 'in', [...inPlayStatuses]);
  /** What a seller's browsing states for the rules (decision 031): listed, and nobody they hide. */
  const browsable = [where('hidden', '==', false), where('studentId', 'not-in', notInList([]))];

  it('lets a student list their own projects (where studentId == uid)', async () => {
    const db = asPerson(env, student);
    const snapshot = await assertSucceeds(projects(db).list(where('studentId', '==', student.uid)));
    expect(ids(snapshot)).toEqual(['completed', 'in-progress', 'open', 'sams-completed']);
  });

  it('lets a seller list every project still in play that is listed and of nobody they hide', async () => {
    const db = asPerson(env, otherSeller);
    for (const status of inPlayStatuses) {
      await assertSucceeds(projects(db).list(where('status', '==', status), ...browsable));
    }
    const open = await projects(db).list(where('status', '==', 'Open'), ...browsable);
    expect(ids(open)).toEqual(['bobs-open', 'open']);
  });

  it('refuses a seller browsing without saying it leaves out hidden projects and the people they hide', async () => {
    const db = asPerson(env, otherSeller);
    await assertFails(projects(db).list(openOrInProgress));
    await assertFails(projects(db).list(where('status', '==', 'Open'), where('hidden', '==', false)));
    await assertFails(projects(db).list(where('status', '==', 'Open'), where('studentId', 'not-in', notInList([]))));
  });

  it('lets a seller list the projects they took, completed ones too (where sellerId == uid)', async () => {
    const db = asPerson(env, assignedSeller);
    const snapshot = await assertSucceeds(projects(db).list(where('sellerId', '==', assignedSeller.uid)));
    expect(ids(snapshot)).toEqual(['completed', 'in-progress']);
  });

  it('lets an admin list every project', async () => {
    const snapshot = await assertSucceeds(projects(asPerson(env, people.admin)).list());
    expect(snapshot.size).toBe(5);
  });

  it('refuses a seller listing every project (completed ones of other sellers included)', async () => {
    await assertFails(projects(asPerson(env, assignedSeller)).list());
  });

  it('refuses a seller listing Completed projects', async () => {
    await assertFails(projects(asPerson(env, assignedSeller)).list(where('status', '==', 'Completed')));
  });

  it('refuses a seller listing all three states at once', async () => {
    const db = asPerson(env, assignedSeller);
    await assertFails(projects(db).list(where('status', 'in', ['Open', 'In Progress', 'Completed'])));
  });

  it("refuses a seller listing another seller's projects", async () => {
    const db = asPerson(env, otherSeller);
    await assertFails(projects(db).list(where('sellerId', '==', assignedSeller.uid)));
  });

  it('refuses a student listing every project', async () => {
    await assertFails(projects(asPerson(env, student)).list());
  });

  it("refuses a student listing the sellers' view (SPEC 6: a student sees only their own)", async () => {
    await assertFails(projects(asPerson(env, student)).list(openOrInProgress));
  });

  it("refuses a student listing another student's projects", async () => {
    const db = asPerson(env, student);
    await assertFails(projects(db).list(where('studentId', '==', otherStudent.uid)));
  });

  it('refuses a seller whose email is not verified', async () => {
    await seedProfile(env, people.unverifiedCarol, 'seller');
    await assertFails(
      projects(asPerson(env, people.unverifiedCarol)).list(where('status', '==', 'Open'), ...browsable),
    );
  });

  it.each([
    ['where studentId == uid', where('studentId', '==', student.uid)],
    ['where status in [Open, In Progress]', openOrInProgress],
    ['where sellerId == uid', where('sellerId', '==', assignedSeller.uid)],
  ])('refuses a visitor listing %s', async (_shape, constraint) => {
    await assertFails(projects(dbFor(env, 'visitor')).list(constraint));
  });
});

describe('reading one project', () => {
  it('refuses a seller reading a Completed project they did not take, by id', async () => {
    await seedProject(env, { ...takenProject('Completed', 'Funded'), sellerId: otherSeller.uid });
    await assertFails(project(asPerson(env, assignedSeller)).read());
  });

  it('refuses a student reading a project that does not exist (nothing to learn from a probe)', async () => {
    await assertFails(project(asPerson(env, student), 'no-such-project').read());
  });

  it('lets a seller read an Open project written by the earlier app without sellerId', async () => {
    const legacy = openProject();
    delete legacy.sellerId;
    delete legacy.sellerEmail;
    await seed(env, paths.project(PROJECT_ID), legacy);
    await assertSucceeds(project(asPerson(env, assignedSeller)).read());
  });
});

// ---- trust and safety (decision 031): blocks, hidden projects, suspensions ----

/** `blocker` blocks `blocked` as PUT /api/blocks/{uid} records it: the block, and both people's hidden lists. */
async function block(blocker: Person, blocked: Person) {
  await seed(env, paths.block(blockId(blocker.uid, blocked.uid)), { blockerId: blocker.uid, blockedId: blocked.uid });
  await seed(env, paths.hiddenPeople(blocker.uid), hiddenPeopleDocument([blocked.uid]));
  await seed(env, paths.hiddenPeople(blocked.uid), hiddenPeopleDocument([blocker.uid]));
}

const suspend = (person: Person, role: 'student' | 'seller') =>
  seed(env, paths.user(person.uid), {
    ...newProfileDocument({ uid: person.uid, email: String(person.token.email) }, role),
    suspension: { reason: 'Spam.', at: Timestamp.now() },
  });

const take = (person: Person) =>
  takeWrites(asPerson(env, person), { uid: person.uid, email: String(person.token.email) });

describe.each([
  ['the student blocked the seller', () => block(student, otherSeller)],
  ['the seller blocked the student', () => block(otherSeller, student)],
])('when %s', (_who, blocking) => {
  beforeEach(async () => {
    await seedProject(env, openProject());
    await blocking();
  });

  it("refuses the seller taking the student's project, by any write", async () => {
    await assertFails(take(otherSeller));
    await assertSucceeds(take(assignedSeller));
  });

  it("refuses the seller reading the student's project by id", async () => {
    await assertFails(project(asPerson(env, otherSeller)).read());
    await assertSucceeds(project(asPerson(env, assignedSeller)).read());
  });

  it("refuses any query of the seller's that could return the student's projects", async () => {
    const db = asPerson(env, otherSeller);
    const open = where('status', '==', 'Open');
    const listed = where('hidden', '==', false);
    await assertFails(projects(db).list(open, listed, where('studentId', 'not-in', notInList([]))));
    await assertFails(projects(db).list(open, listed, where('studentId', '==', student.uid)));
    const snapshot = await assertSucceeds(
      projects(db).list(open, listed, where('studentId', 'not-in', notInList([student.uid]))),
    );
    expect(snapshot.size).toBe(0);
  });

  it('still shows the seller their own work with the student, taken before the block', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'), 'taken-before');
    await seed(env, paths.project('taken-before'), {
      ...takenProject('In Progress', 'Funded'),
      sellerId: otherSeller.uid,
    });
    await assertSucceeds(project(asPerson(env, otherSeller), 'taken-before').read());
    await assertSucceeds(projects(asPerson(env, otherSeller)).list(where('sellerId', '==', otherSeller.uid)));
  });
});

describe('a project a moderator hid', () => {
  beforeEach(async () => {
    await seedProject(env, { ...openProject(), hidden: true, hiddenByModerator: true });
  });

  it('is out of every seller’s browsing and cannot be read or taken by one', async () => {
    const db = asPerson(env, otherSeller);
    const snapshot = await assertSucceeds(
      projects(db).list(
        where('status', '==', 'Open'),
        where('hidden', '==', false),
        where('studentId', 'not-in', notInList([])),
      ),
    );
    expect(snapshot.size).toBe(0);
    await assertFails(projects(db).list(where('status', '==', 'Open'), where('hidden', '==', true)));
    await assertFails(project(db).read());
    await assertFails(take(otherSeller));
  });

  it('is still read by its student and admins', async () => {
    await assertSucceeds(project(asPerson(env, student)).read());
    await assertSucceeds(project(asPerson(env, people.admin)).read());
  });
});

describe('a suspended person', () => {
  it('cannot take a project', async () => {
    await seedProject(env, openProject());
    await suspend(otherSeller, 'seller');
    await assertFails(take(otherSeller));
  });

  it('cannot release a payment (the server releases it in time: money still settles)', async () => {
    await seedProject(env, { ...takenProject('Completed', 'Funded'), deliveries: 1 });
    await suspend(student, 'student');
    await assertFails(project(asPerson(env, student)).update({ paymentStatus: 'Released' }));
  });

  it('still reads their own projects', async () => {
    await seedProject(env, openProject());
    await suspend(student, 'student');
    await assertSucceeds(projects(asPerson(env, student)).list(where('studentId', '==', student.uid)));
  });
});
