// firestore.rules for jobs/{id}: the public careers page; admins post and delete jobs (SPEC 6).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { useMarketplaceRules } from './support/marketplace.ts';
import { asPerson, asVisitor, people, seed } from './support/rules-test-env.ts';

let env: RulesTestEnvironment;
useMarketplaceRules((started) => (env = started));

const jobs = (db: Firestore) => collection(db, paths.jobs);
const job = (db: Firestore, id: string) => doc(db, `${paths.jobs}/${id}`);

/** What the Post New Job form sends. */
const newJob = (): DocumentData => ({
  title: 'Embedded Developer',
  location: 'Bhopal',
  description: 'Build Arduino kits with our sellers.',
  postedAt: serverTimestamp(),
});

const storedJob = {
  title: 'Support Lead',
  location: 'Remote',
  description: 'Help students.',
  postedAt: Timestamp.now(),
};

describe('reading jobs', () => {
  beforeEach(async () => {
    await seed(env, `${paths.jobs}/job-1`, storedJob);
  });

  it('lets a visitor who is not signed in list jobs', async () => {
    const snapshot = await assertSucceeds(getDocs(jobs(asVisitor(env))));
    expect(snapshot.size).toBe(1);
  });

  it('lets a visitor read one job', async () => {
    await assertSucceeds(getDoc(job(asVisitor(env), 'job-1')));
  });

  it('lets a signed-in person list jobs', async () => {
    await assertSucceeds(getDocs(jobs(asPerson(env, people.alice))));
  });
});

describe('posting a job', () => {
  it('lets an admin post a job stamped with the server time', async () => {
    await assertSucceeds(addDoc(jobs(asPerson(env, people.admin)), newJob()));
  });

  it('refuses a signed-in person without the admin claim', async () => {
    await assertFails(addDoc(jobs(asPerson(env, people.alice)), newJob()));
  });

  it('refuses a visitor', async () => {
    await assertFails(addDoc(jobs(asVisitor(env)), newJob()));
  });

  it.each(['title', 'location', 'description', 'postedAt'])('refuses a job without %s', async (key) => {
    const data = newJob();
    delete data[key];
    await assertFails(addDoc(jobs(asPerson(env, people.admin)), data));
  });

  it.each(['title', 'location', 'description'])('refuses an empty %s', async (key) => {
    await assertFails(addDoc(jobs(asPerson(env, people.admin)), { ...newJob(), [key]: '' }));
  });

  it.each(['title', 'location', 'description'])('refuses a %s that is not a string', async (key) => {
    await assertFails(addDoc(jobs(asPerson(env, people.admin)), { ...newJob(), [key]: 7 }));
  });

  it('refuses an extra key', async () => {
    await assertFails(addDoc(jobs(asPerson(env, people.admin)), { ...newJob(), salary: 50_000 }));
  });

  it('refuses a postedAt chosen by the browser', async () => {
    const backdated = Timestamp.fromMillis(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await assertFails(addDoc(jobs(asPerson(env, people.admin)), { ...newJob(), postedAt: backdated }));
  });

  it('refuses a postedAt that is not a timestamp', async () => {
    await assertFails(addDoc(jobs(asPerson(env, people.admin)), { ...newJob(), postedAt: '2025-01-01' }));
  });
});

describe('changing and deleting jobs', () => {
  beforeEach(async () => {
    await seed(env, `${paths.jobs}/job-1`, storedJob);
  });

  it('refuses an admin editing a posted job (jobs are posted or deleted, never edited)', async () => {
    await assertFails(updateDoc(job(asPerson(env, people.admin), 'job-1'), { title: 'Senior Support Lead' }));
  });

  it('refuses an admin overwriting a posted job with a valid new one', async () => {
    await assertFails(setDoc(job(asPerson(env, people.admin), 'job-1'), newJob()));
  });

  it('lets an admin delete a job', async () => {
    await assertSucceeds(deleteDoc(job(asPerson(env, people.admin), 'job-1')));
  });

  it('refuses a signed-in person without the admin claim deleting a job', async () => {
    await assertFails(deleteDoc(job(asPerson(env, people.alice), 'job-1')));
  });

  it('refuses a visitor deleting a job', async () => {
    await assertFails(deleteDoc(job(asVisitor(env), 'job-1')));
  });
});
