// Where each milestone of a split project stands (decision 068), on the card and in the detail: the screens read the
// project's milestones and outcomes through milestoneStandings, the same reading the server's steps write. A project
// that is one milestone shows nothing here: its badges and budget say it all, as SPEC has them. Said in the shown
// language (project-texts.ts).
import {
  currentMilestoneIndex,
  isSplit,
  milestoneStandings,
  milestoneTotals,
  type MilestoneStanding,
} from '@marketplace/shared/projects/milestones';
import { fromPaise } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { useProjectWords, type ProjectUiId } from './project-texts.ts';

const stateKeys: Record<MilestoneStanding['state'], ProjectUiId> = {
  'to-fund': 'project-ui.milestone.state.to-fund',
  funded: 'project-ui.milestone.state.funded',
  released: 'project-ui.milestone.state.released',
  settled: 'project-ui.milestone.state.settled',
  refunded: 'project-ui.milestone.state.refunded',
  cancelled: 'project-ui.milestone.state.cancelled',
};

/** One line of totals: which milestone is under way, and what is held, released and still to fund. */
export function MilestoneSummary({ project, className }: { project: Project; className?: string }) {
  const { t, rupees } = useProjectWords();
  if (!isSplit(project)) return null;
  const totals = milestoneTotals(project);
  const amount = (paise: number) => rupees(fromPaise(paise));
  return (
    <p className={className}>
      {t('project-ui.milestone.summary', {
        n: currentMilestoneIndex(project) + 1,
        count: milestoneStandings(project).length,
        held: amount(totals.heldPaise),
        released: amount(totals.releasedPaise),
        toFund: amount(totals.toFundPaise),
      })}
    </p>
  );
}

/** Each milestone with its amount, due date and state, the one under way marked. */
export function MilestoneList({ project }: { project: Project }) {
  const { t, rupees, dueOn } = useProjectWords();
  if (!isSplit(project)) return null;
  return (
    <section className="project-detail__section" aria-labelledby={`milestones-${project.id}`}>
      <h3 id={`milestones-${project.id}`}>{t('project-ui.milestones')}</h3>
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
            <span className="project-milestones__amount">{rupees(fromPaise(standing.amountPaise))}</span>
            <span className="project-milestones__due">
              {standing.due === null ? t('project-ui.milestone.noDue') : dueOn(standing.due)}
            </span>
            <span className="project-milestones__state">{t(stateKeys[standing.state])}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
