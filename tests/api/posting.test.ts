// What the browser wrote itself until decision 032 put it behind the API, so it can be limited: posting a project
// (with its private address), listing a product, and creating a profile at sign-up. Each is checked as the rules
// checked it, written by the server with the caller's own uid and email, and refused to a suspended person with the
// reason (decision 031).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { milestoneTexts, MILESTONE_MIN_PAISE } from '@marketplace/shared/projects/milestone-check';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { profileErrors } from '@marketplace/shared/session/profile-api';
import { suspendedRefusal } from '@marketplace/shared/safety/suspension';
import { texts } from '@marketplace/shared/texts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { call, signedInPerson, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller] = suite.people;
});

const DAY_MS = 86_400_000;
const project = (patch: Record<string, unknown> = {}) => ({
  title: ' Smart plant waterer ',
  description: 'Waters a plant when the soil is dry.',
  hardware: 'ESP32',
  software: '',
  features: 'moisture threshold',
  deadline: Date.now() + 7 * DAY_MS,
  budget: 1999.5,
  deliveryAddress: ' Hostel 4, Room 12, Bhopal ',
  ...patch,
});
const stored = async (path: string) => (await backend.db.doc(path).get()).data();

const suspend = (person: Person, role: string) =>
  backend.db.doc(paths.user(person.uid)).set({
    uid: person.uid,
    email: person.email,
    role,
    suspension: { reason: 'Posting spam.', at: Timestamp.now() },
  });

describe('POST /api/projects', () => {
  it("posts the student's project, listed, with its address in its private document", async () => {
    const { status, body } = await call(api, 'POST', '/projects', { as: student, body: project() });
    expect(status).toBe(201);
    const id = String(body.id);
    expect(await stored(paths.project(id))).toMatchObject({
      studentId: student.uid,
      studentEmail: student.email,
      title: 'Smart plant waterer',
      // The console search's title in lower case, the server's (decision 063).
      titleLower: 'smart plant waterer',
      status: 'Open',
      paymentStatus: 'Unpaid',
      sellerId: null,
      hidden: false,
      pricing: 'fixed',
      createdAt: expect.any(Timestamp),
      deadline: expect.any(Timestamp),
    });
    expect(await stored(paths.project(id))).not.toHaveProperty('deliveryAddress');
    expect(await stored(paths.projectDelivery(id))).toEqual({ deliveryAddress: 'Hostel 4, Room 12, Bhopal' });
  });

  // Decision 067: the student may ask for offers instead; anything else is refused and nothing is written.
  it('posts a project asking for offers, and refuses a pricing it does not know', async () => {
    const asking = await call(api, 'POST', '/projects', { as: student, body: project({ pricing: 'offers' }) });
    expect(asking.status).toBe(201);
    expect(await stored(paths.project(String(asking.body.id)))).toMatchObject({ pricing: 'offers' });
    const before = (await backend.db.collection(paths.projects).get()).size;
    const unknown = await call(api, 'POST', '/projects', { as: student, body: project({ pricing: 'auction' }) });
    expect(unknown.status).toBe(400);
    expect((await backend.db.collection(paths.projects).get()).size).toBe(before);
  });

  it("accepts a deadline of earlier today (the form sends the chosen day's local midnight)", async () => {
    const { status } = await call(api, 'POST', '/projects', {
      as: student,
      body: project({ deadline: Date.now() - 23 * 3_600_000 }),
    });
    expect(status).toBe(201);
  });

  it.each([
    ['a deadline a full day in the past', { deadline: Date.now() - 25 * 3_600_000 }, texts.projects.deadlinePast],
    ['a budget under ₹1', { budget: 0.99 }, texts.projects.budgetMinimum],
    ['a budget with a third decimal', { budget: 1.005 }, texts.projects.budgetPaise],
    ['a blank title', { title: '   ' }, texts.projects.requiredFields],
    ['no delivery address', { deliveryAddress: '' }, texts.projects.requiredFields],
  ])('refuses %s with the form’s words, writing nothing', async (_what, patch, error) => {
    expect(await call(api, 'POST', '/projects', { as: student, body: project(patch) })).toEqual({
      status: 400,
      body: { error },
    });
    expect((await backend.db.collection(paths.projects).get()).size).toBe(0);
  });

  const deadline = Date.now() + 7 * DAY_MS;
  const split = (first: number, second: number, due = deadline) => [
    { title: ' Circuit ', amountPaise: first, due: deadline - 3 * DAY_MS },
    { title: 'Firmware', amountPaise: second, due },
  ];

  it('keeps the milestones the budget is split into, checked on the server (decision 068)', async () => {
    const body = project({ deadline, milestones: split(100_000, 99_950) });
    const { status, body: posted } = await call(api, 'POST', '/projects', { as: student, body });
    expect(status).toBe(201);
    const data = await stored(paths.project(String(posted.id)));
    expect(data?.milestones).toEqual([
      { title: 'Circuit', amountPaise: 100_000, due: Timestamp.fromMillis(deadline - 3 * DAY_MS) },
      { title: 'Firmware', amountPaise: 99_950, due: Timestamp.fromMillis(deadline) },
    ]);
  });

  it('stores one milestone as the project alone, as SPEC posts it', async () => {
    const one = [{ title: 'All of it', amountPaise: 199_950, due: deadline }];
    const { status, body } = await call(api, 'POST', '/projects', {
      as: student,
      body: project({ deadline, milestones: one }),
    });
    expect(status).toBe(201);
    expect(await stored(paths.project(String(body.id)))).not.toHaveProperty('milestones');
  });

  it.each([
    ['milestones that do not add up', split(100_000, 99_000), milestoneTexts.total(199_000, 199_950)],
    [
      'a milestone due after the deadline',
      split(100_000, 99_950, deadline + DAY_MS),
      milestoneTexts.dueAfterDeadline(2),
    ],
    [
      'a milestone below the payout minimum',
      split(MILESTONE_MIN_PAISE - 1, 199_950 - MILESTONE_MIN_PAISE + 1),
      milestoneTexts.amountTooSmall(1),
    ],
    [
      'six milestones',
      Array.from({ length: 6 }, () => ({ title: 'x', amountPaise: 33_325, due: deadline })),
      milestoneTexts.tooMany,
    ],
  ])('refuses %s with words, writing nothing', async (_what, milestones, error) => {
    expect(await call(api, 'POST', '/projects', { as: student, body: project({ deadline, milestones }) })).toEqual({
      status: 400,
      body: { error },
    });
    expect((await backend.db.collection(paths.projects).get()).size).toBe(0);
  });

  it('refuses a seller, and a visitor', async () => {
    expect(await call(api, 'POST', '/projects', { as: seller, body: project() })).toEqual({
      status: 403,
      body: { error: projectErrors.onlyStudents },
    });
    expect((await call(api, 'POST', '/projects', { body: project() })).status).toBe(401);
  });

  it('refuses a suspended student with the reason', async () => {
    await suspend(student, 'student');
    expect(await call(api, 'POST', '/projects', { as: student, body: project() })).toEqual({
      status: 403,
      body: { error: suspendedRefusal('Posting spam.') },
    });
  });
});

describe('POST /api/store/products', () => {
  const product = { name: ' Line-following robot kit ', description: 'With its code.', price: 1999.99, imageUrl: '' };

  it("lists the seller's product in their name", async () => {
    const { status, body } = await call(api, 'POST', '/store/products', { as: seller, body: product });
    expect(status).toBe(201);
    expect(await stored(paths.storeProduct(String(body.id)))).toMatchObject({
      sellerId: seller.uid,
      sellerEmail: seller.email,
      name: 'Line-following robot kit',
      price: 1999.99,
      imageUrl: '',
      createdAt: expect.any(Timestamp),
    });
  });

  it('refuses a photo the store did not keep, a student, and a suspended seller', async () => {
    const foreign = { ...product, imageUrl: 'https://example.com/x.jpg' };
    expect((await call(api, 'POST', '/store/products', { as: seller, body: foreign })).status).toBe(400);
    expect((await call(api, 'POST', '/store/products', { as: student, body: product })).status).toBe(403);
    await suspend(seller, 'seller');
    expect((await call(api, 'POST', '/store/products', { as: seller, body: product })).status).toBe(403);
    expect((await backend.db.collection(paths.storeProducts).get()).size).toBe(0);
  });
});

describe('POST /api/profile', () => {
  /** A new account, signed in before its email is verified (SPEC 4: signup writes the profile first). */
  async function newAccount(options: { claims?: Record<string, unknown> } = {}): Promise<Person> {
    const person = await signedInPerson(backend, 'student', { emailVerified: false, ...options });
    await backend.db.doc(paths.user(person.uid)).delete();
    return person;
  }

  it('creates the profile with the chosen role, before the email is verified, once', async () => {
    const account = await newAccount();
    expect(await call(api, 'POST', '/profile', { as: account, body: { role: 'seller' } })).toEqual({
      status: 201,
      body: { created: true },
    });
    expect(await stored(paths.user(account.uid))).toEqual({ uid: account.uid, email: account.email, role: 'seller' });
    expect(await call(api, 'POST', '/profile', { as: account, body: { role: 'seller' } })).toEqual({
      status: 201,
      body: { created: false },
    });
    expect(await call(api, 'POST', '/profile', { as: account, body: { role: 'student' } })).toEqual({
      status: 409,
      body: { error: profileErrors.otherRole },
    });
  });

  it('keeps the language signed up in (decision 072), and refuses one the product does not have', async () => {
    const account = await newAccount();
    expect(
      (await call(api, 'POST', '/profile', { as: account, body: { role: 'student', language: 'fr' } })).status,
    ).toBe(400);
    expect(await stored(paths.user(account.uid))).toBeUndefined();
    expect(
      (await call(api, 'POST', '/profile', { as: account, body: { role: 'student', language: 'hi' } })).status,
    ).toBe(201);
    expect(await stored(paths.user(account.uid))).toEqual({
      uid: account.uid,
      email: account.email,
      role: 'student',
      language: 'hi',
    });
  });

  it('makes an admin profile only for an account with the admin claim', async () => {
    const account = await newAccount();
    expect(await call(api, 'POST', '/profile', { as: account, body: { role: 'admin' } })).toEqual({
      status: 403,
      body: { error: profileErrors.adminNeedsClaim },
    });
    const admin = await newAccount({ claims: { admin: true } });
    expect((await call(api, 'POST', '/profile', { as: admin, body: { role: 'admin' } })).status).toBe(201);
  });
});
