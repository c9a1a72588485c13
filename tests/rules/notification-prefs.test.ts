// firestore.rules for a person's email choices (decision 025): users/{uid}/private/notificationPrefs is
// theirs alone to read and write, exactly { emailOff: { group: bool } } with the groups shared names.
import { deleteDoc, doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { firestoreNotifications } from '../../web/src/features/notifications/firestore-notifications.ts';
import { otherStudent, student, useMarketplaceRules } from './support/marketplace.ts';
import { expectOutcome } from './support/permission-matrix.ts';
import { asPerson, asVisitor, seed, storedData } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

const prefsOf = (db: Firestore, uid = student.uid) => doc(db, paths.notificationPrefs(uid));
const mine = () => prefsOf(asPerson(env, student));

describe("a person's notification preferences", () => {
  it('are written and read by their owner, in the shape the server reads', async () => {
    await expectOutcome(setDoc(mine(), { emailOff: { payouts: true, orders: false } }), 'allowed');
    // Decision 031: a reporter's notifications of their reports are a group of their own.
    await expectOutcome(setDoc(mine(), { emailOff: { reports: true } }), 'allowed');
    await expectOutcome(getDoc(mine()), 'allowed');
    await expectOutcome(setDoc(mine(), { emailOff: {} }), 'allowed');
    expect(await storedData(env, paths.notificationPrefs(student.uid))).toEqual({ emailOff: {} });
  });

  it('refuse another shape: an unknown group, a value that is not true or false, another field', async () => {
    await expectOutcome(setDoc(mine(), { emailOff: { marketing: true } }), 'denied');
    await expectOutcome(setDoc(mine(), { emailOff: { payouts: 'no' } }), 'denied');
    await expectOutcome(setDoc(mine(), { emailOff: { payouts: true }, extra: 1 }), 'denied');
    await expectOutcome(setDoc(mine(), { emailOff: true }), 'denied');
    await expectOutcome(setDoc(mine(), {}), 'denied');
    expect(await storedData(env, paths.notificationPrefs(student.uid))).toBeUndefined();
  });

  it('are nobody else’s to read or write, and not deleted from a browser', async () => {
    await seed(env, paths.notificationPrefs(student.uid), { emailOff: { projects: true } });
    const other = asPerson(env, otherStudent);
    await expectOutcome(getDoc(prefsOf(other)), 'denied');
    await expectOutcome(setDoc(prefsOf(other), { emailOff: {} }), 'denied');
    await expectOutcome(getDoc(prefsOf(asVisitor(env))), 'denied');
    await expectOutcome(deleteDoc(mine()), 'denied');
    expect(await storedData(env, paths.notificationPrefs(student.uid))).toEqual({ emailOff: { projects: true } });
  });
});

describe("the web app's email choices under the rules", () => {
  it('saves what the rules accept and reads it back', async () => {
    const port = firestoreNotifications(asPerson(env, student));
    await port.saveEmailPrefs(student.uid, { emailOff: { orders: true } });
    expect(await storedData(env, paths.notificationPrefs(student.uid))).toEqual({ emailOff: { orders: true } });
    const read = await new Promise((resolve, reject) => {
      const stop = port.watchEmailPrefs(student.uid)((value) => {
        resolve(value);
        setTimeout(() => stop());
      }, reject);
    });
    expect(read).toEqual({ emailOff: { orders: true } });
  });
});
