// firestore.rules for a project's lifecycle (issue 20): its history (projects/{id}/history) is read by the
// student, the assigned seller and admins, in every state the project ends in, and written by nobody but the
// server; where delivered files are kept (projects/{id}/files) is the server's alone (links come from the API).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import {
  PROJECT_ID,
  openProject,
  seedProject,
  takenProject,
  uidOf,
  useMarketplaceRules,
} from './support/marketplace.ts';
import { describeMatrix, type OperationFrom } from './support/permission-matrix.ts';
import { seed } from './support/rules-test-env.ts';

let env: RulesTestEnvironment;
useMarketplaceRules((started) => (env = started));

const EVENT_ID = 'delivered-1';
const FILE_ID = 'file-1';

const history = (db: Firestore) => collection(db, paths.projectHistory(PROJECT_ID));
const event = (db: Firestore) => doc(db, `${paths.projectHistory(PROJECT_ID)}/${EVENT_ID}`);
const fileRecord = (db: Firestore) => doc(db, paths.projectFile(PROJECT_ID, FILE_ID));

const storedEvent = (by: string) => ({
  kind: 'delivered',
  by,
  byRole: 'seller',
  at: Timestamp.now(),
  note: 'Firmware attached.',
  link: null,
  files: [{ id: FILE_ID, name: 'firmware.zip', mime: 'application/zip', size: 120 }],
  round: 1,
  outcome: null,
  refundPaise: null,
  payoutPaise: null,
});

/** The project in a state, with one history event and one delivered file record, written by the server. */
async function seedLifecycle(project: Record<string, unknown>) {
  await seedProject(env, project);
  await seed(env, `${paths.projectHistory(PROJECT_ID)}/${EVENT_ID}`, storedEvent(String(project.sellerId)));
  await seed(env, paths.projectFile(PROJECT_ID, FILE_ID), { ref: 'deliveries/x.zip', name: 'firmware.zip', round: 1 });
}

const delivered = () => ({ ...takenProject('Completed', 'Funded'), deliveries: 1 });

const operations = {
  'read an event': { given: delivered, act: (db) => getDoc(event(db)) },
  'list the history': { given: delivered, act: (db) => getDocs(history(db)) },
  'list the history of a Cancelled, Refunded project': {
    given: () => ({ ...takenProject('Cancelled', 'Refunded'), refundStatus: 'requested' }),
    act: (db) => getDocs(history(db)),
  },
  'list the history of a disputed project': {
    given: () => ({ ...delivered(), disputeStatus: 'open' }),
    act: (db) => getDocs(history(db)),
  },
  'list the history of an Open project': {
    given: () => ({ ...openProject(), sellerId: null }),
    act: (db) => getDocs(history(db)),
  },
  'add an event': {
    given: delivered,
    act: (db, caller) => addDoc(history(db), { ...storedEvent(uidOf(caller)), kind: 'released' }),
  },
  'edit an event': {
    given: delivered,
    act: (db, caller) => setDoc(event(db), { ...storedEvent(uidOf(caller)), note: 'Edited.' }),
  },
  'delete an event': { given: delivered, act: (db) => deleteDoc(event(db)) },
  'read a delivered file record': { given: delivered, act: (db) => getDoc(fileRecord(db)) },
  'list the delivered file records': {
    given: delivered,
    act: (db) => getDocs(collection(db, paths.projectFile(PROJECT_ID, FILE_ID).replace(/\/[^/]+$/, ''))),
  },
  'write a delivered file record': {
    given: delivered,
    act: (db) => setDoc(fileRecord(db), { ref: 'deliveries/mine.zip', name: 'firmware.zip', round: 1 }),
  },
} satisfies Record<string, OperationFrom>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                                      visitor student other-student assigned-seller other-seller admin
  read an event                                       N       Y       N             Y               N            Y
  list the history                                    N       Y       N             Y               N            Y
  list the history of a Cancelled, Refunded project   N       Y       N             Y               N            Y
  list the history of a disputed project              N       Y       N             Y               N            Y
  list the history of an Open project                 N       Y       N             N               N            Y
  add an event                                        N       N       N             N               N            N
  edit an event                                       N       N       N             N               N            N
  delete an event                                     N       N       N             N               N            N
  read a delivered file record                        N       N       N             N               N            N
  list the delivered file records                     N       N       N             N               N            N
  write a delivered file record                       N       N       N             N               N            N
`;

describeMatrix('the project history matrix', () => env, { operations, grid, seedGiven: seedLifecycle });
