// firestore.rules for what the admin console reads and writes: jobs, applications, the dashboard's
// figures, the audit trail and the profiles the users table lists. Each of {visitor, student, seller, admin}
// x {read, create, update, delete} is a test of its own.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, limit, orderBy } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX } from '@marketplace/shared/careers/job';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { jobDocument } from '../../web/src/features/admin/firestore-admin.ts';
import { dbFor, student, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { N, Y, expectOutcome, type Outcome } from './support/permission-matrix.ts';
import { seed } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const cast = ['visitor', 'student', 'assigned seller', 'admin'] as const satisfies readonly Caller[];

const job = { title: 'Support Lead', location: 'Remote', description: 'Help students.', postedAt: Timestamp.now() };
const application = {
  jobId: 'job-1',
  jobTitle: 'Support Lead',
  applicantName: 'Asha Verma',
  applicantEmail: 'asha@example.com',
  resumeRef: 'resumes/abc.pdf',
  appliedAt: Timestamp.now(),
};
const auditRecord = {
  action: 'delete-user',
  target: { uid: 'u1' },
  byUid: 'admin',
  byEmail: 'a@b.co',
  at: Timestamp.now(),
};
const statsShard = { users: 3, products: 2, jobs: 1, applications: 1, productValuePaise: 9950, visitors: 41 };

interface Collection {
  name: string;
  path: string;
  stored: DocumentData;
  /** What a create from a browser would send. */
  created: DocumentData;
  update: DocumentData;
  expected: Record<'read' | 'create' | 'update' | 'delete', Record<(typeof cast)[number], Outcome>>;
}

const adminOnly = { visitor: N, student: N, 'assigned seller': N, admin: Y } as const;
const nobody = { visitor: N, student: N, 'assigned seller': N, admin: N } as const;
const everyone = { visitor: Y, student: Y, 'assigned seller': Y, admin: Y } as const;

const collections: Collection[] = [
  {
    name: 'a job',
    path: `${paths.jobs}/job-1`,
    stored: job,
    created: jobDocument({ title: 'Embedded Developer', location: 'Bhopal', description: 'Kits.' }),
    update: { title: 'Senior Support Lead' },
    expected: { read: everyone, create: adminOnly, update: nobody, delete: adminOnly },
  },
  {
    name: 'an application',
    path: paths.application('app-1'),
    stored: application,
    created: application,
    update: { applicantName: 'Someone Else' },
    expected: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  },
  {
    name: 'a shard of the dashboard figures',
    path: insightsPaths.counterShard('totals', 3),
    stored: statsShard,
    created: statsShard,
    update: { users: 1_000_000 },
    expected: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  },
  {
    name: 'an audit record',
    path: `${paths.adminAudit}/r1`,
    stored: auditRecord,
    created: auditRecord,
    update: { byUid: 'someone-else' },
    expected: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  },
];

describe.each(collections)('$name', ({ path, stored, created, update, expected }) => {
  beforeEach(async () => {
    await seed(env, path, stored);
  });
  const operations = {
    read: (db: Firestore) => at(db, path).read(),
    create: (db: Firestore) => at(db, `${path}-new`).set(created),
    update: (db: Firestore) => at(db, path).update(update),
    delete: (db: Firestore) => at(db, path).remove(),
  };
  describe.each(Object.keys(operations) as (keyof typeof operations)[])('%s', (operation) => {
    it.each(cast)('by %s', async (caller) => {
      await expectOutcome(operations[operation](dbFor(env, caller)), expected[operation][caller]);
    });
  });
});

describe('the lists the admin console reads', () => {
  beforeEach(async () => {
    await seed(env, paths.application('app-1'), application);
    await seed(env, `${paths.adminAudit}/r1`, auditRecord);
  });

  it.each(cast)('lists applications newest first only for an admin (%s)', async (caller) => {
    const list = within(dbFor(env, caller), paths.applications).list(orderBy('appliedAt', 'desc'));
    if (caller === 'admin') await assertSucceeds(list);
    else await assertFails(list);
  });

  it.each(cast)('pages through every profile only for an admin (%s)', async (caller) => {
    const page = within(dbFor(env, caller), paths.users).list(orderBy('email'), limit(26));
    if (caller === 'admin') await assertSucceeds(page);
    else await assertFails(page);
  });

  it('lets a person read their own profile, but not list everyone', async () => {
    await assertSucceeds(at(dbFor(env, 'student'), paths.user(student.uid)).read());
    await assertFails(at(dbFor(env, 'student'), paths.user('someone-else')).read());
  });
});

describe('job field lengths (shared checkPostJob)', () => {
  const post = (patch: DocumentData) =>
    at(dbFor(env, 'admin'), `${paths.jobs}/new`).set({
      ...jobDocument({ title: 'T', location: 'L', description: 'D' }),
      ...patch,
    });
  it('takes a title and description at their limits', async () => {
    await assertSucceeds(post({ title: 'x'.repeat(JOB_TITLE_MAX), description: 'x'.repeat(JOB_DESCRIPTION_MAX) }));
  });
  it.each([
    ['a title past its limit', { title: 'x'.repeat(JOB_TITLE_MAX + 1) }],
    ['a description past its limit', { description: 'x'.repeat(JOB_DESCRIPTION_MAX + 1) }],
    ['a blank location', { location: '   ' }],
  ])('refuses %s', async (_what, patch) => {
    await assertFails(post(patch));
  });
});
