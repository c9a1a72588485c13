// The chargebacks' admin endpoints, declared with the contract (decision 022; shared/src/payments/chargebacks-api.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { chargebacksContract } from '@marketplace/shared/payments/chargebacks-api';
import { answer, endpointsOf } from '../../platform/api/implement.ts';
import type { Payments, SimulatedDisputes } from '../../ports/payments.port.ts';
import {
  answerChargeback,
  chargebackEvidence,
  decideSimulatedChargeback,
  listChargebacks,
  simulateChargeback,
} from './answer-chargeback.ts';

const api = endpointsOf(chargebacksContract);

export function chargebacksEndpoints(deps: {
  db: Firestore;
  payments: Payments;
  simulatedDisputes: SimulatedDisputes | null;
}) {
  return api.router({
    list: api.list.handler(async () => answer(await listChargebacks(deps))),
    evidence: api.evidence.handler(async ({ input }) => answer(await chargebackEvidence(deps, input.disputeId))),
    answer: api.answer.handler(async ({ input }) => answer(await answerChargeback(deps, input))),
    simulate: api.simulate.handler(async ({ input }) => answer(await simulateChargeback(deps, input.paymentId))),
    decide: api.decide.handler(async ({ input }) => answer(await decideSimulatedChargeback(deps, input))),
  });
}
