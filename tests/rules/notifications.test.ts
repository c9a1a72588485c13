// firestore.rules for notifications: the server writes them; a person reads only their own and may mark
// one read (readAt set to the time of the request, nothing else), never create, change or delete one.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { firestoreNotifications } from '../../web/src/features/notifications/firestore-notifications.ts';
import type { Watch } from '../../web/src/lib/watch.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { paths } from '@marketplace/shared/paths';
import { otherStudent, student, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { describeMatrix, expectOutcome, type Attempt } from './support/permission-matrix.ts';
import { asPerson, seed, storedData } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

const ID = 'history-project-1-e1';
const unread = {
  kind: 'project-delivered',
  title: 'Work delivered',
  text: 'The seller delivered “Line-following robot”.',
  link: '/dashboard?project=project-1',
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 25)),
  readAt: null,
};
const studentsNotification = (db: Firestore) => doc(db, paths.notification(student.uid, ID));
const ownNotification = (db: Firestore, caller: Caller) => doc(db, paths.notification(uidOf(caller), ID));

const operations = {
  "read the student's notification": (db: Firestore) => getDoc(studentsNotification(db)),
  "list the student's notifications": (db: Firestore) => getDocs(collection(db, paths.notifications(student.uid))),
  "mark the student's notification read": (db: Firestore) =>
    updateDoc(studentsNotification(db), { readAt: serverTimestamp() }),
  'create a notification of their own': (db: Firestore, caller: Caller) =>
    setDoc(ownNotification(db, caller), { ...unread, createdAt: serverTimestamp() }),
  "delete the student's notification": (db: Firestore) => deleteDoc(studentsNotification(db)),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                        visitor student other-student assigned-seller other-seller admin
  read the student's notification       N       Y       N             N               N            N
  list the student's notifications      N       Y       N             N               N            N
  mark the student's notification read  N       Y       N             N               N            N
  create a notification of their own    N       N       N             N               N            N
  delete the student's notification     N       N       N             N               N            N
`;

describeMatrix('the notifications matrix', env, {
  operations,
  grid,
  seed: () => seed(env, paths.notification(student.uid, ID), unread),
});

describe("a person's own notification", () => {
  const mine = () => studentsNotification(asPerson(env, student));

  it('is marked read with the time of the request and nothing else', async () => {
    await seed(env, paths.notification(student.uid, ID), unread);
    await expectOutcome(updateDoc(mine(), { readAt: serverTimestamp() }), 'allowed');
    const stored = await storedData(env, paths.notification(student.uid, ID));
    expect(stored).toMatchObject({ text: unread.text, readAt: expect.any(Timestamp) });
  });

  it('cannot be marked read with a time of the browser’s choosing, nor have its words or link changed', async () => {
    await seed(env, paths.notification(student.uid, ID), unread);
    await expectOutcome(updateDoc(mine(), { readAt: Timestamp.fromMillis(0) }), 'denied');
    await expectOutcome(updateDoc(mine(), { readAt: serverTimestamp(), link: 'https://evil.test' }), 'denied');
    await expectOutcome(updateDoc(mine(), { text: 'Changed' }), 'denied');
    expect(await storedData(env, paths.notification(student.uid, ID))).toEqual(unread);
  });

  it('cannot be marked unread again, nor read a second time', async () => {
    const read = { ...unread, readAt: Timestamp.fromMillis(Date.UTC(2026, 10, 25, 1)) };
    await seed(env, paths.notification(student.uid, ID), read);
    await expectOutcome(updateDoc(mine(), { readAt: null }), 'denied');
    await expectOutcome(updateDoc(mine(), { readAt: serverTimestamp() }), 'denied');
    expect(await storedData(env, paths.notification(student.uid, ID))).toEqual(read);
  });
});

/** The watch's first answer (then stopped); a refusal rejects. */
const firstAnswer = <T>(watch: Watch<T>) =>
  new Promise<T>((resolve, reject) => {
    const stop = watch((value) => {
      resolve(value);
      setTimeout(() => stop());
    }, reject);
  });

describe("the web app's notifications adapter under the rules", () => {
  it('lists the person their own, newest first, and marks them read', async () => {
    await seed(env, paths.notification(student.uid, 'old'), unread);
    await seed(env, paths.notification(student.uid, 'new'), {
      ...unread,
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 26)),
    });
    const port = firestoreNotifications(asPerson(env, student));
    const listed = await firstAnswer(port.watchNotifications(student.uid));
    expect(listed.map((notification) => [notification.id, notification.readAt])).toEqual([
      ['new', null],
      ['old', null],
    ]);
    await port.markRead(student.uid, ['new', 'old']);
    const read = await firstAnswer(port.watchNotifications(student.uid));
    expect(read.every((notification) => typeof notification.readAt === 'number')).toBe(true);
  });

  it("refuses another person's list", async () => {
    await seed(env, paths.notification(student.uid, ID), unread);
    const port = firestoreNotifications(asPerson(env, otherStudent));
    expectConsole('warn', /Reading the notifications failed/);
    await expect(firstAnswer(port.watchNotifications(student.uid))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
