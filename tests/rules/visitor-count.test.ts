// firestore.rules for analytics/visitorCount: shown on the admin dashboard, counted only by the server.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, increment, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { useMarketplaceRules } from './support/marketplace.ts';
import { asPerson, asVisitor, people, seed } from './support/rules-test-env.ts';

let env: RulesTestEnvironment;
useMarketplaceRules((started) => (env = started));

beforeEach(async () => {
  await seed(env, paths.visitorCount, { count: 41 });
});

const counter = (db: Firestore) => doc(db, paths.visitorCount);

describe('reading the visitor count', () => {
  it('lets a visitor who is not signed in read it', async () => {
    const snapshot = await assertSucceeds(getDoc(counter(asVisitor(env))));
    expect(snapshot.data()).toEqual({ count: 41 });
  });

  it('lets an admin read it (the Total Visitors tile)', async () => {
    await assertSucceeds(getDoc(counter(asPerson(env, people.admin))));
  });

  it('lets a read of a counter that does not exist yet through (a fresh deployment)', async () => {
    await env.clearFirestore();
    const snapshot = await assertSucceeds(getDoc(counter(asVisitor(env))));
    expect(snapshot.exists()).toBe(false);
  });
});

describe('writing the visitor count', () => {
  // SPEC 7's merge-write with an increment is what the old app sent; the server counts now.
  it('refuses the merge-write increment from a visitor', async () => {
    await assertFails(setDoc(counter(asVisitor(env)), { count: increment(1) }, { merge: true }));
  });

  it('refuses the merge-write increment from a signed-in person', async () => {
    await assertFails(setDoc(counter(asPerson(env, people.alice)), { count: increment(1) }, { merge: true }));
  });

  it('refuses an admin too', async () => {
    await assertFails(updateDoc(counter(asPerson(env, people.admin)), { count: 1_000_000 }));
  });

  it('refuses creating it when it does not exist', async () => {
    await env.clearFirestore();
    await assertFails(setDoc(counter(asPerson(env, people.alice)), { count: 1 }));
  });

  it('refuses deleting it', async () => {
    await assertFails(deleteDoc(counter(asPerson(env, people.admin))));
  });
});
