// firestore.rules for analytics/visitorCount: shown on the admin dashboard, counted only by the server.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { increment, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { useMarketplaceRules } from './support/marketplace.ts';
import { asPerson, asVisitor, people, seed } from './support/rules-test-env.ts';
import { at } from './support/documents.ts';

const env = useMarketplaceRules();

beforeEach(async () => {
  await seed(env, paths.visitorCount, { count: 41 });
});

const counter = (db: Firestore) => at(db, paths.visitorCount);

describe('reading the visitor count', () => {
  it('lets a visitor who is not signed in read it', async () => {
    const snapshot = await assertSucceeds(counter(asVisitor(env)).read());
    expect(snapshot.data()).toEqual({ count: 41 });
  });

  it('lets an admin read it (the Total Visitors tile)', async () => {
    await assertSucceeds(counter(asPerson(env, people.admin)).read());
  });

  it('lets a read of a counter that does not exist yet through (a fresh deployment)', async () => {
    await env.clearFirestore();
    const snapshot = await assertSucceeds(counter(asVisitor(env)).read());
    expect(snapshot.exists()).toBe(false);
  });
});

describe('writing the visitor count', () => {
  // SPEC 7's merge-write with an increment is what the old app sent; the server counts now.
  it('refuses the merge-write increment from a visitor', async () => {
    await assertFails(counter(asVisitor(env)).set({ count: increment(1) }, { merge: true }));
  });

  it('refuses the merge-write increment from a signed-in person', async () => {
    await assertFails(counter(asPerson(env, people.alice)).set({ count: increment(1) }, { merge: true }));
  });

  it('refuses an admin too', async () => {
    await assertFails(counter(asPerson(env, people.admin)).update({ count: 1_000_000 }));
  });

  it('refuses creating it when it does not exist', async () => {
    await env.clearFirestore();
    await assertFails(counter(asPerson(env, people.alice)).set({ count: 1 }));
  });

  it('refuses deleting it', async () => {
    await assertFails(counter(asPerson(env, people.admin)).remove());
  });
});
