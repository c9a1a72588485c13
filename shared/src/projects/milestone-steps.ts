// What a step of the escrow's process table does to a project split into milestones (decision 068), beside the
// row's own patch: the table's rows are about the money held now, which is the current milestone's; this records how
// that milestone ended and, when it was not the last and its money went to the seller, moves the project on to the
// next one (In Progress, Unpaid, its escrow fields fresh). A project that is one milestone is left exactly as the row
// wrote it, so SPEC's flow is unchanged. The server's runner writes this patch; the money effects are computed from
// the row's own patch first (a settlement's amounts).
import type { ProjectPatch } from './escrow-process.ts';
import {
  currentAmountPaise,
  currentMilestoneIndex,
  isLastMilestone,
  milestonesOf,
  type MilestoneOutcome,
} from './milestones.ts';
import { freshEscrow, type Project } from './project.ts';

/** How the current milestone ended under the row's patch, or that it is funded now; null if neither. */
function outcomeOf(project: Project, patch: ProjectPatch): MilestoneOutcome | null {
  const amount = currentAmountPaise(project);
  const settled = patch.settlement ?? null;
  switch (patch.paymentStatus) {
    case 'Funded':
      return { state: 'funded', payoutPaise: 0, refundPaise: 0 };
    case 'Released':
      return { state: 'released', payoutPaise: settled?.payoutPaise ?? amount, refundPaise: 0 };
    case 'Settled':
      return { state: 'settled', payoutPaise: settled?.payoutPaise ?? 0, refundPaise: settled?.refundPaise ?? 0 };
    case 'Refunded':
      return { state: 'refunded', payoutPaise: 0, refundPaise: settled?.refundPaise ?? amount };
    default:
      return null;
  }
}

const closed: MilestoneOutcome = { state: 'cancelled', payoutPaise: 0, refundPaise: 0 };

/** The row's patch, with what it means for the milestones of a split project. */
export function milestonePatch(project: Project, patch: ProjectPatch): ProjectPatch {
  const count = milestonesOf(project).length;
  const outcome = outcomeOf(project, patch);
  const cancelled = patch.status === 'Cancelled';
  if (count <= 1 || (!outcome && !cancelled)) return patch;
  const index = currentMilestoneIndex(project);
  const outcomes: MilestoneOutcome[] = [];
  for (let i = 0; i < index; i++) outcomes.push(project.milestoneOutcomes?.[i] ?? closed);
  outcomes.push(outcome ?? project.milestoneOutcomes?.[index] ?? closed);
  // Later milestones funded ahead (decision 075) keep their outcome; the project ending early (a cancellation, a
  // withdrawal, a dispute refunded whole) refunds them whole and closes the ones never funded.
  for (const [i, later] of fundedLater(project)) outcomes[i] = cancelled ? refundedWhole(project, i) : later;
  if (cancelled) while (outcomes.length < count) outcomes.push(closed);
  const ended = outcome !== null && outcome.state !== 'funded';
  if (!ended || cancelled || isLastMilestone(project)) return { ...patch, milestoneOutcomes: outcomes };
  // Its money went to the seller and a milestone follows: the project is under way again, on the next one, which
  // waits for its funding unless it was funded ahead (its money is held already: decision 075).
  const nextFunded = project.milestoneOutcomes?.[index + 1]?.state === 'funded';
  return {
    ...patch,
    ...freshEscrow,
    refundStatus: patch.refundStatus ?? null,
    status: 'In Progress',
    paymentStatus: nextFunded ? 'Funded' : 'Unpaid',
    milestoneIndex: index + 1,
    milestoneOutcomes: outcomes,
  };
}

/** The milestones after the one under way that were funded ahead (decision 075), by index. */
export function fundedLater(project: Project): [number, MilestoneOutcome][] {
  const index = currentMilestoneIndex(project);
  return (project.milestoneOutcomes ?? []).flatMap((outcome, i): [number, MilestoneOutcome][] =>
    i > index && outcome?.state === 'funded' ? [[i, outcome]] : [],
  );
}

/** What funded-ahead milestones the row's patch refunds: all of them when it ends the project (decision 075). */
export function refundsAhead(project: Project, patch: ProjectPatch): { index: number; amountPaise: number }[] {
  if (patch.status !== 'Cancelled') return [];
  const milestones = milestonesOf(project);
  return fundedLater(project).map(([index]) => ({ index, amountPaise: milestones[index]!.amountPaise }));
}

const refundedWhole = (project: Project, index: number): MilestoneOutcome => ({
  state: 'refunded',
  payoutPaise: 0,
  refundPaise: milestonesOf(project)[index]!.amountPaise,
});
