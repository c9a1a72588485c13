// Funding a project through the API (SPEC 4 'Payment status', ARCHITECTURE 'Who writes what'): create-order,
// the simulated checkout and verify-payment, against the Firestore and Auth emulators.
import { describe, expect, it } from 'vitest';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { projectFundingErrors } from '../../functions/src/features/projects/project-funding.ts';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { expectConsole } from '../support/fail-on-console.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { searchKeyTargetsOf } from './support/search-keys.ts';
import {
  call,
  collectionOf,
  createOrderFor,
  seedProject,
  signedInPerson,
  startPaymentsApi,
  state,
  type PaymentsApi,
  type Person,
} from './support/payments.ts';

let backend: Backend, api: PaymentsApi, student: Person, otherStudent: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [student, otherStudent, seller] = suite.people;
});

const takenProject = (seed: Parameters<typeof seedProject>[2] = {}) =>
  seedProject(backend, student, { seller, ...seed });
const orderCount = async () => (await backend.db.collection(collectionOf(paths.paymentOrder('any'))).get()).size;
const projectState = async (id: string) => state(await backend.db.doc(paths.project(id)).get());
const orderState = async (id: string) => state(await backend.db.doc(paths.paymentOrder(id)).get());
/** The project's history events as [id, kind, by, byRole]. */
const historyOf = async (id: string) =>
  (await backend.db.collection(paths.projectHistory(id)).get()).docs.map((doc) => [
    doc.id,
    doc.get('kind'),
    doc.get('by'),
    doc.get('byRole'),
  ]);

describe('POST /api/create-order', () => {
  it('opens an order for the stored budget, ignoring any amount in the body, and remembers it', async () => {
    const projectId = await takenProject({ budget: 1234.5 });
    const { status, body } = await call(api, 'POST', '/create-order', {
      as: student,
      body: { projectId, amount: 1, currency: 'INR' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.stringMatching(/^order_sim_/), amount: 123_450, currency: 'INR' });
    const stored = await orderState(body.id as string);
    expect(stored.data).toMatchObject({
      projectId,
      studentId: student.uid,
      amountPaise: 123_450,
      currency: 'INR',
      status: 'created',
    });
    expect(stored.data?.createdAt).toBeDefined();
    expect((await projectState(projectId)).data?.paymentStatus).toBe('Unpaid');
  });

  it.each([
    ['no token', undefined, 401],
    ['a forged token', 'not-a-token', 401],
  ])('answers 401 with %s and writes nothing', async (_case, token, expected) => {
    expectConsole('warn', /rejected ID token/);
    const projectId = await takenProject();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const { status, body } = await call(api, 'POST', '/create-order', { body: { projectId }, headers });
    expect(status).toBe(expected);
    expect(body).toEqual({ error: 'Sign in to continue.' });
    expect(await orderCount()).toBe(0);
  });

  it('answers 403 to a signed-in person whose email is not verified', async () => {
    const projectId = await takenProject();
    const unverified = await signedInPerson(backend, 'student', { emailVerified: false });
    const { status, body } = await call(api, 'POST', '/create-order', { as: unverified, body: { projectId } });
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'Verify your email address to continue.' });
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['another student', () => otherStudent],
    ['the assigned seller', () => seller],
  ])('answers 403 to %s and writes nothing', async (_case, who) => {
    const projectId = await takenProject();
    const { status, body } = await call(api, 'POST', '/create-order', { as: who(), body: { projectId } });
    expect(status).toBe(403);
    expect(body).toEqual({ error: projectFundingErrors.notProjectStudent });
    expect(await orderCount()).toBe(0);
  });

  it('answers 403 to the project’s own student once their profile is gone (the role is read with the project)', async () => {
    const projectId = await takenProject();
    await backend.db.doc(paths.user(student.uid)).delete();
    const { status, body } = await call(api, 'POST', '/create-order', { as: student, body: { projectId } });
    expect(status).toBe(403);
    expect(body).toEqual({ error: projectFundingErrors.notProjectStudent });
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['Open', { status: 'Open', seller: null }],
    ['already Funded', { paymentStatus: 'Funded' }],
    ['Completed', { status: 'Completed' }],
  ] as const)('answers 409 for a project that is %s and writes nothing', async (_case, seed) => {
    const projectId = await takenProject(seed);
    const { status, body } = await call(api, 'POST', '/create-order', { as: student, body: { projectId } });
    expect(status).toBe(409);
    expect(body).toEqual({ error: projectFundingErrors.notFundable });
    expect(await orderCount()).toBe(0);
  });

  it('answers 409 for a stored budget no single payment can cover, and opens no order', async () => {
    const projectId = await takenProject({ budget: 1e9 });
    const { status, body } = await call(api, 'POST', '/create-order', { as: student, body: { projectId } });
    expect({ status, body }).toEqual({ status: 409, body: { error: projectFundingErrors.notPayable } });
    expect(await orderCount()).toBe(0);
  });

  it.each(['a/b', '..', '__x__', 'p1/private/delivery'])(
    'answers 400 to the malformed project id %j',
    async (projectId) => {
      const { status, body } = await call(api, 'POST', '/create-order', { as: student, body: { projectId } });
      expect(status).toBe(400);
      expect(body.error).toMatch(/^projectId is not a valid id/);
      expect(await orderCount()).toBe(0);
    },
  );

  it('answers 404 for a project that does not exist', async () => {
    const { status, body } = await call(api, 'POST', '/create-order', { as: student, body: { projectId: 'missing' } });
    expect(status).toBe(404);
    expect(body).toEqual({ error: projectFundingErrors.projectNotFound });
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['no projectId', { amount: 100 }, 'projectId is missing or invalid.'],
    ['another currency', { projectId: 'p', currency: 'USD' }, 'currency is missing or invalid.'],
  ])('answers 400 for a body with %s', async (_case, body, message) => {
    const response = await call(api, 'POST', '/create-order', { as: student, body });
    expect(response).toEqual({ status: 400, body: { error: message } });
    expect(await orderCount()).toBe(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call(api, 'POST', '/create-order', { as: student, rawBody: '{"projectId":' });
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe('string');
  });
});

describe('POST /api/payments/simulated/pay', () => {
  const card = { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123', name: 'A Student' };

  it('signs a payment for the caller’s unpaid order', async () => {
    const projectId = await takenProject();
    const order = await createOrderFor(api, student, projectId);
    const { status, body } = await call(api, 'POST', '/payments/simulated/pay', {
      as: student,
      body: { orderId: order.id, ...card },
    });
    expect(status).toBe(200);
    expect(body.razorpay_order_id).toBe(order.id);
    expect(
      api.checkout.verifyPaymentSignature({
        orderId: order.id,
        paymentId: body.razorpay_payment_id as string,
        signature: body.razorpay_signature as string,
      }),
    ).toBe(true);
  });

  it.each([
    ['cardNumber', '4111', 'Enter a valid card number.'],
    ['expiry', '13/30', 'Enter the expiry as MM/YY.'],
    // A card form's checks: the Luhn check digit, the code's length for the network, the expiry.
    ['cardNumber', '4111111111111112', 'Enter a valid card number.'],
    ['cardNumber', '1234567890123456', 'Enter a valid card number.'],
    ['cvc', '12', 'Enter the 3 digit CVC.'],
    ['cvc', '1234', 'Enter the 3 digit CVC.'],
    ['expiry', '01/20', 'This card has expired.'],
    ['name', '  ', 'Enter the name on the card.'],
  ])('answers 400 with the form’s message for a bad %s (%s), and pays nothing', async (field, value, message) => {
    const projectId = await takenProject();
    const order = await createOrderFor(api, student, projectId);
    const response = await call(api, 'POST', '/payments/simulated/pay', {
      as: student,
      body: { orderId: order.id, ...card, [field]: value },
    });
    expect(response).toEqual({ status: 400, body: { error: message } });
    // Refused, the order is still open: the same order pays with a good card.
    expect(
      (await call(api, 'POST', '/payments/simulated/pay', { as: student, body: { orderId: order.id, ...card } }))
        .status,
    ).toBe(200);
  });

  it('answers 404 for an order it never issued', async () => {
    const response = await call(api, 'POST', '/payments/simulated/pay', {
      as: student,
      body: { orderId: 'order_sim_forged', ...card },
    });
    expect(response).toEqual({ status: 404, body: { error: paymentErrors.orderNotFound } });
  });

  it('answers 403 for someone else’s order and 409 for a paid one', async () => {
    const projectId = await takenProject();
    const order = await createOrderFor(api, student, projectId);
    const others = await call(api, 'POST', '/payments/simulated/pay', {
      as: otherStudent,
      body: { orderId: order.id, ...card },
    });
    expect(others).toEqual({ status: 403, body: { error: paymentErrors.orderOfSomeoneElse } });
    await backend.db.doc(paths.paymentOrder(order.id)).update({ status: 'paid' });
    const paid = await call(api, 'POST', '/payments/simulated/pay', {
      as: student,
      body: { orderId: order.id, ...card },
    });
    expect(paid).toEqual({ status: 409, body: { error: paymentErrors.alreadyPaid } });
  });

  it('needs a signed-in caller', async () => {
    const response = await call(api, 'POST', '/payments/simulated/pay', { body: { orderId: 'x', ...card } });
    expect(response.status).toBe(401);
  });

  it('is not served when the real provider is in use', async () => {
    const razorpayLike = await startPaymentsApi(backend, { simulated: false });
    try {
      const response = await call(razorpayLike, 'POST', '/payments/simulated/pay', {
        as: student,
        body: { orderId: 'order_sim_x', ...card },
      });
      expect(response.status).toBe(404);
    } finally {
      await razorpayLike.close();
    }
  });
});

describe('GET /api/payments/config', () => {
  it('tells the browser which checkout to open', async () => {
    expect(await call(api, 'GET', '/payments/config')).toEqual({ status: 200, body: { provider: 'simulated' } });
  });
});

describe('POST /api/verify-payment', () => {
  /** An order for a fresh project, paid through the simulated checkout. */
  async function paidCheckout(seed: Parameters<typeof seedProject>[2] = {}) {
    const projectId = await takenProject(seed);
    const order = await createOrderFor(api, student, projectId);
    return { projectId, order, result: await api.checkout.pay(order.id) };
  }

  it('funds the project and marks the order paid, changing only paymentStatus', async () => {
    const { projectId, order, result } = await paidCheckout();
    const before = await projectState(projectId);
    const response = await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } });
    expect(response).toEqual({ status: 200, body: { paymentStatus: 'Funded' } });
    const after = await projectState(projectId);
    expect(after.data).toEqual({ ...before.data, paymentStatus: 'Funded' });
    // The fund row's event, written with the funding (decision 062): what tells the seller.
    expect(await historyOf(projectId)).toEqual([['funded', 'funded', student.uid, 'student']]);
    expect((await orderState(order.id)).data).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
      confirmedBy: 'checkout',
    });
    // Written with it: the console search's key, so the payment is found by its id in one read (decision 063).
    expect(await searchKeyTargetsOf(backend.db, result.razorpay_payment_id)).toEqual([
      searchKeyTargets.paymentOfOrder(paths.paymentOrder(order.id)),
    ]);
  });

  it('answers 400 to a tampered signature and writes nothing', async () => {
    expectConsole('warn', /payment signature rejected/);
    const { projectId, order, result } = await paidCheckout();
    const project = await projectState(projectId);
    const stored = await orderState(order.id);
    for (const tampered of [
      { ...result, razorpay_signature: result.razorpay_signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...result, razorpay_payment_id: 'pay_someone_elses' },
    ]) {
      const response = await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...tampered } });
      expect(response).toEqual({ status: 400, body: { error: paymentErrors.badSignature } });
    }
    expect(await projectState(projectId)).toEqual(project);
    expect(await orderState(order.id)).toEqual(stored);
  });

  it('answers 409 to a replay of the same good payload, with exactly one change made', async () => {
    const { projectId, order, result } = await paidCheckout();
    const first = await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } });
    expect(first.status).toBe(200);
    const project = await projectState(projectId);
    const stored = await orderState(order.id);
    const replay = await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } });
    expect(replay).toEqual({ status: 409, body: { error: paymentErrors.alreadyPaid } });
    expect(await projectState(projectId)).toEqual(project);
    expect(await orderState(order.id)).toEqual(stored);
  });

  it('funds once when the same payment is verified many times at once', async () => {
    const { projectId, result } = await paidCheckout();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await historyOf(projectId)).toEqual([['funded', 'funded', student.uid, 'student']]);
  });

  it('answers 403 when someone else sends the student’s payment, and writes nothing', async () => {
    const { projectId, order, result } = await paidCheckout();
    const response = await call(api, 'POST', '/verify-payment', { as: otherStudent, body: { projectId, ...result } });
    expect(response).toEqual({ status: 403, body: { error: paymentErrors.orderOfSomeoneElse } });
    expect((await projectState(projectId)).data?.paymentStatus).toBe('Unpaid');
    expect((await orderState(order.id)).data?.status).toBe('created');
  });

  it('answers 409 when the project moved on before the payment came back, and refunds the payment (decision 029)', async () => {
    expectConsole('warn', /verified payment could not be applied: refunded/);
    const { projectId, order, result } = await paidCheckout();
    await backend.db.doc(paths.project(projectId)).update({ status: 'Completed' });
    const project = await projectState(projectId);
    const response = await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } });
    const refunded = paymentErrors.refundedInFull(formatRupees(fromPaise(order.amount)));
    expect(response).toEqual({ status: 409, body: { error: `${projectFundingErrors.notFundable} ${refunded}` } });
    expect(await projectState(projectId)).toEqual(project);
    expect(await historyOf(projectId)).toEqual([]);
    expect((await orderState(order.id)).data?.status).toBe('orphaned');
    const refund = (await backend.db.doc(paths.refund(refundIdFor.payment(order.id))).get()).data();
    expect(refund).toMatchObject({
      purpose: 'payment',
      payerId: student.uid,
      amountPaise: order.amount,
      status: 'requested',
    });
  });

  it('answers 400 when the order belongs to another project, and writes nothing', async () => {
    const { order, result } = await paidCheckout();
    const otherProject = await takenProject();
    const before = await projectState(otherProject);
    const response = await call(api, 'POST', '/verify-payment', {
      as: student,
      body: { projectId: otherProject, ...result },
    });
    expect(response).toEqual({ status: 400, body: { error: projectFundingErrors.orderOfAnotherProject } });
    expect(await projectState(otherProject)).toEqual(before);
    expect((await orderState(order.id)).data?.status).toBe('created');
  });

  it('answers 404 for an order that was never created, 400 for a bad body and 401 without a token', async () => {
    const projectId = await takenProject();
    const result = await api.checkout.pay('order_sim_never_created');
    expect(await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } })).toEqual({
      status: 404,
      body: { error: paymentErrors.orderNotFound },
    });
    expect(
      await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, razorpay_order_id: 'x' } }),
    ).toEqual({ status: 400, body: { error: 'razorpay_payment_id is missing or invalid.' } });
    expect((await call(api, 'POST', '/verify-payment', { body: { projectId, ...result } })).status).toBe(401);
    expect((await projectState(projectId)).data?.paymentStatus).toBe('Unpaid');
  });
});
