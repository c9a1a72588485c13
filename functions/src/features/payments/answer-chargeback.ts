// The admin's side of a chargeback (decision 049): the cases, undecided first by respond-by time, then the latest
// decided (a bounded read: decision 076); the evidence pack;
// the answer through the provider port (accept, or contest with the pack as a draft then a submission), recorded on
// the case; and, with the simulated provider, a chargeback raised by hand.
import type { Firestore } from 'firebase-admin/firestore';
import {
  finalChargebackStatuses,
  openChargebackStatuses,
  type Chargeback,
} from '@marketplace/shared/payments/chargeback';
import { chargebackTexts, type EvidenceSection } from '@marketplace/shared/payments/chargebacks-api';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { paths } from '@marketplace/shared/paths';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { subjectTitles } from '../../platform/subject-titles.ts';
import { ProviderRefused } from '../../ports/provider-refused.ts';
import type { Payments, SimulatedDisputes } from '../../ports/payments.port.ts';
import { chargebackFrom } from './chargeback-events.ts';
import { evidenceFile, evidencePack } from './chargeback-evidence.ts';

/** The undecided first, soonest respond-by first; then the decided, newest first. */
export function byUrgency(a: Chargeback, b: Chargeback): number {
  const decided = (c: Chargeback) => finalChargebackStatuses.includes(c.status);
  if (decided(a) !== decided(b)) return decided(a) ? 1 : -1;
  return decided(a) ? (b.updatedAt ?? 0) - (a.updatedAt ?? 0) : (a.respondBy ?? 0) - (b.respondBy ?? 0);
}

/** The decided cases listed after the undecided: the latest, not every case the marketplace ever had (decision 076). */
export const DECIDED_CHARGEBACKS_LISTED = 50;

/**
 * Every undecided case (what waits for an answer) and the latest decided ones: a read that grows with the backlog, not
 * with the history. The decided ones use the composite index status + updatedAt descending (firestore.indexes.json).
 */
export async function listChargebacks({ db }: { db: Firestore }): Promise<Outcome<{ chargebacks: Chargeback[] }>> {
  const cases = db.collection(paths.chargebacks);
  const [undecided, decided] = await Promise.all([
    cases.where('status', 'in', openChargebackStatuses).get(),
    cases
      .where('status', 'in', finalChargebackStatuses)
      .orderBy('updatedAt', 'desc')
      .limit(DECIDED_CHARGEBACKS_LISTED)
      .get(),
  ]);
  const chargebacks = [...undecided.docs, ...decided.docs]
    .map(chargebackFrom)
    .filter((chargeback) => chargeback !== null);
  return success({ chargebacks: (await named(db, chargebacks)).sort(byUrgency) });
}

/**
 * Each case named (decision 064: names, not ids): a case opened on a subject with no title kept then is named by its
 * project's or product's name now, read in one batch, else by a label of what it was ('A project no longer on record').
 */
async function named(db: Firestore, chargebacks: Chargeback[]): Promise<Chargeback[]> {
  const untitled = chargebacks.filter((chargeback) => !chargeback.title.trim());
  if (untitled.length === 0) return chargebacks;
  const titles = await subjectTitles(
    db,
    untitled.map((chargeback) => chargeback.subject),
  );
  return chargebacks.map((chargeback) =>
    chargeback.title.trim() ? chargeback : { ...chargeback, title: subjectName(chargeback.subject, titles) },
  );
}

export async function chargebackEvidence(
  { db }: { db: Firestore },
  disputeId: string,
): Promise<Outcome<{ sections: EvidenceSection[] }>> {
  const chargeback = chargebackFrom(await db.doc(paths.chargeback(disputeId)).get());
  if (!chargeback) return failure('not-found', chargebackTexts.notFound);
  return success({ sections: await evidencePack(db, chargeback) });
}

export async function answerChargeback(
  { db, payments }: { db: Firestore; payments: Payments },
  input: { disputeId: string; action: 'accept' | 'draft' | 'submit'; summary: string },
): Promise<Outcome<{ ok: true }>> {
  const ref = db.doc(paths.chargeback(input.disputeId));
  const chargeback = chargebackFrom(await ref.get());
  if (!chargeback) return failure('not-found', chargebackTexts.notFound);
  if (finalChargebackStatuses.includes(chargeback.status) || chargeback.response === 'accepted')
    return failure('conflict', chargebackTexts.decided);
  if (chargeback.response === 'submitted') return failure('conflict', chargebackTexts.submitted);
  if (input.action !== 'accept' && !input.summary) return failure('invalid', chargebackTexts.summaryRequired);
  try {
    if (input.action === 'accept') await payments.acceptDispute(chargeback.id);
    else {
      const file = evidenceFile(chargeback, await evidencePack(db, chargeback));
      await payments.contestDispute(chargeback.id, {
        action: input.action,
        amountPaise: chargeback.amountPaise,
        summary: input.summary,
        files: [file],
      });
    }
  } catch (error) {
    if (error instanceof ProviderRefused) return failure('conflict', chargebackTexts.refused(error.reason));
    throw error;
  }
  const response = input.action === 'accept' ? 'accepted' : input.action === 'draft' ? 'draft' : 'submitted';
  await ref.update({ response, ...(input.summary ? { summary: input.summary } : {}), updatedAt: Date.now() });
  log.info('chargeback answered', { disputeId: chargeback.id, action: input.action });
  return success({ ok: true });
}

export async function simulateChargeback(
  { simulatedDisputes }: { simulatedDisputes: SimulatedDisputes | null },
  paymentId: string,
): Promise<Outcome<{ disputeId: string }>> {
  if (!simulatedDisputes) return failure('conflict', chargebackTexts.simulatedOnly);
  try {
    return success({ disputeId: await simulatedDisputes.raiseDispute(paymentId) });
  } catch (error) {
    if (error instanceof ProviderRefused) return failure('not-found', chargebackTexts.noPayment);
    throw error;
  }
}

/** The simulated bank decides a case, as a cardholder's bank would after a submission (the tests' and demo's control). */
export async function decideSimulatedChargeback(
  { simulatedDisputes }: { simulatedDisputes: SimulatedDisputes | null },
  input: { disputeId: string; outcome: 'won' | 'lost' },
): Promise<Outcome<{ ok: true }>> {
  if (!simulatedDisputes) return failure('conflict', chargebackTexts.simulatedOnly);
  try {
    await simulatedDisputes.decideDispute(input.disputeId, input.outcome);
    return success({ ok: true });
  } catch (error) {
    if (error instanceof ProviderRefused) return failure('not-found', chargebackTexts.noDispute);
    throw error;
  }
}
