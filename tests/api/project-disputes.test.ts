// Disputes, their settlement and the automatic release. An admin settles an open dispute once:
// release, refund or split, with its refund record, history event, audit record and payout; the automatic
// release comes after the configured delay unless the student answered. Racing steps on one project: exactly
// one wins, and what is refunded and paid out never exceeds the budget.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { toPaise } from '@marketplace/shared/projects/money';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { createApp } from '../../functions/src/app.ts';
import { autoRelease, scheduleAutoRelease } from '../../functions/src/features/projects/auto-release.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { serveAsLocalHost, useApiSuite, type Served } from './support/api-suite.ts';
import { eventually, listen, type Backend } from './support/emulators.ts';
import type { Person } from './support/payments.ts';
import {
  DAY_MS,
  projectChange,
  projectsClient,
  seedEscrow,
  send,
  writtenFor,
  type EscrowSeed,
} from './support/projects.ts';

let backend: Backend;
let api: Served;
let student: Person, seller: Person, admin: Person;
useApiSuite({ serve: serveAsLocalHost, people: ['student', 'seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, admin] = suite.people;
});

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  cleanups = [];
});

const BUDGET_PAISE = toPaise(1234.5);

const delivered = (more: EscrowSeed = {}): EscrowSeed => ({
  status: 'Completed',
  paymentStatus: 'Funded',
  seller,
  deliveries: 1,
  ...more,
});
const disputed = (more: EscrowSeed = {}) =>
  delivered({ disputeStatus: 'open', disputedBy: student.uid, disputeReason: 'Nothing works.', ...more });

const settle = (projectId: string, body: Record<string, unknown>, as: Person = admin) =>
  send(api.url, as, 'POST', `/admin/disputes/${projectId}/settlement`, body);

/** The payout the step wrote in its own transaction (decision 046): nothing follows by trigger. */
async function payoutFor(projectId: string, _before?: Record<string, unknown>) {
  const payout = await backend.db.doc(paths.payout(projectId)).get();
  return payout.exists ? payout.data()! : null;
}

/** What the project's money became: refunded plus paid out, in paise. */
async function moneyOut(projectId: string, before: Record<string, unknown>) {
  const payout = await payoutFor(projectId, before);
  const { refund } = await writtenFor(backend, projectId);
  return ((refund?.amountPaise as number) ?? 0) + ((payout?.budgetPaise as number) ?? 0);
}

describe('POST /api/admin/disputes/{id}/settlement', () => {
  it('releases to the seller: the whole budget paid out 70/30, history, audit, no refund', async () => {
    const projectId = await seedEscrow(backend, student, disputed());
    const before = (await writtenFor(backend, projectId)).project.data!;
    expect(await settle(projectId, { outcome: 'release' })).toMatchObject({ status: 200, body: { ok: true } });
    const { project, history, refund } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({
      status: 'Completed',
      paymentStatus: 'Released',
      disputeStatus: 'settled',
      settlement: { outcome: 'release', refundPaise: 0, payoutPaise: BUDGET_PAISE },
    });
    expect(history).toEqual([
      expect.objectContaining({
        id: 'settled',
        kind: 'settled',
        byRole: 'admin',
        outcome: 'release',
        payoutPaise: BUDGET_PAISE,
      }),
    ]);
    expect(refund).toBeNull();
    expect(await payoutFor(projectId, before)).toMatchObject({
      budgetPaise: BUDGET_PAISE,
      sellerPaise: 86_415,
      platformPaise: 37_035,
    });
    const audit = (await backend.db.collection(paths.adminAudit).get()).docs.map((each) => each.data());
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'settle-dispute',
        byUid: admin.uid,
        target: { projectId, outcome: 'release', refundPaise: 0, payoutPaise: BUDGET_PAISE },
      }),
    ]);
  });

  it('refunds in full: Cancelled and Refunded, one refund record, no payout', async () => {
    const projectId = await seedEscrow(backend, student, disputed());
    const before = (await writtenFor(backend, projectId)).project.data!;
    expect((await settle(projectId, { outcome: 'refund' })).status).toBe(200);
    const { project, refund } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', refundStatus: 'requested' });
    expect(refund).toMatchObject({ amountPaise: BUDGET_PAISE, status: 'requested', payerId: student.uid });
    expect(await payoutFor(projectId, before)).toBeNull();
  });

  it('splits: the part refunded, the rest paid out 70/30 of that part', async () => {
    const projectId = await seedEscrow(backend, student, disputed());
    const before = (await writtenFor(backend, projectId)).project.data!;
    expect((await settle(projectId, { outcome: 'split', refundPaise: 50_000 })).status).toBe(200);
    const { project, refund, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({
      paymentStatus: 'Settled',
      settlement: { outcome: 'split', refundPaise: 50_000, payoutPaise: BUDGET_PAISE - 50_000 },
    });
    expect(refund).toMatchObject({ amountPaise: 50_000 });
    expect(history[0]).toMatchObject({ refundPaise: 50_000, payoutPaise: BUDGET_PAISE - 50_000 });
    expect(await payoutFor(projectId, before)).toMatchObject({
      budgetPaise: 73_450,
      sellerPaise: 51_415,
      platformPaise: 22_035,
    });
  });

  it('refuses what is not a settlement (400), a project without an open dispute (409), a non-admin (403)', async () => {
    const projectId = await seedEscrow(backend, student, disputed());
    const before = await writtenFor(backend, projectId);
    for (const body of [
      { outcome: 'split' },
      { outcome: 'split', refundPaise: 0 },
      { outcome: 'split', refundPaise: BUDGET_PAISE },
      { outcome: 'split', refundPaise: BUDGET_PAISE + 1 },
      { outcome: 'split', refundPaise: -5 },
    ])
      expect(await settle(projectId, body)).toMatchObject({ status: 400 });
    expect(await settle(projectId, { outcome: 'split', refundPaise: 0 })).toMatchObject({
      body: { message: projectErrors.settlementInvalid },
    });
    for (const as of [student, seller])
      expect(await settle(projectId, { outcome: 'refund' }, as)).toMatchObject({
        status: 403,
        body: { message: projectErrors.notAdmin },
      });
    expect(await writtenFor(backend, projectId)).toEqual(before);
    const calm = await seedEscrow(backend, student, delivered());
    expect(await settle(calm, { outcome: 'refund' })).toMatchObject({
      status: 409,
      body: { message: projectErrors.disputeNotOpen },
    });
    expect((await settle('missing', { outcome: 'refund' })).status).toBe(404);
  });

  it('settles once when two settlements race: one wins, and the money out never exceeds the budget', async () => {
    const projectId = await seedEscrow(backend, student, disputed());
    const before = (await writtenFor(backend, projectId)).project.data!;
    const answers = await Promise.all([
      settle(projectId, { outcome: 'split', refundPaise: 100_000 }),
      settle(projectId, { outcome: 'release' }),
      settle(projectId, { outcome: 'refund' }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    expect((await writtenFor(backend, projectId)).history).toHaveLength(1);
    expect(await moneyOut(projectId, before)).toBe(BUDGET_PAISE);
  });

  it('a settlement racing an automatic release that was due: the settlement wins, once', async () => {
    const projectId = await seedEscrow(backend, student, disputed({ autoReleaseAt: Date.now() - 1000 }));
    const before = (await writtenFor(backend, projectId)).project.data!;
    const [settled] = await Promise.all([
      settle(projectId, { outcome: 'split', refundPaise: 20_000 }),
      autoRelease(backend, { data: { projectId, round: 1 } }),
      autoRelease(backend, { data: { projectId, round: 1 } }),
    ]);
    expect(settled.status).toBe(200);
    const { project, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ paymentStatus: 'Settled' });
    expect(history.map(({ kind }) => kind)).toEqual(['settled']);
    expect(await moneyOut(projectId, before)).toBe(BUDGET_PAISE);
  });
});

describe('racing steps on one project', () => {
  it("the student's release and the seller's dispute: exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const projectId = await seedEscrow(backend, student, delivered());
      const [release, dispute] = await Promise.all([
        send(api.url, student, 'POST', `/projects/${projectId}/transitions`, { action: 'release' }),
        send(api.url, seller, 'POST', `/projects/${projectId}/transitions`, { action: 'dispute', note: 'Unpaid.' }),
      ]);
      expect([release.status, dispute.status].sort()).toEqual([200, 409]);
      const disputeWon = dispute.status === 200;
      const { project } = await writtenFor(backend, projectId);
      expect(project.data).toMatchObject(
        disputeWon ? { paymentStatus: 'Funded', disputeStatus: 'open' } : { paymentStatus: 'Released' },
      );
      if (!disputeWon) expect(project.data!.disputeStatus ?? null).toBeNull();
    }
  });

  it('a dispute and the automatic release that is due: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const projectId = await seedEscrow(backend, student, delivered({ autoReleaseAt: Date.now() - 1000 }));
      const [dispute] = await Promise.all([
        send(api.url, student, 'POST', `/projects/${projectId}/transitions`, { action: 'dispute', note: 'Broken.' }),
        autoRelease(backend, { data: { projectId, round: 1 } }),
      ]);
      const { project, history } = await writtenFor(backend, projectId);
      if (dispute.status === 200) {
        expect(project.data).toMatchObject({ paymentStatus: 'Funded', disputeStatus: 'open' });
        expect(history.map(({ kind }) => kind)).toEqual(['disputed']);
      } else {
        expect(dispute.status).toBe(409);
        expect(project.data).toMatchObject({ paymentStatus: 'Released' });
        expect(history.map(({ kind }) => kind)).toEqual(['auto-released']);
      }
    }
  });
});

describe('the automatic release', () => {
  it('is configured locally by AUTO_RELEASE_AFTER_MS (7 days unless set)', () => {
    expect(localEnvironment('/tmp/x', {}).autoReleaseAfterMs).toBe(7 * DAY_MS);
    expect(localEnvironment('/tmp/x', { AUTO_RELEASE_AFTER_MS: '300' }).autoReleaseAfterMs).toBe(300);
    expect(() => localEnvironment('/tmp/x', { AUTO_RELEASE_AFTER_MS: 'soon' })).toThrow(/AUTO_RELEASE_AFTER_MS/);
  });

  it('releases a delivery the student did not answer after the short configured delay, and pays it out', async () => {
    const quick = await listen(createApp({ ...backend, autoReleaseAfterMs: 300 }));
    cleanups.push(quick.close);
    const delivery = deliverFirestore(backend.db, { scheduleAutoRelease: triggers.scheduleAutoRelease }, backend);
    cleanups.push(delivery);
    await delivery.listening;
    const projectId = await seedEscrow(backend, student, delivered({ status: 'In Progress', deliveries: 0 }));
    const started = Date.now();
    await projectsClient(quick.url, seller).deliver({ projectId, note: 'Done.' });
    await eventually(
      () => backend.db.doc(paths.payout(projectId)).get(),
      (payout) => payout.exists,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const { project, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ paymentStatus: 'Released', status: 'Completed' });
    expect(history.map(({ kind, by }) => ({ kind, by })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'auto-released', by: 'system' },
      { kind: 'delivered', by: seller.uid },
    ]);
  });

  it('schedules one task per delivery round however often the change comes, and a catch-up schedules it again', async () => {
    const enqueued: { id: string; delayMs: number }[] = [];
    const counting = {
      ...backend,
      taskQueue: {
        enqueue: async (_q: string, _d: unknown, options: { id: string; delayMs: number }) =>
          void enqueued.push(options),
      },
    };
    const at = Date.now() + 60_000;
    const change = (before: Record<string, unknown> | null, after: Record<string, unknown>) =>
      projectChange('p1', before, after);
    const round1 = { deliveries: 1, autoReleaseAt: at };
    await scheduleAutoRelease(counting, change({ deliveries: 0, autoReleaseAt: null }, round1));
    await scheduleAutoRelease(counting, change({ deliveries: 0, autoReleaseAt: null }, round1));
    await scheduleAutoRelease(counting, change(null, round1));
    await scheduleAutoRelease(counting, change(round1, { ...round1, title: 'renamed' }));
    await scheduleAutoRelease(counting, change(round1, { deliveries: 1, autoReleaseAt: null }));
    expect(new Set(enqueued.map(({ id }) => id))).toEqual(new Set(['p1-round-1']));
    expect(enqueued).toHaveLength(3);
    expect(enqueued[0]!.delayMs).toBeGreaterThan(55_000);
  });

  it('does nothing when the student answered in time, for a stale round, or before it is due', async () => {
    const changed = await seedEscrow(
      backend,
      student,
      delivered({ status: 'In Progress', deliveries: 1, changeRounds: 1 }),
    );
    const later = await seedEscrow(backend, student, delivered({ deliveries: 2, autoReleaseAt: Date.now() - 1 }));
    const early = await seedEscrow(backend, student, delivered({ autoReleaseAt: Date.now() + DAY_MS }));
    const before = await Promise.all([changed, later, early].map((id) => writtenFor(backend, id)));
    await autoRelease(backend, { data: { projectId: changed, round: 1 } });
    await autoRelease(backend, { data: { projectId: later, round: 1 } });
    await autoRelease(backend, { data: { projectId: early, round: 1 } });
    await autoRelease(backend, { data: { projectId: 'missing', round: 1 } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await autoRelease(backend, { data: { nonsense: true } });
    expect(warn).toHaveBeenCalledOnce();
    expect(await Promise.all([changed, later, early].map((id) => writtenFor(backend, id)))).toEqual(before);
  });
});

describe("the student's own release (through the API, decision 028)", () => {
  it('is recorded in the history once, by the student, with its earning booked once; a repeat is refused', async () => {
    const projectId = await seedEscrow(backend, student, delivered());
    const release = () => send(api.url, student, 'POST', `/projects/${projectId}/transitions`, { action: 'release' });
    const answers = await Promise.all([release(), release()]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect((await release()).status).toBe(409);
    const { project, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ paymentStatus: 'Released', autoReleaseAt: null });
    expect(history).toEqual([
      expect.objectContaining({ id: 'released', kind: 'released', by: student.uid, byRole: 'student' }),
    ]);
    const earning = (await backend.db.doc(paths.ledgerEntry(`earning-project-${projectId}`)).get()).data();
    expect(earning).toMatchObject({ kind: 'release', sellerId: seller.uid, totals: { held: BUDGET_PAISE } });
  });

  it('is refused to the seller and while a dispute is open', async () => {
    const projectId = await seedEscrow(backend, student, delivered());
    const body = { action: 'release' };
    expect((await send(api.url, seller, 'POST', `/projects/${projectId}/transitions`, body)).status).toBe(409);
    const frozen = await seedEscrow(backend, student, disputed());
    expect((await send(api.url, student, 'POST', `/projects/${frozen}/transitions`, body)).status).toBe(409);
    expect((await writtenFor(backend, projectId)).project.data).toMatchObject({ paymentStatus: 'Funded' });
    expect((await writtenFor(backend, frozen)).project.data).toMatchObject({ paymentStatus: 'Funded' });
  });
});
