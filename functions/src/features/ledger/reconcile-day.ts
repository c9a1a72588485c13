// The daily reconciliation (decision 029): the providers' payments, refunds and payouts of a day in India, listed
// through the ports, against the ledger. A movement the ledger lacks is first healed as its lost webhook would have
// recorded it (a captured payment applied or refunded, a refund or payout recorded), then checked again; what still
// does not match goes into the admin's queue with what to do. Run by a schedule for the day before, or by an admin
// for any day; a run again finds the same differences under the same ids, and the run's own record is replaced.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { indiaDay, indiaDayRange, previousIndiaDay } from '@marketplace/shared/ledger/india-day';
import {
  capturePartsOf,
  ledgerEntrySchema,
  type CapturePart,
  type LedgerEntry,
} from '@marketplace/shared/ledger/ledger';
import {
  bookedFor,
  compareDay,
  differenceId,
  expectedEntries,
  missingInLedger,
  payoutRef,
  type Difference,
  type ProviderMovement,
  type ReconciliationRun,
} from '@marketplace/shared/ledger/reconciliation';
import { paths } from '@marketplace/shared/paths';
import { refundIdSchema } from '@marketplace/shared/payments/refund';
import { log } from '../../platform/log.ts';
import type { ProviderReport } from '../../platform/movement/movement.ts';
import type { MovementReports } from '../../ports/movement-reports.port.ts';
import type { Payments, TimeSpan } from '../../ports/payments.port.ts';
import type { Payouts } from '../../ports/payouts.port.ts';

export interface ReconcileDeps {
  db: Firestore;
  payments: Payments;
  payouts: Payouts;
  movementReports: MovementReports;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Firestore's getAll takes this many references at a time comfortably. */
const READ_BATCH = 300;

async function readAll(db: Firestore, paths: readonly string[]) {
  const found = [];
  for (let start = 0; start < paths.length; start += READ_BATCH) {
    const refs = paths.slice(start, start + READ_BATCH).map((path) => db.doc(path));
    if (refs.length) found.push(...(await db.getAll(...refs)));
  }
  return found;
}

/**
 * Which provider payments are ours: their order is one of our payment orders; with the payment each order records as
 * the one that paid it (null while none has), which tells a second payment on it apart (decision 043).
 */
async function ourOrders(db: Firestore, orderIds: readonly string[]): Promise<Map<string, OurOrder>> {
  const orders = await readAll(db, [...new Set(orderIds)].map(paths.paymentOrder));
  const ourOrder = (order: (typeof orders)[number]): OurOrder => {
    const id: unknown = order.get('paymentId');
    // An order paying several subjects is booked a capture per part (decision 075), unless its payment could not be
    // applied (orphaned): that one is booked whole, as any other.
    const parts =
      order.get('status') === 'orphaned' ? null : capturePartsOf({ captureParts: order.get('captureParts') });
    return { paidBy: typeof id === 'string' ? id : null, parts };
  };
  return new Map(orders.filter((order) => order.exists).map((order) => [order.id, ourOrder(order)]));
}

/** What the reconciliation needs of one of our payment orders. */
interface OurOrder {
  paidBy: string | null;
  parts: CapturePart[] | null;
}

const expectationOf = (order: OurOrder | undefined) => [order?.paidBy ?? null, order?.parts ?? null] as const;

/** A payment movement's expected entries again, once healing may have recorded which payment paid its order. */
async function withPaymentsRead(db: Firestore, movements: readonly ProviderMovement[]): Promise<ProviderMovement[]> {
  const orders = await ourOrders(
    db,
    movements.flatMap((movement) => (movement.kind === 'payment' && movement.ours ? [movement.ours] : [])),
  );
  return movements.map((movement) =>
    movement.kind === 'payment' && movement.ours
      ? { ...movement, expects: expectedEntries(movement, ...expectationOf(orders.get(movement.ours))) }
      : movement,
  );
}

/** Every provider movement made within the span, in the reconciliation's words, each knowing which record is ours. */
async function providerMovements(
  { db, payments, payouts }: ReconcileDeps,
  span: TimeSpan,
): Promise<ProviderMovement[]> {
  const [paid, refunds, sent] = await Promise.all([
    payments.listPayments(span),
    payments.listRefunds(span),
    payouts.listPayouts(span),
  ]);
  const ours = await ourOrders(
    db,
    paid.flatMap((payment) => (payment.orderId ? [payment.orderId] : [])),
  );
  const movements: (Omit<ProviderMovement, 'expects'> & { order?: OurOrder | undefined })[] = [
    ...paid.map((payment) => ({
      kind: 'payment' as const,
      id: payment.id,
      amountPaise: payment.amountPaise,
      status: payment.status,
      createdAt: payment.createdAt,
      ours: payment.orderId && ours.has(payment.orderId) ? payment.orderId : null,
      order: payment.orderId ? ours.get(payment.orderId) : undefined,
    })),
    ...refunds.map(({ id, amountPaise, status, createdAt, notes }) => {
      const refundId = refundIdSchema.safeParse(notes.refundId);
      return {
        kind: 'refund' as const,
        id,
        amountPaise,
        status,
        createdAt,
        ours: refundId.success ? refundId.data : null,
      };
    }),
    ...sent.map(({ id, amountPaise, status, createdAt, reference, notes }) => {
      const attempt = Number(notes.attempt);
      const ours = notes.payoutId && Number.isInteger(attempt) ? payoutRef(notes.payoutId, attempt) : null;
      return { kind: 'payout' as const, id, amountPaise, status, createdAt, reference, ours };
    }),
  ];
  return movements.map(({ order, ...movement }) => ({
    ...movement,
    expects: expectedEntries(movement, ...expectationOf(order)),
  }));
}

async function entriesById(db: Firestore, ids: readonly string[]): Promise<Map<string, LedgerEntry>> {
  const found = await readAll(db, [...new Set(ids)].map(paths.ledgerEntry));
  const entries = found
    .filter((entry) => entry.exists)
    .map((entry) => ledgerEntrySchema.parse({ ...entry.data(), id: entry.id }));
  return new Map(entries.map((entry) => [entry.id, entry]));
}

/** What the provider says of the movement, as its webhook would have said it. */
const reportOf = (movement: ProviderMovement, attempt: number | null): ProviderReport => ({
  status: movement.status as ProviderReport['status'],
  providerId: movement.id,
  attempt,
  reference: movement.reference ?? null,
  failureReason: null,
});

/** Records a movement the ledger lacks, as its lost webhook would have; failures are left to the difference. */
async function heal(reports: MovementReports, movement: ProviderMovement): Promise<void> {
  const ours = movement.ours!;
  try {
    if (movement.kind === 'payment')
      await reports.paymentCaptured({ orderId: ours, paymentId: movement.id, amountPaise: movement.amountPaise });
    else if (movement.kind === 'refund') await reports.refundReported(ours, reportOf(movement, null));
    else {
      const at = ours.lastIndexOf('#');
      await reports.payoutReported(ours.slice(0, at), reportOf(movement, Number(ours.slice(at + 1))));
    }
  } catch (error) {
    log.error('reconciliation could not heal a movement', error, { kind: movement.kind, providerId: movement.id });
  }
}

export async function reconcileDay(deps: ReconcileDeps, day: string): Promise<ReconciliationRun> {
  const { db } = deps;
  const { start, end } = indiaDayRange(day);
  // The day's neighbours too: a movement made just before midnight may be booked just after it, and the other way.
  const listed = await providerMovements(deps, { from: start - DAY_MS, to: end + DAY_MS });
  const movements = listed.filter((movement) => movement.createdAt >= start && movement.createdAt < end);
  const expectedIds = movements.flatMap((movement) => movement.expects.map((expected) => expected.entryId));
  const ofTheDay = (await db.collection(paths.ledgerEntries).where('day', '==', day).get()).docs.map((entry) =>
    ledgerEntrySchema.parse({ ...entry.data(), id: entry.id }),
  );

  const first = compareDay({ movements, listed, booked: await entriesById(db, expectedIds), ofTheDay });
  for (const movement of first.toHeal) await heal(deps.movementReports, movement);
  // Read again only what was missing: the rest was read a moment ago. Healing may have recorded which payment paid
  // an order, which makes another payment on it a second payment with an entry of its own (decision 043).
  const toCheck = await withPaymentsRead(db, first.toHeal);
  const healedIds = toCheck.flatMap((movement) => movement.expects.map(({ entryId }) => entryId));
  const booked = await entriesById(db, healedIds);
  const isBooked = (movement: ProviderMovement, entryId: string) => !!bookedFor(movement, entryId, booked);
  const healed = toCheck.filter((movement) => movement.expects.every(({ entryId }) => isBooked(movement, entryId)));
  const stillMissing: Difference[] = toCheck
    .filter((movement) => !healed.includes(movement))
    .map((movement) =>
      missingInLedger(movement, movement.expects.find(({ entryId }) => !isBooked(movement, entryId))!.entryId),
    );
  const differences = [...first.differences, ...stillMissing];

  const batch = db.batch();
  const ids = differences.map((difference) => paths.reconciliationDifference(differenceId(day, difference)));
  const known = new Set((await readAll(db, ids)).filter((found) => found.exists).map((found) => found.ref.path));
  differences.forEach((difference, index) => {
    // Found again by a later run: kept as it is (an admin may have resolved it already).
    if (known.has(ids[index]!)) return;
    const open = { ...difference, day, status: 'open', resolution: null, foundAt: FieldValue.serverTimestamp() };
    batch.set(db.doc(ids[index]!), open);
  });
  const ranAt = Date.now();
  const run: ReconciliationRun = {
    day,
    ranAt,
    providerMovements: movements.length,
    // The entries booked here: those brought in from earlier books are not this provider's to list (decision 039).
    ledgerEntries: ofTheDay.filter((entry) => !entry.imported).length,
    matched: first.matched + healed.length,
    healed: healed.length,
    differences: differences.length,
  };
  batch.set(db.doc(paths.reconciliationRun(day)), { ...run, ranAt: Timestamp.fromMillis(ranAt) });
  await batch.commit();
  const { ranAt: _ranAt, ...counts } = run;
  if (differences.length > 0) log.warn('reconciliation found differences', counts);
  else log.info('reconciliation matched', counts);
  return run;
}

/** The scheduled run: yesterday in India, reconciled early each morning (ARCHITECTURE: a daily scheduled function). */
export const reconcileYesterday = (deps: ReconcileDeps, scheduledAt: number) =>
  reconcileDay(deps, previousIndiaDay(indiaDay(scheduledAt)));
