// Blocks (decision 031): PUT and DELETE /api/blocks/{uid}. A block is one document per pair and direction, and both
// people's hidden people (what their lists leave out, which the rules check) are written with it. Neither can then
// message the other or buy from the other, whoever blocked whom; unblocking lets them again. The chat's messages go
// through the API (decision 032), where blocks are checked.
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { blockId, blockTexts, HIDDEN_PEOPLE_MAX, NO_ONE } from '@marketplace/shared/safety/block';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { call, seedProject, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { ADDRESS, orderProduct, seedProduct } from './support/store.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person, other: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller', 'seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, other, admin] = suite.people;
});

const block = (by: Person, whom: Person) => call(api, 'PUT', `/blocks/${whom.uid}`, { as: by });
const unblock = (by: Person, whom: Person) => call(api, 'DELETE', `/blocks/${whom.uid}`, { as: by });
const hiddenOf = async (person: Person) =>
  ((await backend.db.doc(paths.hiddenPeople(person.uid)).get()).get('uids') as string[]).filter(
    (uid) => uid !== NO_ONE,
  );
const send = (as: Person, projectId: string, text = 'Hello') =>
  call(api, 'POST', `/projects/${projectId}/messages`, { as, body: { text } });

describe('blocking', () => {
  it("writes the block and both people's hidden people, in full slots; twice is once", async () => {
    expect(await block(student, seller)).toEqual({ status: 200, body: { ok: true } });
    expect(await block(student, seller)).toEqual({ status: 200, body: { ok: true } });
    expect((await backend.db.doc(paths.block(blockId(student.uid, seller.uid))).get()).data()).toMatchObject({
      blockerId: student.uid,
      blockedId: seller.uid,
    });
    expect(await hiddenOf(student)).toEqual([seller.uid]);
    expect(await hiddenOf(seller)).toEqual([student.uid]);
    const slots = (await backend.db.doc(paths.hiddenPeople(seller.uid)).get()).get('uids') as string[];
    expect(slots).toHaveLength(HIDDEN_PEOPLE_MAX);
  });

  it('refuses blocking yourself, an admin, or no one', async () => {
    expect(await block(student, student)).toEqual({ status: 400, body: { error: blockTexts.yourself } });
    expect(await block(student, admin)).toEqual({ status: 400, body: { error: blockTexts.admin } });
    expect((await call(api, 'PUT', '/blocks/nobody-at-all', { as: student })).status).toBe(404);
  });

  it("keeps each person's hidden people to the people blocked either way, and unblocking only lifts one direction", async () => {
    await block(student, seller);
    await block(seller, student);
    await block(other, student);
    expect((await hiddenOf(student)).sort()).toEqual([other.uid, seller.uid].sort());
    expect(await unblock(student, seller)).toEqual({ status: 200, body: { ok: true } });
    // The seller's own block of the student stands: they still hide each other.
    expect((await hiddenOf(student)).sort()).toEqual([other.uid, seller.uid].sort());
    await unblock(seller, student);
    expect(await hiddenOf(student)).toEqual([other.uid]);
    expect(await hiddenOf(seller)).toEqual([]);
    expect(await unblock(seller, student)).toEqual({ status: 404, body: { error: blockTexts.notBlocked } });
  });
});

describe('a block between two people', () => {
  it.each([
    ['the student blocked the seller', () => block(student, seller)],
    ['the seller blocked the student', () => block(seller, student)],
  ])('stops the chat both ways when %s, and unblocking opens it again', async (_who, blocking) => {
    const projectId = await seedProject(backend, student, { seller });
    expect((await send(student, projectId)).status).toBe(201);
    await blocking();
    for (const person of [student, seller]) {
      expect(await send(person, projectId)).toEqual({ status: 409, body: { error: blockTexts.blockedBetween } });
    }
    await unblock(student, seller);
    await unblock(seller, student);
    expect((await send(seller, projectId)).status).toBe(201);
  });

  it("refuses buying the blocker's product, by card and cash on delivery", async () => {
    const productId = await seedProduct(backend, seller);
    await block(seller, student);
    expect(await orderProduct(api, student, productId)).toEqual({
      status: 409,
      body: { error: blockTexts.blockedBetween },
    });
    const cod = await call(api, 'POST', '/create-cod-order', {
      as: student,
      body: { productId, deliveryAddress: ADDRESS, paymentMethod: 'cod' },
    });
    expect(cod).toEqual({ status: 409, body: { error: blockTexts.blockedBetween } });
    expect((await backend.db.collection(paths.storeOrders).get()).size).toBe(0);
  });
});

describe('a chat message through the API', () => {
  it('stores it from the caller, unread by the other participant alone', async () => {
    const projectId = await seedProject(backend, student, { seller });
    const { status, body } = await send(student, projectId, '  Parts ordered.  ');
    expect(status).toBe(201);
    const stored = (await backend.db.doc(`${paths.projectMessages(projectId)}/${String(body.id)}`).get()).data();
    expect(stored).toMatchObject({
      text: 'Parts ordered.',
      senderId: student.uid,
      senderEmail: student.email,
      readBy: [student.uid],
      unreadBy: [seller.uid],
    });
  });

  it('refuses someone outside the chat, a project nobody took, and an empty message', async () => {
    const taken = await seedProject(backend, student, { seller });
    const open = await seedProject(backend, student, { status: 'Open' });
    expect(await send(other, taken)).toEqual({ status: 403, body: { error: projectErrors.notInChat } });
    expect(await send(student, open)).toEqual({ status: 403, body: { error: projectErrors.notInChat } });
    expect(await send(student, taken, '   ')).toEqual({ status: 400, body: { error: projectErrors.messageEmpty } });
    expect((await send(student, 'no-such-project')).status).toBe(404);
  });
});
