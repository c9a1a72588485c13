// A moderation case's lifecycle as one process table, in the escrow's form (decision 028; decision 062): for each
// transition, who takes it, from which statuses, where it leaves the case and what a refusal says. A thing's first
// report opens its case, a report after a decision reopens it (the audit log keeps that decision), an admin decides
// an open case and may undo a decision, which reopens it with the reports it had. The counting trigger
// (count-report.ts) and the admin's decisions (decide-case.ts) take these rows; nothing else states a step.
import { moderationTexts, type CaseStatus } from './moderation.ts';

/** Who moves a case: the server's counting of a report, or an admin. */
export type CaseParty = 'server' | 'admin';

export interface CaseTransition {
  by: readonly CaseParty[];
  /** The statuses it leaves; null: the thing has no case yet. */
  from: readonly (CaseStatus | null)[];
  to: CaseStatus;
  /** What a refusal from another status says (the API's 409); null: never refused. */
  refused: string | null;
}

export const moderationProcess = {
  // Counted into the open case; the first report opens it, one after a decision reopens it.
  report: { by: ['server'], from: [null, 'open', 'decided'], to: 'open', refused: null },
  decide: { by: ['admin'], from: ['open'], to: 'decided', refused: moderationTexts.alreadyDecided },
  undo: { by: ['admin'], from: ['decided'], to: 'open', refused: moderationTexts.notDecided },
} as const satisfies Record<string, CaseTransition>;
export type CaseTransitionName = keyof typeof moderationProcess;

/** Why the row may not be taken from `status` (its refusal's words), or null when it may. */
export function caseRefusal(name: CaseTransitionName, status: CaseStatus | null): string | null {
  const row: CaseTransition = moderationProcess[name];
  return row.from.includes(status) ? null : (row.refused ?? moderationTexts.caseNotFound);
}

/**
 * Whether a report is counted into the case as it stands (an open case), or starts it afresh: a new case, or one
 * a decision closed, which the report row reopens.
 */
export const countsIntoOpenCase = (status: CaseStatus | null) => status === moderationProcess.report.to;
