// The admin console's server side: deleting users and store products (401/403/409 and the cleanup),
// the resume link (admins only, expires), the audit trail, and the dashboard's figures over existing data.
import { describe, expect, it } from 'vitest';
import { adminErrors } from '@marketplace/shared/admin/admin-api';
import { TOTALS_COUNTER, adminStatsOf } from '@marketplace/shared/insights/totals';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { backfillTotals } from '../../functions/src/features/insights/count-totals.ts';
import { removeResume } from '../../functions/src/features/admin/remove-resume.ts';
import { useDeletionSuite, type Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { seedProject, signedInPerson, type Person } from './support/payments.ts';
import { seedProduct } from './support/store.ts';

let backend: Backend;
let server: Served;
let admin: Person;
let student: Person;
let seller: Person;
useDeletionSuite((suite) => ({ backend, server, admin, student, seller } = suite));

async function request(method: string, path: string, as: Person | null) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const exists = async (path: string) => (await backend.db.doc(path).get()).exists;
const accountExists = (uid: string) =>
  backend.auth.getUser(uid).then(
    () => true,
    () => false,
  );
const auditRecords = async () => (await backend.db.collection(paths.adminAudit).get()).docs.map((doc) => doc.data());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('DELETE /api/admin/users/{id}', () => {
  it('answers 401 without a token and 403 to a person without the admin claim, and deletes nothing', async () => {
    expect((await request('DELETE', `/admin/users/${student.uid}`, null)).status).toBe(401);
    // A profile that says admin is not enough: the claim is what the server sets.
    const pretender = await signedInPerson(backend, 'admin');
    for (const caller of [seller, pretender]) {
      expect(await request('DELETE', `/admin/users/${student.uid}`, caller)).toEqual({
        status: 403,
        body: { message: adminErrors.notAdmin },
      });
    }
    expect(await accountExists(student.uid)).toBe(true);
    expect(await exists(paths.user(student.uid))).toBe(true);
  });

  it('deletes the account, the profile, their products with images and their Open projects, and audits it', async () => {
    const image = await backend.media.storeImage({ bytes: png, mime: 'image/png', extension: 'png' }, 'products');
    const productId = await seedProduct(backend, seller, { name: 'Weather station' });
    await backend.db.doc(paths.storeProduct(productId)).update({ imageUrl: image.url });
    const otherProduct = await seedProduct(backend, await signedInPerson(backend, 'seller'));
    const sellerDone = await request('DELETE', `/admin/users/${seller.uid}`, admin);
    expect(sellerDone).toEqual({ status: 200, body: { message: `Deleted ${seller.email}.` } });
    expect(await accountExists(seller.uid)).toBe(false);
    expect(await exists(paths.user(seller.uid))).toBe(false);
    expect(await exists(paths.storeProduct(productId))).toBe(false);
    expect(await exists(paths.storeProduct(otherProduct))).toBe(true);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);

    const open = await seedProject(backend, student, { status: 'Open' });
    await backend.db.doc(paths.projectDelivery(open)).set({ deliveryAddress: '12 Long Street, Bhopal' });
    const completed = await seedProject(backend, student, {
      status: 'Completed',
      paymentStatus: 'Released',
      seller: { uid: 'someone', email: 'someone@example.test' },
    });
    expect((await request('DELETE', `/admin/users/${student.uid}`, admin)).status).toBe(200);
    expect(await exists(paths.project(open))).toBe(false);
    expect(await exists(paths.projectDelivery(open))).toBe(false);
    // Finished work stays: the seller's record of it and the payout still refer to it.
    expect(await exists(paths.project(completed))).toBe(true);

    const records = await auditRecords();
    expect(records).toHaveLength(2);
    expect(records).toContainEqual(
      expect.objectContaining({
        action: 'delete-user',
        byUid: admin.uid,
        byEmail: admin.email,
        // Decision 040: the audit names the deleted person by their pseudonym alone.
        target: { uid: expect.stringMatching(/^former-/), products: 1 },
      }),
    );
    expect(records.every((record) => record.at)).toBe(true);
  });

  // The person's own deletion's refusal (decision 040): the reason, naming the project, and what to do.
  it.each([
    ['a Funded project of theirs', { status: 'In Progress', paymentStatus: 'Funded' }, /is funded/],
    ['a Completed project still Funded', { status: 'Completed', paymentStatus: 'Funded' }, /is funded/],
    ['work In Progress', { status: 'In Progress', paymentStatus: 'Unpaid' }, /is in progress/],
  ] as const)(
    'refuses with 409 while there is %s, for the student and the seller alike',
    async (_what, state, text) => {
      await seedProject(backend, student, { ...state, seller });
      for (const person of [student, seller]) {
        expect(await request('DELETE', `/admin/users/${person.uid}`, admin)).toEqual({
          status: 409,
          body: { message: expect.stringMatching(text) },
        });
        expect(await accountExists(person.uid)).toBe(true);
        expect(await exists(paths.user(person.uid))).toBe(true);
      }
      expect(await auditRecords()).toEqual([]);
    },
  );

  it('refuses an admin’s own account with 409', async () => {
    expect(await request('DELETE', `/admin/users/${admin.uid}`, admin)).toEqual({
      status: 409,
      body: { message: adminErrors.ownAccount },
    });
    expect(await accountExists(admin.uid)).toBe(true);
  });

  it('answers 404 to someone already deleted (a repeated click), and 400 to an id that is not one', async () => {
    expect((await request('DELETE', `/admin/users/${student.uid}`, admin)).status).toBe(200);
    expect(await request('DELETE', `/admin/users/${student.uid}`, admin)).toEqual({
      status: 404,
      body: { message: adminErrors.userGone },
    });
    const malformed = await request('DELETE', `/admin/users/${encodeURIComponent('__x__')}`, admin);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/id is not a valid id/);
    expect(await auditRecords()).toHaveLength(1);
  });

  it('answers 400 to a uid longer than Auth allows (200 characters), and deletes nothing', async () => {
    expect(await request('DELETE', `/admin/users/${'u'.repeat(200)}`, admin)).toEqual({
      status: 400,
      body: { message: 'id is not a valid id: it is longer than 128 characters.' },
    });
    expect(await accountExists(student.uid)).toBe(true);
    expect(await auditRecords()).toEqual([]);
  });
});

describe('DELETE /api/admin/projects/{id} (a store product)', () => {
  it('removes the product and its image and audits it; a non-admin gets 403 and no token 401', async () => {
    const image = await backend.media.storeImage({ bytes: png, mime: 'image/png', extension: 'png' }, 'products');
    const id = await seedProduct(backend, seller, { name: 'Smart plant pot' });
    await backend.db.doc(paths.storeProduct(id)).update({ imageUrl: image.url });

    expect((await request('DELETE', `/admin/projects/${id}`, null)).status).toBe(401);
    expect((await request('DELETE', `/admin/projects/${id}`, student)).status).toBe(403);
    expect(await exists(paths.storeProduct(id))).toBe(true);

    expect(await request('DELETE', `/admin/projects/${id}`, admin)).toEqual({
      status: 200,
      body: { message: 'Deleted Smart plant pot.' },
    });
    expect(await exists(paths.storeProduct(id))).toBe(false);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);
    expect(await auditRecords()).toEqual([
      expect.objectContaining({
        action: 'delete-product',
        byUid: admin.uid,
        target: { productId: id, name: 'Smart plant pot', sellerId: seller.uid },
      }),
    ]);
    expect(await request('DELETE', `/admin/projects/${id}`, admin)).toEqual({
      status: 404,
      body: { message: adminErrors.productGone },
    });
  });
});

describe('GET /api/admin/applications/{id}/resume', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  async function seedApplication(): Promise<{ id: string; ref: string }> {
    const { ref } = await backend.media.storePrivateFile(
      { bytes: pdf, mime: 'application/pdf', extension: 'pdf' },
      'resumes',
    );
    const doc = await backend.db.collection(paths.applications).add({
      jobId: 'job-1',
      jobTitle: 'Embedded engineer',
      applicantName: 'Asha Verma',
      applicantEmail: 'asha@example.test',
      resumeRef: ref,
      appliedAt: new Date(),
    });
    return { id: doc.id, ref };
  }

  it('gives an admin a link that opens the resume, and nobody else a link', async () => {
    const { id, ref } = await seedApplication();
    expect((await request('GET', `/admin/applications/${id}/resume`, null)).status).toBe(401);
    expect((await request('GET', `/admin/applications/${id}/resume`, student)).status).toBe(403);
    // The stored reference is no URL: as a path it is not served.
    expect((await fetch(`${server.url}/${ref}`)).status).toBe(404);

    const { status, body } = await request('GET', `/admin/applications/${id}/resume`, admin);
    expect(status).toBe(200);
    const opened = await fetch(`${server.url}${body.url as string}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(Buffer.from(await opened.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('makes links that stop working once they expire, and cannot be altered to open another file', async () => {
    const { ref } = await seedApplication();
    const expired = await backend.localMedia!.privateLink(ref, -1);
    expect((await fetch(`${server.url}${expired}`)).status).toBe(403);
    const other = await seedApplication();
    const link = new URL(await backend.localMedia!.privateLink(ref, 300), server.url);
    link.searchParams.set('ref', other.ref);
    expect((await fetch(link)).status).toBe(403);
  });

  it('answers 404 for an application that is gone', async () => {
    expect(await request('GET', '/admin/applications/nope/resume', admin)).toEqual({
      status: 404,
      body: { message: adminErrors.applicationGone },
    });
  });

  it('removes the resume when the application is deleted, and a redelivered event is harmless', async () => {
    const { id, ref } = await seedApplication();
    const link = await backend.localMedia!.privateLink(ref, 300);
    const before = (await backend.db.doc(paths.application(id)).get()).data()!;
    await backend.db.doc(paths.application(id)).delete();
    const change = { id: 'e1', path: paths.application(id), params: { applicationId: id }, before, after: null };
    await removeResume(backend, change);
    await removeResume(backend, change);
    expect((await fetch(`${server.url}${link}`)).status).toBe(403);
  });
});

describe('the dashboard figures over data from before the counters (decision 037)', () => {
  const stats = async () =>
    adminStatsOf(
      (await backend.db.collection(insightsPaths.counterShards(TOTALS_COUNTER)).get()).docs.map((d) => d.data()),
    );

  it('the backfill counts users, products, jobs and applications and sums the prices, once however often it runs', async () => {
    await seedProduct(backend, seller, { price: 0.1 });
    await seedProduct(backend, seller, { price: 0.2 });
    await seedProduct(backend, seller, { price: 1999.99 });
    await backend.db.collection(paths.jobs).add({ title: 'A', location: 'B', description: 'C', postedAt: new Date() });
    expect(await backfillTotals(backend)).toEqual({ users: 3, products: 3, jobs: 1, applications: 0 });
    await backfillTotals(backend);
    // student, seller and admin have profiles.
    expect(await stats()).toEqual({
      visitors: 0,
      users: 3,
      products: 3,
      jobs: 1,
      applications: 0,
      productValue: 2000.29,
    });
  });
});
