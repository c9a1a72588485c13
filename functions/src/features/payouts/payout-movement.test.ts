import { describe, expect, it } from 'vitest';
import { payoutFailureReasons } from '@marketplace/shared/payouts/payout';
import { afterReport, type ProviderReport } from '../../platform/movement/movement.ts';
import { payoutEventFrom } from './payout-movement.ts';
import { payoutMovement, type StoredPayout } from './payout-record.ts';

// A payout's status moves as the movement's afterReport moves it, configured by payoutMovement.
type Sent = Pick<StoredPayout, 'status' | 'attempt' | 'providerPayoutId'>;
const sent: Sent = { status: 'queued', attempt: 1, providerPayoutId: 'pout_1' };
const afterPayoutReport = (payout: Sent, report: ProviderReport) =>
  afterReport(
    payoutMovement,
    { id: 'p1', sentAttempt: payout.attempt, failureReason: null, ...payout } as StoredPayout,
    report,
  );
const report = (over: Partial<ProviderReport> & { providerPayoutId?: string } = {}): ProviderReport => {
  const { providerPayoutId = 'pout_1', ...rest } = over;
  return {
    status: 'processing',
    providerId: providerPayoutId,
    attempt: 1,
    reference: null,
    failureReason: null,
    ...rest,
  };
};

describe('afterPayoutReport', () => {
  it('moves a payout forward through every status, keeping the UTR when processed', () => {
    expect(afterPayoutReport(sent, report())).toEqual({ status: 'processing', providerPayoutId: 'pout_1' });
    expect(
      afterPayoutReport({ ...sent, status: 'processing' }, report({ status: 'processed', reference: 'UTR123' })),
    ).toEqual({ status: 'processed', providerPayoutId: 'pout_1', reference: 'UTR123' });
    expect(
      afterPayoutReport(
        { ...sent, status: 'processed' },
        report({ status: 'reversed', failureReason: 'Account closed' }),
      ),
    ).toEqual({ status: 'reversed', providerPayoutId: 'pout_1', failureReason: 'Account closed' });
  });

  it("fails a payout with the provider's reason, or ours when it gives none", () => {
    expect(afterPayoutReport(sent, report({ status: 'failed', failureReason: 'Invalid VPA' }))).toMatchObject({
      status: 'failed',
      failureReason: 'Invalid VPA',
    });
    expect(afterPayoutReport(sent, report({ status: 'failed' }))?.failureReason).toBe(
      payoutFailureReasons.providerFailed,
    );
    expect(afterPayoutReport({ ...sent, status: 'processed' }, report({ status: 'reversed' }))?.failureReason).toBe(
      payoutFailureReasons.providerReversed,
    );
  });

  it('changes nothing for a repeated, late or out-of-order answer', () => {
    expect(afterPayoutReport({ ...sent, status: 'processing' }, report())).toBeNull();
    expect(afterPayoutReport({ ...sent, status: 'processed' }, report({ status: 'processing' }))).toBeNull();
    expect(afterPayoutReport({ ...sent, status: 'processed' }, report({ status: 'failed' }))).toBeNull();
    expect(afterPayoutReport({ ...sent, status: 'failed' }, report({ status: 'processed' }))).toBeNull();
    expect(afterPayoutReport({ ...sent, status: 'processing' }, report({ status: 'reversed' }))).toBeNull();
  });

  it('changes nothing for an attempt a retry replaced, or a payout never sent', () => {
    expect(afterPayoutReport({ ...sent, attempt: 2 }, report({ status: 'failed' }))).toBeNull();
    expect(
      afterPayoutReport({ status: 'waiting-for-details', attempt: 0, providerPayoutId: null }, report()),
    ).toBeNull();
  });

  it("finds the attempt by the provider's id when the notes were lost", () => {
    expect(afterPayoutReport(sent, report({ attempt: null }))).toMatchObject({ status: 'processing' });
    expect(afterPayoutReport(sent, report({ attempt: null, providerPayoutId: 'pout_other' }))).toBeNull();
  });
});

describe('payoutEventFrom', () => {
  const event = (name: string, entity: Record<string, unknown>) => ({
    entity: 'event',
    event: name,
    contains: ['payout'],
    payload: { payout: { entity: { id: 'pout_1', status: 'processed', utr: null, notes: [], ...entity } } },
  });

  it('reads our payout id, the attempt, the status, the UTR and the reason', () => {
    expect(
      payoutEventFrom(
        event('payout.processed', {
          notes: { payoutId: 'project-p1', attempt: '2' },
          utr: 'UTR9',
          status: 'processed',
        }),
      ),
    ).toEqual({
      id: 'project-p1',
      report: { status: 'processed', providerId: 'pout_1', attempt: 2, reference: 'UTR9', failureReason: null },
    });
    expect(
      payoutEventFrom(event('payout.rejected', { status: 'rejected', failure_reason: 'Rejected by approver' }))?.report,
    ).toMatchObject({ status: 'failed', failureReason: 'Rejected by approver', attempt: null });
  });

  it("knows a payout whose notes were lost only by the provider's id", () => {
    expect(payoutEventFrom(event('payout.processed', {}))?.id).toBeNull();
  });

  it('is null for a refund event or a payout of a status we do not know', () => {
    expect(
      payoutEventFrom({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_1' } } } }),
    ).toBeNull();
    expect(payoutEventFrom(event('payout.updated', { status: 'weird' }))).toBeNull();
  });
});
