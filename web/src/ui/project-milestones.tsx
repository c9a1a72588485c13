// Where each milestone of a split project stands (decision 068), on the card and in the detail: the screens read the
// project's milestones and outcomes through milestoneStandings, the same reading the server's steps write. A project
// that is one milestone shows nothing here: its badges and budget say it all, as SPEC has them.
import {
  currentMilestoneIndex,
  isSplit,
  milestoneStandings,
  milestoneTotals,
  type MilestoneStanding,
} from '@marketplace/shared/projects/milestones';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { formatDate } from '../lib/format-date.ts';

const rupees = (paise: number) => formatRupees(fromPaise(paise));

const stateWords: Record<MilestoneStanding['state'], string> = {
  'to-fund': 'To fund',
  funded: 'Funded, held',
  released: 'Released',
  settled: 'Settled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** 'Fund milestone 2' on a split project; SPEC's 'Fund Project' otherwise. */
export function fundLabel(project: Project): string {
  return isSplit(project) ? `Fund milestone ${currentMilestoneIndex(project) + 1}` : 'Fund Project';
}

/** One line of totals: which milestone is under way, and what is held, released and still to fund. */
export function MilestoneSummary({ project, className }: { project: Project; className?: string }) {
  if (!isSplit(project)) return null;
  const totals = milestoneTotals(project);
  const count = milestoneStandings(project).length;
  return (
    <p className={className}>
      Milestone {currentMilestoneIndex(project) + 1} of {count} · {rupees(totals.heldPaise)} held ·{' '}
      {rupees(totals.releasedPaise)} released · {rupees(totals.toFundPaise)} to fund
    </p>
  );
}

/** Each milestone with its amount, due date and state, the one under way marked. */
export function MilestoneList({ project }: { project: Project }) {
  if (!isSplit(project)) return null;
  return (
    <section className="project-detail__section" aria-labelledby={`milestones-${project.id}`}>
      <h3 id={`milestones-${project.id}`}>Milestones</h3>
      <MilestoneSummary project={project} className="project-milestones__summary" />
      <ol className="project-milestones">
        {milestoneStandings(project).map((standing, i) => (
          <li
            key={i}
            className="project-milestones__item"
            data-state={standing.state}
            aria-current={standing.current ? 'step' : undefined}
          >
            <span className="project-milestones__title">{standing.title}</span>
            <span className="project-milestones__amount">{rupees(standing.amountPaise)}</span>
            <span className="project-milestones__due">
              {standing.due === null ? 'No due date' : `Due ${formatDate(standing.due)}`}
            </span>
            <span className="project-milestones__state">{stateWords[standing.state]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
