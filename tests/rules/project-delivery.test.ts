// firestore.rules for projects/{id}/private/delivery: the student's address, shown to the assigned seller only
// (ARCHITECTURE 'Deliberate improvements'), written once with the project.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import {
  DELIVERY_ADDRESS,
  PROJECT_ID,
  dbFor,
  newProject,
  openProject,
  otherSeller,
  otherStudent,
  seedProject,
  student,
  takenProject,
  useMarketplaceRules,
} from './support/marketplace.ts';
import { describeMatrix, type OperationFrom } from './support/permission-matrix.ts';
import { asPerson, seed, type Person } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const delivery = (db: Firestore, id = PROJECT_ID) => at(db, paths.projectDelivery(id));
const project = (db: Firestore, id = PROJECT_ID) => at(db, paths.project(id));

/** A row's project and its address, written past the rules before the caller acts. */
const seedGiven = (project: DocumentData) => seedProject(env, project);

const operations = {
  'read the address of an In Progress project': {
    given: () => takenProject('In Progress', 'Funded'),
    act: (db: Firestore) => delivery(db).read(),
  },
  'read the address of a Completed project': {
    given: () => takenProject('Completed', 'Released'),
    act: (db: Firestore) => delivery(db).read(),
  },
  // Every seller can read an Open project; none of them may read where it goes.
  'read the address of an Open project': {
    given: openProject,
    act: (db: Firestore) => delivery(db).read(),
  },
  'change the address': {
    given: openProject,
    act: (db: Firestore) => delivery(db).update({ deliveryAddress: '99 Other Road, Indore' }),
  },
  'replace the address document': {
    given: openProject,
    act: (db: Firestore) => delivery(db).set({ deliveryAddress: '99 Other Road, Indore' }),
  },
  'delete the address': {
    given: openProject,
    act: (db: Firestore) => delivery(db).remove(),
  },
} satisfies Record<string, OperationFrom>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                               visitor student other-student assigned-seller other-seller admin
  read the address of an In Progress project   N       Y       N             Y               N            Y
  read the address of a Completed project      N       Y       N             Y               N            Y
  read the address of an Open project          N       Y       N             N               N            Y
  change the address                           N       N       N             N               N            N
  replace the address document                 N       N       N             N               N            N
  delete the address                           N       N       N             N               N            N
`;

describeMatrix('the delivery address matrix', env, { operations, grid, seedGiven });

describe('reading the address', () => {
  it('refuses the other seller the address of a project they can read', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    const db = asPerson(env, otherSeller);
    await assertSucceeds(project(db).read());
    await assertFails(delivery(db).read());
  });

  it('shows the assigned seller the address the student gave', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    const snapshot = await assertSucceeds(delivery(dbFor(env, 'assigned seller')).read());
    expect(snapshot.data()).toEqual({ deliveryAddress: DELIVERY_ADDRESS });
  });

  it('refuses listing the private documents, even to the student', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
    await assertFails(within(asPerson(env, student), `${paths.project(PROJECT_ID)}/private`).list());
  });
});

describe('writing the address with the project', () => {
  const email = String(student.token.email);

  async function postWith(person: Person, address: DocumentData, projectData = newProject(person.uid, email)) {
    const db = asPerson(env, person);
    const ref = doc(collection(db, paths.projects));
    const batch = writeBatch(db);
    batch.set(ref, projectData);
    batch.set(delivery(db, ref.id).ref, address);
    await batch.commit();
  }

  // POST /api/projects writes the project and its address (decision 032): a browser writes neither.
  it('refuses the address even in a posting batch as the API would write it', async () => {
    await assertFails(postWith(student, { deliveryAddress: 'Hostel 4, Room 12, Bhopal' }));
  });

  it.each([
    ['empty', { deliveryAddress: '' }],
    ['only spaces', { deliveryAddress: '   ' }],
    ['not a string', { deliveryAddress: ['Hostel 4'] }],
    ['missing', {}],
    ['with an extra key', { deliveryAddress: 'Hostel 4', phone: '+919876543210' }],
  ])('refuses an address that is %s', async (_why, address) => {
    await assertFails(postWith(student, address));
  });

  it('refuses an address alone, for a project nobody posted', async () => {
    await assertFails(delivery(asPerson(env, student), 'never-posted').set({ deliveryAddress: 'Hostel 4' }));
  });

  it('refuses the student adding an address to a project already posted', async () => {
    await seed(env, paths.project(PROJECT_ID), openProject());
    await assertFails(delivery(asPerson(env, student)).set({ deliveryAddress: 'Hostel 4' }));
  });

  it("refuses another student writing the address of someone else's posted project", async () => {
    await seed(env, paths.project(PROJECT_ID), openProject());
    await assertFails(delivery(asPerson(env, otherStudent)).set({ deliveryAddress: 'Hostel 4' }));
  });

  it("refuses an address in a batch that posts another student's project", async () => {
    const bobsEmail = String(otherStudent.token.email);
    await assertFails(postWith(student, { deliveryAddress: 'Hostel 4' }, newProject(otherStudent.uid, bobsEmail)));
  });
});
