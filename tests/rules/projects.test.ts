// firestore.rules for projects/{id}: who may read, post and move a project through SPEC 4's states (SPEC 6).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteField, doc, where, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { MAX_AMOUNT } from '@marketplace/shared/projects/money';
import {
  DAY_MS,
  HOUR_MS,
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
    act: (db, caller) =>
      project(db).update({ status: 'In Progress', sellerId: uidOf(caller), sellerEmail: emailOf(caller) }),
  },
  'take a project already taken': {
    given: () => takenProject('In Progress', 'Unpaid'),
    act: (db, caller) =>
      project(db).update({ status: 'In Progress', sellerId: uidOf(caller), sellerEmail: emailOf(caller) }),
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
  // A dispute holds the money until an admin settles it (issue 20).
  'release a disputed project': {
    given: () => ({ ...takenProject('Completed', 'Funded'), disputeStatus: 'open', disputedBy: assignedSeller.uid }),
    act: (db) => project(db).update({ paymentStatus: 'Released' }),
  },
  // A seller keeps seeing the projects they took whatever became of them (issue 20's exits).
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
  post a project in the student's name   N       Y       N             N               N            N
  post a project in their own name       N       Y       Y             N               N            N
  take an Open project                   N       N       N             Y               Y            N
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

// ---- posting: the shape of a new project ----

describe('posting a project', () => {
  const email = String(student.token.email);
  const postAs = (person: Person, data: DocumentData, delivery?: DocumentData | null) =>
    post(asPerson(env, person), data, delivery);

  it('stores what the student sent, stamped with the server time', async () => {
    const id = await assertSucceeds(postAs(student, newProject(student.uid, email)));
    const data = await stored(id);
    expect(data).toMatchObject({ studentId: student.uid, status: 'Open', paymentStatus: 'Unpaid', sellerId: null });
    expect(data?.createdAt).toBeInstanceOf(Timestamp);
  });

  it('accepts optional fields left empty (SPEC 5: hardware, software and features are optional)', async () => {
    const data = { ...newProject(student.uid, email), hardware: '', software: '', features: '' };
    await assertSucceeds(postAs(student, data));
  });

  it('accepts the minimum budget of 1', async () => {
    await assertSucceeds(postAs(student, { ...newProject(student.uid, email), budget: 1 }));
  });

  it.each([MAX_AMOUNT, 19.99, 0.1 + 0.2 + 1])(
    'accepts a budget of %s (at most the maximum, in whole paise)',
    async (budget) => {
      await assertSucceeds(postAs(student, { ...newProject(student.uid, email), budget }));
    },
  );

  it("accepts a deadline of earlier today (the client stores the chosen day's local midnight)", async () => {
    const data = { ...newProject(student.uid, email), deadline: Timestamp.fromMillis(Date.now() - 23 * HOUR_MS) };
    await assertSucceeds(postAs(student, data));
  });

  it('refuses a deadline a full day in the past (yesterday in every time zone)', async () => {
    const data = { ...newProject(student.uid, email), deadline: Timestamp.fromMillis(Date.now() - 25 * HOUR_MS) };
    await assertFails(postAs(student, data));
  });

  it.each([
    ['as epoch millis', Date.now() + DAY_MS],
    ['as a date string', '2099-01-01'],
    ['missing (null)', null],
  ])('refuses a deadline %s', async (_how, deadline) => {
    await assertFails(postAs(student, { ...newProject(student.uid, email), deadline }));
  });

  it.each([
    ['0', 0],
    ['0.99', 0.99],
    ['negative', -5],
    ['text', '2500'],
    ['Infinity', Infinity],
    ['NaN', NaN],
    ['just over the maximum', MAX_AMOUNT + 0.01],
    ['1e9', 1e9],
    ['with a third decimal', 1.005],
  ])('refuses a budget of %s', async (_name, budget) => {
    await assertFails(postAs(student, { ...newProject(student.uid, email), budget }));
  });

  it.each(['title', 'description'])('refuses an empty %s', async (key) => {
    await assertFails(postAs(student, { ...newProject(student.uid, email), [key]: '' }));
  });

  it.each(['title', 'description'])('refuses a %s of only spaces', async (key) => {
    await assertFails(postAs(student, { ...newProject(student.uid, email), [key]: '   ' }));
  });

  it.each(['title', 'description', 'hardware', 'software', 'features'])(
    'refuses a %s that is not a string',
    async (key) => {
      await assertFails(postAs(student, { ...newProject(student.uid, email), [key]: ['Arduino'] }));
    },
  );

  it.each(Object.keys(newProject('x', 'x')))('refuses a project without %s', async (key) => {
    const data = newProject(student.uid, email);
    delete data[key];
    await assertFails(postAs(student, data));
  });

  it.each([
    ['deliveryAddress', 'Hostel 4'],
    ['id', 'project-9'],
    ['payoutPaise', 100],
  ])('refuses an extra key (%s)', async (key, value) => {
    await assertFails(postAs(student, { ...newProject(student.uid, email), [key]: value }));
  });

  it.each([
    ['status', 'In Progress'],
    ['status', 'Completed'],
    ['paymentStatus', 'Funded'],
    ['paymentStatus', 'Released'],
    ['sellerId', 'sally'],
    ['sellerEmail', 'sally@example.com'],
  ])('refuses posting with %s %j', async (key, value) => {
    await assertFails(postAs(student, { ...newProject(student.uid, email), [key]: value }));
  });

  it("refuses a studentEmail that is not the token's email", async () => {
    await assertFails(postAs(student, { ...newProject(student.uid, 'someone@example.com') }));
  });

  it('refuses a createdAt chosen by the browser', async () => {
    const data = { ...newProject(student.uid, email), createdAt: Timestamp.fromMillis(Date.now() - DAY_MS) };
    await assertFails(postAs(student, data));
  });

  it('refuses a project without its delivery document (the address is required)', async () => {
    await assertFails(postAs(student, newProject(student.uid, email), null));
  });

  it('refuses a student whose email is not verified', async () => {
    await seedProfile(env, people.unverifiedCarol, 'student');
    const carol = people.unverifiedCarol;
    await assertFails(postAs(carol, newProject(carol.uid, carol.token.email)));
  });

  it('refuses a verified person without a profile (no role)', async () => {
    const dave: Person = { uid: 'dave', token: { email: 'dave@example.com', email_verified: true } };
    await assertFails(postAs(dave, newProject(dave.uid, String(dave.token.email))));
  });

  it('refuses overwriting an existing project with a fresh one (setDoc on its id)', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    await assertFails(project(asPerson(env, student)).set(newProject(student.uid, email)));
  });
});

// ---- moving through SPEC 4: what else may not ride along ----

describe('taking a project', () => {
  beforeEach(async () => {
    await seedProject(env, openProject());
  });

  const take = (person: Person, patch: DocumentData = {}) =>
    project(asPerson(env, person)).update({
      status: 'In Progress',
      sellerId: person.uid,
      sellerEmail: person.token.email,
      ...patch,
    });

  it('stores the seller who took it', async () => {
    await assertSucceeds(take(assignedSeller));
    expect(await stored()).toMatchObject({ status: 'In Progress', sellerId: assignedSeller.uid });
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
  const openOrInProgress = where('status', 'in', ['Open', 'In Progress']);

  it('lets a student list their own projects (where studentId == uid)', async () => {
    const db = asPerson(env, student);
    const snapshot = await assertSucceeds(projects(db).list(where('studentId', '==', student.uid)));
    expect(ids(snapshot)).toEqual(['completed', 'in-progress', 'open', 'sams-completed']);
  });

  it('lets a seller list every project still in play (where status in [Open, In Progress])', async () => {
    const db = asPerson(env, otherSeller);
    const snapshot = await assertSucceeds(projects(db).list(openOrInProgress));
    expect(ids(snapshot)).toEqual(['bobs-open', 'in-progress', 'open']);
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
    await assertFails(projects(asPerson(env, people.unverifiedCarol)).list(openOrInProgress));
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
