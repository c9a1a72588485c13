// An admin settles a project's open dispute (decision 028's `settle`): release to the seller, a full refund, or a
// split. The process table checks that the parts add up to the budget and that neither is below the providers'
// minimum; takeTransition writes the settlement, its refund and earning, the history event and the audit record
// together, so a second settlement, or an automatic release racing it, finds it settled.
import type { SettlementOutcome } from '@marketplace/shared/projects/project';
import type { SettlementChoice } from '@marketplace/shared/projects/project-actions';
import { lifecycleTexts } from '@marketplace/shared/projects/project-errors';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { takeTransition, type TransitionDeps } from './take-transition.ts';

export interface SettlementRequest {
  projectId: string;
  outcome: SettlementOutcome;
  refundPaise?: number;
}

function choiceOf({ outcome, refundPaise }: SettlementRequest): SettlementChoice | null {
  if (outcome !== 'split') return { outcome };
  return refundPaise === undefined ? null : { outcome, refundPaise };
}

export async function settleDispute(
  deps: TransitionDeps,
  admin: Caller,
  request: SettlementRequest,
): Promise<Outcome<{ ok: true }>> {
  const settlement = choiceOf(request);
  if (!settlement) return failure('invalid', lifecycleTexts.settlementInvalid);
  const { projectId } = request;
  const taken = await takeTransition(deps, { projectId, name: 'settle', by: admin, context: { settlement } });
  if (!taken.ok) return taken;
  log.info('admin settled a dispute', { by: admin.uid, projectId, outcome: settlement.outcome });
  return success({ ok: true as const });
}
