// firestore.rules for a project's lifecycle: its history (projects/{id}/history) is read by the
// student, the assigned seller and admins, in every state the project ends in, and written by nobody but the
// server; where delivered files are kept (projects/{id}/files) is the server's alone (links come from the API).
import { Timestamp, type Firestore } from 'firebase/firestore';
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
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const EVENT_ID = 'delivered-1';
const FILE_ID = 'file-1';

const history = (db: Firestore) => within(db, paths.projectHistory(PROJECT_ID));
const event = (db: Firestore) => at(db, `${paths.projectHistory(PROJECT_ID)}/${EVENT_ID}`);
const fileRecord = (db: Firestore) => at(db, paths.projectFile(PROJECT_ID, FILE_ID));

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
  'read an event': { given: delivered, act: (db) => event(db).read() },
  'list the history': { given: delivered, act: (db) => history(db).list() },
  'list the history of a Cancelled, Refunded project': {
    given: () => ({ ...takenProject('Cancelled', 'Refunded'), refundStatus: 'requested' }),
    act: (db) => history(db).list(),
  },
  'list the history of a disputed project': {
    given: () => ({ ...delivered(), disputeStatus: 'open' }),
    act: (db) => history(db).list(),
  },
  'list the history of an Open project': {
    given: () => ({ ...openProject(), sellerId: null }),
    act: (db) => history(db).list(),
  },
  'add an event': {
    given: delivered,
    act: (db, caller) => history(db).add({ ...storedEvent(uidOf(caller)), kind: 'released' }),
  },
  'edit an event': {
    given: delivered,
    act: (db, caller) => event(db).set({ ...storedEvent(uidOf(caller)), note: 'Edited.' }),
  },
  'delete an event': { given: delivered, act: (db) => event(db).remove() },
  'read a delivered file record': { given: delivered, act: (db) => fileRecord(db).read() },
  'list the delivered file records': {
    given: delivered,
    act: (db) => within(db, paths.projectFile(PROJECT_ID, FILE_ID).replace(/\/[^/]+$/, '')).list(),
  },
  'write a delivered file record': {
    given: delivered,
    act: (db) => fileRecord(db).set({ ref: 'deliveries/mine.zip', name: 'firmware.zip', round: 1 }),
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

describeMatrix('the project history matrix', env, { operations, grid, seedGiven: seedLifecycle });
