// firestore.rules for trust and safety's own documents (decisions 031, 032, 033): reports, moderation cases, blocks,
// a person's hidden people, who met which limit and the requests counted, and a seller's verification. All written
// by the server; each read by those it concerns. How blocks and suspensions hold on projects, products and
// profiles is in their suites (projects, store-products, users).
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { blockId, hiddenPeopleDocument } from '@marketplace/shared/safety/block';
import {
  assignedSeller,
  otherSeller,
  student,
  uidOf,
  useMarketplaceRules,
  type Caller,
} from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { seed } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

const REPORT = 'person-sally~alice';
const CASE = 'person-sally';
const BLOCK = blockId(student.uid, assignedSeller.uid);

const operations = {
  'read a report': (db: Firestore) => getDoc(doc(db, paths.report(REPORT))),
  'write a report of their own': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, paths.report(`person-sam~${uidOf(caller)}`)), { reporterId: uidOf(caller), status: 'open' }),
  'read a moderation case': (db: Firestore) => getDoc(doc(db, paths.moderationCase(CASE))),
  'list the open moderation cases': (db: Firestore) =>
    getDocs(query(collection(db, paths.moderationCases), where('status', '==', 'open'))),
  'decide a moderation case': (db: Firestore) =>
    setDoc(doc(db, paths.moderationCase(CASE)), { status: 'decided' }, { merge: true }),
  "read the student's block": (db: Firestore) => getDoc(doc(db, paths.block(BLOCK))),
  'list the blocks they made': (db: Firestore, caller: Caller) =>
    getDocs(query(collection(db, paths.blocks), where('blockerId', '==', uidOf(caller)))),
  'list who blocked them': (db: Firestore, caller: Caller) =>
    getDocs(query(collection(db, paths.blocks), where('blockedId', '==', uidOf(caller)))),
  'block someone from the browser': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, paths.block(blockId(uidOf(caller), otherSeller.uid))), {
      blockerId: uidOf(caller),
      blockedId: otherSeller.uid,
    }),
  "read the student's hidden people": (db: Firestore) => getDoc(doc(db, paths.hiddenPeople(student.uid))),
  'empty their own hidden people': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, paths.hiddenPeople(uidOf(caller))), hiddenPeopleDocument([])),
  'list who met a limit': (db: Firestore) => getDocs(collection(db, paths.limitHits)),
  'take back a counted request': (db: Firestore) => getDoc(doc(db, `${paths.limitSlots('k')}/0`)),
  "read the seller's verification": (db: Firestore) => getDoc(doc(db, paths.sellerVerification(assignedSeller.uid))),
  'mark themselves verified': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, paths.sellerVerification(uidOf(caller))), { status: 'verified' }),
} satisfies Record<string, Attempt>;

// The student reported and blocked the assigned seller; nobody reads a report from a browser (the reporter hears of
// it by notifications); the blocked seller cannot learn who blocked them.
const grid = `
                                          visitor student other-student assigned-seller other-seller admin
  read a report                           N       N       N             N               N            N
  write a report of their own             N       N       N             N               N            N
  read a moderation case                  N       N       N             N               N            Y
  list the open moderation cases          N       N       N             N               N            Y
  decide a moderation case                N       N       N             N               N            N
  read the student's block                N       Y       N             N               N            N
  list the blocks they made               N       Y       Y             Y               Y            Y
  list who blocked them                   N       N       N             N               N            N
  block someone from the browser          N       N       N             N               N            N
  read the student's hidden people        N       Y       N             N               N            N
  empty their own hidden people           N       N       N             N               N            N
  list who met a limit                    N       N       N             N               N            Y
  take back a counted request             N       N       N             N               N            N
  read the seller's verification          N       N       N             Y               N            Y
  mark themselves verified                N       N       N             N               N            N
`;

describeMatrix('the trust and safety matrix', env, {
  operations,
  grid,
  seed: async () => {
    await seed(env, paths.report(REPORT), { reporterId: student.uid, thingKey: CASE, status: 'open' });
    await seed(env, paths.moderationCase(CASE), { status: 'open', authorId: assignedSeller.uid, openReports: 1 });
    await seed(env, paths.block(BLOCK), { blockerId: student.uid, blockedId: assignedSeller.uid });
    await seed(env, paths.hiddenPeople(student.uid), hiddenPeopleDocument([assignedSeller.uid]));
    await seed(env, paths.hiddenPeople(assignedSeller.uid), hiddenPeopleDocument([student.uid]));
    await seed(env, `${paths.limitHits}/hit-1`, { limit: 'messages', uid: student.uid });
    await seed(env, `${paths.limitSlots('k')}/0`, { at: 1 });
    await seed(env, paths.sellerVerification(assignedSeller.uid), { status: 'checking', pan: 'ABCPE1234F' });
  },
});
