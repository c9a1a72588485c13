// One project in the dashboard list (SPEC 2): the whole card opens the detail modal.
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { isPayoutFor, sellerPayoutOf, type Actor } from '@marketplace/shared/projects/project-actions';
import { MilestoneSummary } from '../../ui/project-milestones.tsx';
import { SellerRating, type RatingsReader } from '../../ui/seller-rating.tsx';
import {
  AutoReleaseText,
  DeadlineText,
  StatusBadges,
  UnreadBadge,
  deadlineSettled,
  payoutOnHold,
} from '../../ui/project-badges.tsx';
import { useProjectWords } from '../../ui/project-texts.ts';
import { useProjectsTexts } from './projects-texts.ts';

interface ProjectCardProps {
  project: Project;
  /** Who is looking: a seller sees their payout only where it can be theirs. */
  viewer: Pick<Actor, 'uid' | 'role'>;
  now: number;
  unread: number;
  onOpen: (projectId: string) => void;
  /** Where the seller's rating is read; without it the card shows none. */
  ratings?: RatingsReader;
}

export function ProjectCard({ project, viewer, now, unread, onOpen, ratings }: ProjectCardProps) {
  const t = useProjectsTexts();
  const words = useProjectWords();
  return (
    <article className="card project-card" data-status={project.status}>
      <header className="project-card__header">
        <h3 className="project-card__title">
          {/* The button's area is stretched over the card, so a click anywhere opens it while the name stays the title. */}
          <button type="button" className="project-card__open" onClick={() => onOpen(project.id)}>
            {project.title}
          </button>
        </h3>
        <UnreadBadge count={unread} />
      </header>
      <StatusBadges project={project} />
      <dl className="project-card__facts">
        <div>
          <dt>{t('projects.card.deadline')}</dt>
          <dd>
            <DeadlineText deadline={project.deadline} now={now} completed={deadlineSettled(project)} />
          </dd>
        </div>
        <div>
          <dt>{t('projects.card.budget')}</dt>
          <dd className="project-card__budget">{formatRupees(project.budget)}</dd>
        </div>
      </dl>
      {ratings && project.sellerId && (
        <SellerRating sellerId={project.sellerId} ratings={ratings} className="project-card__rating" />
      )}
      <MilestoneSummary project={project} className="project-card__note project-card__milestones" />
      <AutoReleaseText project={project} className="project-card__note" />
      {project.settlement && (
        <p className="project-card__note">{words.settlement(project.settlement, project.refundStatus)}</p>
      )}
      {isPayoutFor(project, viewer) ? (
        payoutOnHold(project) ? (
          <p className="project-card__payout project-card__payout--held">
            {t('projects.card.yourPayout', { amount: words.payoutOnHold() })}
          </p>
        ) : (
          <p className="project-card__payout">
            {t('projects.card.yourPayout', { amount: formatRupees(sellerPayoutOf(project)) })}
          </p>
        )
      ) : (
        // A cancelled project the seller took is theirs still (its badges say how it ended): not another's.
        viewer.role === 'seller' &&
        project.sellerId !== viewer.uid && (
          <p className="muted project-card__taken">{t('projects.card.takenByAnother')}</p>
        )
      )}
    </article>
  );
}
