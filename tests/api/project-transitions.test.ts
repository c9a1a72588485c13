// POST /api/projects/{id}/transitions: every step a person takes through the API, by every caller.
// The one who may take it now gets 200 and the project moves, with its history event (and, when it refunds, the
// refund record for the whole budget); the project's other party gets 409; anyone else 403. A refusal writes
// nothing; a repeated request is refused and writes nothing twice.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { toPaise } from '@marketplace/shared/projects/money';
import {
  MAX_CHANGE_ROUNDS,
  NOTE_MAX_LENGTH,
  type TransitionAction,
} from '@marketplace/shared/projects/project-actions';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import type { Person } from './support/payments.ts';
import { DAY_MS, seedEscrow, send, useLifecycleSuite, writtenFor, type EscrowSeed } from './support/projects.ts';

let backend: Backend, api: Served;
let student: Person, seller: Person, otherStudent: Person, otherSeller: Person, admin: Person;
useLifecycleSuite((suite) => ({ backend, api, student, seller, otherStudent, otherSeller, admin } = suite));

type Caller = 'student' | 'seller' | 'other student' | 'other seller' | 'admin';
const callers: Caller[] = ['student', 'seller', 'other student', 'other seller', 'admin'];
const person = (caller: Caller) =>
  ({ student, seller, 'other student': otherStudent, 'other seller': otherSeller, admin })[caller];

interface Case {
  action: TransitionAction;
  seed: () => EscrowSeed;
  /** Who gets 200; the project's other party gets 409 and everyone else 403. */
  allowed: Caller[];
  /** The seller is not assigned yet (an Open project): then they are nobody to it either. */
  open?: boolean;
}

const funded = (more: EscrowSeed = {}): EscrowSeed => ({
  status: 'In Progress',
  paymentStatus: 'Funded',
  seller,
  ...more,
});

const cases: Case[] = [
  {
    action: 'request-changes',
    seed: () => funded({ status: 'Completed', deliveries: 1 }),
    allowed: ['student'],
  },
  { action: 'withdraw', seed: () => ({ status: 'Open', seller: null }), allowed: ['student'], open: true },
  { action: 'withdraw', seed: () => ({ status: 'In Progress', seller }), allowed: ['student'] },
  { action: 'give-up', seed: () => ({ status: 'In Progress', seller }), allowed: ['seller'] },
  { action: 'request-cancel', seed: () => funded(), allowed: ['student'] },
  { action: 'agree-cancel', seed: () => funded({ cancelRequestedAt: Date.now() }), allowed: ['seller'] },
  { action: 'decline-cancel', seed: () => funded({ cancelRequestedAt: Date.now() }), allowed: ['seller'] },
  { action: 'cancel-overdue', seed: () => funded({ deadline: Date.now() - 8 * DAY_MS }), allowed: ['student'] },
  { action: 'dispute', seed: () => funded({ status: 'Completed', deliveries: 1 }), allowed: ['student', 'seller'] },
  // The side that did not open the dispute answers it; the opener is the project's party, refused with 409.
  {
    action: 'answer-dispute',
    seed: () =>
      funded({
        status: 'Completed',
        deliveries: 1,
        disputeStatus: 'open',
        disputedBy: student.uid,
        disputeReason: 'x',
      }),
    allowed: ['seller'],
  },
];

const expected = (one: Case, caller: Caller) =>
  one.allowed.includes(caller) ? 200 : caller === 'student' || (caller === 'seller' && !one.open) ? 409 : 403;

const transition = (projectId: string, as: Person, body: Record<string, unknown>) =>
  send(api.url, as, 'POST', `/projects/${projectId}/transitions`, body);

describe('every transition by every caller', () => {
  const rows = cases.flatMap((one) => callers.map((caller) => ({ ...one, caller, status: expected(one, caller) })));

  it.each(rows)('$action by the $caller: $status', async (row) => {
    const projectId = await seedEscrow(backend, student, row.seed());
    const before = await writtenFor(backend, projectId);
    const { status, body } = await transition(projectId, person(row.caller), {
      action: row.action,
      note: 'The line sensor misses sharp turns.',
    });
    expect(status).toBe(row.status);
    const after = await writtenFor(backend, projectId);
    if (status !== 200) {
      expect(body).toEqual({ error: status === 403 ? projectErrors.notYours : projectErrors.notNow });
      expect(after).toEqual(before);
      return;
    }
    expect(body).toEqual({ ok: true });
    expect(after.project.updateTime).not.toBe(before.project.updateTime);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({
      by: person(row.caller).uid,
      byRole: row.caller,
      at: expect.any(Timestamp),
    });
    const refunds = row.action === 'agree-cancel' || row.action === 'cancel-overdue';
    if (refunds) {
      expect(after.project.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
      expect(after.refund).toMatchObject({ amountPaise: toPaise(1234.5), status: 'requested', subjectId: projectId });
    } else expect(after.refund).toBeNull();
  });
});

describe('what each step writes', () => {
  it('a change request sends the work back, with its note and round, and stops the automatic release', async () => {
    const projectId = await seedEscrow(
      backend,
      student,
      funded({ status: 'Completed', deliveries: 2, changeRounds: 1, autoReleaseAt: Date.now() + DAY_MS }),
    );
    expect((await transition(projectId, student, { action: 'request-changes', note: '  Turn faster.  ' })).status).toBe(
      200,
    );
    const { project, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ status: 'In Progress', changeRounds: 2, autoReleaseAt: null });
    expect(history).toEqual([
      expect.objectContaining({ kind: 'changes-requested', note: 'Turn faster.', round: 2, byRole: 'student' }),
    ]);
  });

  it(`refuses a change request after ${MAX_CHANGE_ROUNDS} rounds`, async () => {
    const projectId = await seedEscrow(
      backend,
      student,
      funded({ status: 'Completed', deliveries: 4, changeRounds: MAX_CHANGE_ROUNDS }),
    );
    expect(await transition(projectId, student, { action: 'request-changes', note: 'Again.' })).toMatchObject({
      status: 409,
    });
  });

  it('a dispute keeps its reason and who opened it, and stops the automatic release', async () => {
    const projectId = await seedEscrow(
      backend,
      student,
      funded({ status: 'Completed', deliveries: 1, autoReleaseAt: Date.now() + DAY_MS }),
    );
    expect((await transition(projectId, seller, { action: 'dispute', note: 'Paid work withheld.' })).status).toBe(200);
    const { project, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({
      disputeStatus: 'open',
      disputedBy: seller.uid,
      disputeReason: 'Paid work withheld.',
      disputedAt: expect.any(Timestamp),
      autoReleaseAt: null,
    });
    expect(history).toEqual([expect.objectContaining({ kind: 'disputed', note: 'Paid work withheld.' })]);
  });
});

describe("a dispute's answer", () => {
  it('keeps the other side in the project and its history, once; the opener cannot answer', async () => {
    const projectId = await seedEscrow(
      backend,
      student,
      funded({ status: 'Completed', deliveries: 1, disputeStatus: 'open', disputedBy: seller.uid, disputeReason: 'x' }),
    );
    expect(await transition(projectId, seller, { action: 'answer-dispute', note: 'Mine.' })).toMatchObject({
      status: 409,
    });
    const answer = { action: 'answer-dispute', note: ' The board never arrived. ' };
    expect((await transition(projectId, student, answer)).status).toBe(200);
    const { project, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({
      disputeStatus: 'open',
      disputeReason: 'x',
      disputeAnswer: 'The board never arrived.',
      disputeAnsweredAt: expect.any(Timestamp),
      paymentStatus: 'Funded',
    });
    expect(history).toEqual([
      expect.objectContaining({ id: 'dispute-answered', kind: 'dispute-answered', byRole: 'student' }),
    ]);
    // Once: a second answer finds it answered, and writes nothing.
    expect(await transition(projectId, student, answer)).toMatchObject({ status: 409 });
    expect((await writtenFor(backend, projectId)).history).toHaveLength(1);
  });
});

describe('the note', () => {
  it.each(['request-changes', 'dispute', 'answer-dispute'] as const)(
    'is required for %s (400, nothing written)',
    async (action) => {
      const projectId = await seedEscrow(backend, student, funded({ status: 'Completed', deliveries: 1 }));
      const before = await writtenFor(backend, projectId);
      for (const note of [undefined, '', '   ']) {
        const { status, body } = await transition(projectId, student, {
          action,
          ...(note === undefined ? {} : { note }),
        });
        expect({ status, body }).toEqual({ status: 400, body: { error: projectErrors.noteRequired } });
      }
      expect(await writtenFor(backend, projectId)).toEqual(before);
    },
  );

  it(`is at most ${NOTE_MAX_LENGTH} characters (400, nothing written)`, async () => {
    const projectId = await seedEscrow(backend, student, funded());
    const before = await writtenFor(backend, projectId);
    const { status, body } = await transition(projectId, student, {
      action: 'request-cancel',
      note: 'x'.repeat(NOTE_MAX_LENGTH + 1),
    });
    expect({ status, body }).toEqual({ status: 400, body: { error: projectErrors.noteTooLong } });
    expect(await writtenFor(backend, projectId)).toEqual(before);
    expect(
      (await transition(projectId, student, { action: 'request-cancel', note: 'x'.repeat(NOTE_MAX_LENGTH) })).status,
    ).toBe(200);
  });
});

describe('refusals', () => {
  it('answers 404 for a project that is not there, 401 without a token, 400 for an unknown action', async () => {
    expect(await transition('missing', student, { action: 'withdraw' })).toMatchObject({
      status: 404,
      body: { error: projectErrors.notFound },
    });
    const projectId = await seedEscrow(backend, student, { status: 'Open', seller: null });
    expect(
      (await send(api.url, null, 'POST', `/projects/${projectId}/transitions`, { action: 'withdraw' })).status,
    ).toBe(401);
    expect((await transition(projectId, student, { action: 'settle' })).status).toBe(400);
    expect((await transition(projectId, student, { action: 'complete' })).status).toBe(400);
  });

  it('refuses a repeated request: the second finds the project moved on and writes nothing twice', async () => {
    const projectId = await seedEscrow(backend, student, funded({ cancelRequestedAt: Date.now() }));
    expect((await transition(projectId, seller, { action: 'agree-cancel' })).status).toBe(200);
    const once = await writtenFor(backend, projectId);
    expect(await transition(projectId, seller, { action: 'agree-cancel' })).toMatchObject({ status: 409 });
    expect(await writtenFor(backend, projectId)).toEqual(once);
    expect(once.history).toHaveLength(1);
  });

  it('refuses the same request sent twice at once: exactly one is taken', async () => {
    const projectId = await seedEscrow(backend, student, funded());
    const answers = await Promise.all(
      [1, 2, 3].map(() => transition(projectId, student, { action: 'request-cancel' })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    expect((await writtenFor(backend, projectId)).history).toHaveLength(1);
  });
});
