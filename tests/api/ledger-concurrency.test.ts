// The ledger under load (decision 029): fifty funded deliveries whose student releases, whose seller disputes and
// agrees to the student's request to cancel, all at once; then every dispute settled twice at once, racing the
// automatic release. Each project ends one way, and the books add up after it: nothing paid out and refunded beyond
// what was captured, nothing left held on a project that ended (the suite's ledger check after every test).
import { describe, expect, it } from 'vitest';
import { moneyBySubject } from '@marketplace/shared/ledger/invariants';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { toPaise } from '@marketplace/shared/projects/money';
import { autoRelease } from '../../functions/src/features/projects/auto-release.ts';
import { serveAsLocalHost, useApiSuite, type Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { currentLedgerProblems, ledgerEntries } from './support/ledger.ts';
import type { Person } from './support/payments.ts';
import { seedEscrow, send } from './support/projects.ts';

let backend: Backend, api: Served, student: Person, seller: Person, admin: Person;
useApiSuite({ serve: serveAsLocalHost, people: ['student', 'seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, admin] = suite.people;
});

const PROJECTS = 50;
const BUDGET = 999.99;
const step = (as: Person, projectId: string, action: string, note?: string) =>
  send(api.url, as, 'POST', `/projects/${projectId}/transitions`, { action, ...(note ? { note } : {}) });

describe('fifty projects released, disputed, settled and refunded at once', () => {
  it('ends each one way, and the books add up', async () => {
    const ids = await Promise.all(
      Array.from({ length: PROJECTS }, () =>
        seedEscrow(backend, student, {
          status: 'Completed',
          paymentStatus: 'Funded',
          seller,
          budget: BUDGET,
          deliveries: 1,
          cancelRequestedAt: Date.now() - 1000,
          autoReleaseAt: Date.now() - 1000,
        }),
      ),
    );
    const firstRound = await Promise.all(
      ids.flatMap((id) => [
        step(student, id, 'release'),
        step(seller, id, 'dispute', 'Not paid for the extra work.'),
        step(seller, id, 'agree-cancel'),
      ]),
    );
    expect(firstRound.filter(({ status }) => status !== 200 && status !== 409)).toEqual([]);

    const disputed: string[] = [];
    for (const id of ids) {
      const project = (await backend.db.doc(paths.project(id)).get()).data()!;
      if (project.disputeStatus === 'open') disputed.push(id);
    }
    const settle = (id: string, body: Record<string, unknown>) =>
      send(api.url, admin, 'POST', `/admin/disputes/${id}/settlement`, body);
    const choices = [{ outcome: 'release' }, { outcome: 'refund' }, { outcome: 'split', refundPaise: 33_333 }];
    const secondRound = await Promise.all(
      disputed.flatMap((id, index) => [
        settle(id, choices[index % 3]!),
        settle(id, choices[(index + 1) % 3]!),
        autoRelease(backend, { data: { projectId: id, round: 1 } }).then(() => ({ status: 200 })),
      ]),
    );
    expect(secondRound.filter(({ status }) => status !== 200 && status !== 409)).toEqual([]);

    const money = moneyBySubject(await ledgerEntries(backend.db));
    for (const id of ids) {
      const project = (await backend.db.doc(paths.project(id)).get()).data()!;
      const subject = money.get(ledgerSubject.project(id))!;
      // Every project ended, one way: released, refunded, or settled, never frozen for ever.
      expect(['Released', 'Refunded', 'Settled'], id).toContain(project.paymentStatus);
      expect(subject.captured, id).toBe(toPaise(BUDGET));
      expect(subject.refunded + subject.sellerShare + subject.platformShare, id).toBe(toPaise(BUDGET));
      expect(subject.held, id).toBe(0);
    }
    expect(await currentLedgerProblems(backend.db)).toEqual([]);
  }, 120_000);
});
