// A movement of money the provider carries out one attempt at a time (decision 030): a refund, a payout, and any
// later one. Each kind is configured once (refund-movement.ts, payout-movement.ts); this module holds what they share:
// where a record stands (its phase), how the provider's word on an attempt moves it (forward only), and the one
// transaction that changes a record with the writes its kind makes at a change of status (its subject's mirror,
// its ledger entry). The send (send.ts), the webhooks (events.ts), the status checks (checks.ts) and an admin's
// retry (features/payouts/payout-movement.ts) all change a record here.
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { SearchKeyTarget } from '@marketplace/shared/admin/search-keys';
import { writeSearchKey } from '../search-keys.ts';
import { transact } from '../transaction.ts';

/**
 * Where a movement stands, whatever its kind calls it: preparing (not sendable yet: a payout waiting for the
 * seller's details, or carried below the minimum), sent (with the provider, no outcome yet), processing, processed,
 * failed (an admin may retry), reversed (paid, then returned by the bank; an admin may retry).
 */
export type Phase = 'preparing' | 'sent' | 'processing' | 'processed' | 'failed' | 'reversed';
export type SentPhase = Exclude<Phase, 'preparing'>;

/** What every movement record keeps of its attempts, in its kind's own status words. */
export interface Attempted {
  id: string;
  status: string;
  /** Each send is an attempt with its own idempotency key; an admin's retry adds one. */
  attempt: number;
  /** The last attempt sent to the provider (0: none yet): an attempt is sent once. */
  sentAttempt: number;
  failureReason: string | null;
}

/** The provider's word on one attempt: its answer to the send, a webhook, or its answer to a status check. */
export interface ProviderReport {
  /** `pending`: the provider has it and no outcome yet. */
  status: 'pending' | 'processing' | 'processed' | 'failed' | 'reversed';
  providerId: string;
  /** The attempt our notes named; null when the event carried none (then the provider's id must match). */
  attempt: number | null;
  /** The bank's reference of a processed payout (its UTR). */
  reference: string | null;
  failureReason: string | null;
}

/** The fields a change of a record may set; never its amount, party or subject. */
export type MovementPatch = Record<string, unknown> & { status?: string };

/** How one kind of movement is kept: its records, its words for each phase, and what a change of status writes. */
export interface MovementKind<Record extends Attempted, Effects = unknown> {
  /** For the logs: 'refund', 'payout'. */
  kind: string;
  /** The records' collection, and one record's path. */
  collection: string;
  path: (id: string) => string;
  /** The field that keeps the provider's id of the attempt sent. */
  providerIdField: string;
  /** The field that keeps the bank's reference of a processed movement, when the kind keeps one. */
  referenceField?: string;
  /** What the console search finds the record by, its provider id and reference (decision 063). */
  searchKeys: { providerId: (path: string) => SearchKeyTarget; reference?: (path: string) => SearchKeyTarget };
  parse: (snapshot: DocumentSnapshot) => Record | null;
  phaseOf: (status: string) => Phase;
  /** The kind's status for each phase a report can bring it to. */
  statusFor: (phase: SentPhase) => string;
  /**
   * Whether a processed report counts from any attempt of the record (the money went back: a refund), or only from
   * the attempt it waits on (a payout, which a retry sends again).
   */
  processedFromAnyAttempt: boolean;
  /** The reason recorded when the provider gives none. */
  failureReasons: { failed: string; reversed: string };
  /** The reads the kind's writes at a change of status need, inside the transaction and before its writes. */
  effectReads?: (tx: Transaction, db: Firestore, record: Record) => Promise<Effects>;
  /** What else a change of status writes, in the same transaction (`at`: its time). */
  onStatus?: (change: StatusChange<Record, Effects>) => void;
}

export interface StatusChange<Record, Effects> {
  tx: Transaction;
  db: Firestore;
  /** The record before the change, and the change. */
  record: Record;
  patch: MovementPatch;
  from: Phase;
  to: Phase;
  effects: Effects;
  at: number;
}

/** The provider's id of the attempt a record last sent, as its kind keeps it. */
export function providerIdOf<R extends Attempted, E>(kind: MovementKind<R, E>, record: R): string | null {
  const value = (record as unknown as Record<string, unknown>)[kind.providerIdField];
  return typeof value === 'string' && value ? value : null;
}

export type MovementUpdate<Record> =
  | { kind: 'missing' }
  | { kind: 'unchanged'; record: Record }
  | { kind: 'updated'; record: Record; patch: MovementPatch };

/**
 * One transaction: reads the record (and what its kind's writes need), lets `decide` say what changes from the record
 * as it is now (null: nothing), writes it, and, when the status moves, what the kind writes with that.
 */
export async function updateMovement<Record extends Attempted, Effects>(
  db: Firestore,
  kind: MovementKind<Record, Effects>,
  id: string,
  decide: (record: Record) => MovementPatch | null,
): Promise<MovementUpdate<Record>> {
  return transact(db, async (tx) => {
    const ref = db.doc(kind.path(id));
    const record = kind.parse(await tx.get(ref));
    if (!record) return { kind: 'missing' };
    // Read before any write (Firestore's rule for transactions), even when the decision turns out to be nothing.
    const effects = (await kind.effectReads?.(tx, db, record)) as Effects;
    const patch = decide(record);
    // A repeated word (a second send's answer, a webhook delivered again) that changes no field writes nothing, so
    // the record and its updatedAt stay as the first one left them.
    if (!patch || changesNothing(record, patch)) return { kind: 'unchanged', record };
    tx.update(ref, { ...patch, updatedAt: FieldValue.serverTimestamp() });
    writeSearchKey(tx, db, patch[kind.providerIdField], kind.searchKeys.providerId(ref.path));
    if (kind.referenceField && kind.searchKeys.reference)
      writeSearchKey(tx, db, patch[kind.referenceField], kind.searchKeys.reference(ref.path));
    if (patch.status && patch.status !== record.status) {
      const change = { from: kind.phaseOf(record.status), to: kind.phaseOf(patch.status) };
      kind.onStatus?.({ tx, db, record, patch, ...change, effects, at: Date.now() });
    }
    return { kind: 'updated', record, patch };
  });
}

/** Whether every field the patch sets already holds that value (a sentinel such as a server timestamp counts as new). */
const changesNothing = (record: Attempted, patch: MovementPatch) =>
  Object.entries(patch).every(([field, value]) =>
    isDeepStrictEqual((record as unknown as Record<string, unknown>)[field], value),
  );

/** The phases a report may move a record on from, by what it reports. */
const movesFrom: Record<SentPhase, readonly Phase[]> = {
  sent: [],
  processing: ['sent'],
  processed: ['sent', 'processing'],
  failed: ['sent', 'processing'],
  // Only a processed movement is returned by the bank.
  reversed: ['processed'],
};

/**
 * What the provider's word on an attempt changes, or null. Status moves forward only, and only for the attempt the
 * record waits on (a late or repeated report, or one about an attempt a retry replaced, changes nothing); a
 * processed report of any attempt counts where the kind says so (a refund's money went back whichever attempt did
 * it). A failure and a reversal keep the provider's reason, or the kind's own words.
 */
export function afterReport<Record extends Attempted, Effects>(
  kind: MovementKind<Record, Effects>,
  record: Record,
  report: ProviderReport,
): MovementPatch | null {
  if (report.status === 'pending') return null;
  const from = kind.phaseOf(record.status);
  if (from === 'preparing' || record.attempt === 0) return null;
  const sameAttempt =
    report.attempt === null ? report.providerId === providerIdOf(kind, record) : report.attempt === record.attempt;
  const anyAttempt = report.status === 'processed' && kind.processedFromAnyAttempt;
  const allowedFrom = anyAttempt ? [...movesFrom.processed, 'failed'] : movesFrom[report.status];
  if ((!sameAttempt && !anyAttempt) || !allowedFrom.includes(from)) return null;
  const patch: MovementPatch = { status: kind.statusFor(report.status), [kind.providerIdField]: report.providerId };
  if (report.status === 'processed' && kind.referenceField) patch[kind.referenceField] = report.reference;
  if (report.status === 'failed') patch.failureReason = report.failureReason || kind.failureReasons.failed;
  if (report.status === 'reversed') patch.failureReason = report.failureReason || kind.failureReasons.reversed;
  // A kind whose words are the same for two phases (a refund is 'requested' while sent or processing) moves nowhere.
  return patch.status === record.status && report.status !== 'processed' ? null : patch;
}
