// firestore.rules for jobs/{id}: the public careers page; admins post and delete jobs (SPEC 6).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { useMarketplaceRules } from './support/marketplace.ts';
import { asPerson, asVisitor, people, seed } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const jobs = (db: Firestore) => within(db, paths.jobs);
const job = (db: Firestore, id: string) => at(db, `${paths.jobs}/${id}`);

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
    const snapshot = await assertSucceeds(jobs(asVisitor(env)).list());
    expect(snapshot.size).toBe(1);
  });

  it('lets a visitor read one job', async () => {
    await assertSucceeds(job(asVisitor(env), 'job-1').read());
  });

  it('lets a signed-in person list jobs', async () => {
    await assertSucceeds(jobs(asPerson(env, people.alice)).list());
  });
});

describe('posting a job', () => {
  it('lets an admin post a job stamped with the server time', async () => {
    await assertSucceeds(jobs(asPerson(env, people.admin)).add(newJob()));
  });

  it('refuses a signed-in person without the admin claim', async () => {
    await assertFails(jobs(asPerson(env, people.alice)).add(newJob()));
  });

  it('refuses a visitor', async () => {
    await assertFails(jobs(asVisitor(env)).add(newJob()));
  });

  it.each(['title', 'location', 'description', 'postedAt'])('refuses a job without %s', async (key) => {
    const data = newJob();
    delete data[key];
    await assertFails(jobs(asPerson(env, people.admin)).add(data));
  });

  it.each(['title', 'location', 'description'])('refuses an empty %s', async (key) => {
    await assertFails(jobs(asPerson(env, people.admin)).add({ ...newJob(), [key]: '' }));
  });

  it.each(['title', 'location', 'description'])('refuses a %s that is not a string', async (key) => {
    await assertFails(jobs(asPerson(env, people.admin)).add({ ...newJob(), [key]: 7 }));
  });

  it('refuses an extra key', async () => {
    await assertFails(jobs(asPerson(env, people.admin)).add({ ...newJob(), salary: 50_000 }));
  });

  it('refuses a postedAt chosen by the browser', async () => {
    const backdated = Timestamp.fromMillis(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await assertFails(jobs(asPerson(env, people.admin)).add({ ...newJob(), postedAt: backdated }));
  });

  it('refuses a postedAt that is not a timestamp', async () => {
    await assertFails(jobs(asPerson(env, people.admin)).add({ ...newJob(), postedAt: '2025-01-01' }));
  });
});

describe('changing and deleting jobs', () => {
  beforeEach(async () => {
    await seed(env, `${paths.jobs}/job-1`, storedJob);
  });

  it('refuses an admin editing a posted job (jobs are posted or deleted, never edited)', async () => {
    await assertFails(job(asPerson(env, people.admin), 'job-1').update({ title: 'Senior Support Lead' }));
  });

  it('refuses an admin overwriting a posted job with a valid new one', async () => {
    await assertFails(job(asPerson(env, people.admin), 'job-1').set(newJob()));
  });

  it('lets an admin delete a job', async () => {
    await assertSucceeds(job(asPerson(env, people.admin), 'job-1').remove());
  });

  it('refuses a signed-in person without the admin claim deleting a job', async () => {
    await assertFails(job(asPerson(env, people.alice), 'job-1').remove());
  });

  it('refuses a visitor deleting a job', async () => {
    await assertFails(job(asVisitor(env), 'job-1').remove());
  });
});
