// firestore.rules for the privacy centre's documents (decision 040): a person's data download, consents and
// their events are theirs alone to read; a request to the grievance officer is read by its requester and admins;
// a deletion under way is nobody's, and the record of a deleted account is the admins'. All written by the server.
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { student, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { seed } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

const operations = {
  "read the student's download": (db: Firestore) => getDoc(doc(db, privacyPaths.privacyExport(student.uid))),
  'mark their own download ready': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, privacyPaths.privacyExport(uidOf(caller))), { status: 'ready', attempt: 1 }),
  "read the student's consents": (db: Firestore) => getDoc(doc(db, privacyPaths.consents(student.uid))),
  'write their own consents': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, privacyPaths.consents(uidOf(caller))), { notice: null, purposes: {} }),
  "list the student's consent events": (db: Firestore) =>
    getDocs(collection(db, privacyPaths.consentEvents(student.uid))),
  "read the student's request": (db: Firestore) => getDoc(doc(db, privacyPaths.privacyRequest('q1'))),
  'list their own requests': (db: Firestore, caller: Caller) =>
    getDocs(query(collection(db, privacyPaths.privacyRequests), where('requesterId', '==', uidOf(caller)))),
  'answer a request from the browser': (db: Firestore) =>
    setDoc(doc(db, privacyPaths.privacyRequest('q1')), { status: 'answered' }, { merge: true }),
  "read the student's deletion under way": (db: Firestore) =>
    getDoc(doc(db, privacyPaths.accountDeletion(student.uid))),
  'read a deleted account': (db: Firestore) => getDoc(doc(db, privacyPaths.deletedAccount('former-x'))),
} satisfies Record<string, Attempt>;

const grid = `
                                          visitor student other-student assigned-seller other-seller admin
  read the student's download             N       Y       N             N               N            N
  mark their own download ready           N       N       N             N               N            N
  read the student's consents             N       Y       N             N               N            N
  write their own consents                N       N       N             N               N            N
  list the student's consent events       N       Y       N             N               N            N
  read the student's request              N       Y       N             N               N            Y
  list their own requests                 N       Y       Y             Y               Y            Y
  answer a request from the browser       N       N       N             N               N            N
  read the student's deletion under way   N       N       N             N               N            N
  read a deleted account                  N       N       N             N               N            Y
`;

describeMatrix('the privacy centre matrix', env, {
  operations,
  grid,
  seed: async () => {
    await seed(env, privacyPaths.privacyExport(student.uid), { status: 'ready', attempt: 1, fileRef: 'exports/x.zip' });
    await seed(env, privacyPaths.consents(student.uid), { notice: { version: '2026-12', at: 1 }, purposes: {} });
    await seed(env, `${privacyPaths.consentEvents(student.uid)}/e1`, { what: 'notice', at: 1 });
    await seed(env, privacyPaths.privacyRequest('q1'), { requesterId: student.uid, status: 'open' });
    await seed(env, privacyPaths.accountDeletion(student.uid), { pseudonym: 'former-x' });
    await seed(env, privacyPaths.deletedAccount('former-x'), { by: 'self' });
  },
});
