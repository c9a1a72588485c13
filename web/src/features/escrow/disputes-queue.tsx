// The admin console's Disputes queue: every project whose dispute is open, newest dispute first, each
// with its people and both sides (the reason it was opened for, and the other party's answer); Review opens the whole case (the chat, the deliveries, the history) and the Settle
// dialog. The settled outcome is said here; the project leaves the queue as its dispute closes.
import { useId, useMemo, useState } from 'react';
import type { Project } from '@marketplace/shared/projects/project';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { useAdminFormats, useAdminTexts } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { EmailText } from '../../ui/email-text.tsx';
import { useOpenedProject, type LinkedProjectProps } from '../../lib/linked-project.ts';
import { DisputeReview } from './dispute-review.tsx';
import type { DisputesServices } from './escrow-services.ts';
import './escrow.css';

/** Which of the two people opened the dispute. */
export const openedBy = (project: Project) =>
  project.disputedBy === project.studentId ? 'student' : project.disputedBy === project.sellerId ? 'seller' : null;

interface DisputesQueueProps extends LinkedProjectProps {
  services: DisputesServices;
  admin: Actor;
}

export function DisputesQueue({ services, admin, ...link }: DisputesQueueProps) {
  const t = useAdminTexts();
  const titleId = useId();
  const watched = useWatch(useMemo(() => services.disputes.watchOpenDisputes(), [services.disputes]));
  // A disputed project named by a link opens its review from the queue (decision 025).
  const { shownId, open, close } = useOpenedProject(link);
  const [outcome, setOutcome] = useState<string | null>(null);
  const projects = watched.status === 'ready' ? watched.value : [];
  // The review follows the live project; once settled it leaves the queue, and the review closes.
  const reviewing = projects.find((project) => project.id === shownId) ?? null;

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>{t('admin.disputes.title')}</h2>
      </header>
      <Banner tone="success">{outcome}</Banner>
      {watched.status === 'loading' && (
        <p className="muted" role="status">
          {t('admin.disputes.loading')}
        </p>
      )}
      {watched.status === 'failed' && <p className="muted">{t('admin.disputes.failed')}</p>}
      {watched.status === 'ready' && projects.length === 0 && (
        <p className="card muted admin-table__empty">{t('admin.disputes.empty')}</p>
      )}
      {projects.length > 0 && (
        <ul className="card-grid disputes-list" aria-label={t('admin.disputes.list')}>
          {projects.map((project) => (
            <li key={project.id}>
              <DisputeCard project={project} onReview={() => open(project.id)} />
            </li>
          ))}
        </ul>
      )}
      {reviewing && (
        <DisputeReview
          project={reviewing}
          admin={admin}
          services={services}
          onSettled={(text) => {
            setOutcome(text);
            close();
          }}
          onClose={close}
        />
      )}
    </section>
  );
}

function DisputeCard({ project, onReview }: { project: Project; onReview: () => void }) {
  const t = useAdminTexts();
  const { rupees, date } = useAdminFormats();
  // The party who did not open the dispute answers it: its heading names the other side.
  const by = openedBy(project) ?? 'other';
  return (
    <article className="card project-card dispute-card">
      <h3 className="project-card__title">{project.title}</h3>
      <dl className="project-card__facts dispute-card__facts">
        <div>
          <dt>{t('admin.disputes.student')}</dt>
          <dd>
            <EmailText email={project.studentEmail} />
          </dd>
        </div>
        <div>
          <dt>{t('admin.disputes.seller')}</dt>
          <dd>{project.sellerEmail ? <EmailText email={project.sellerEmail} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('admin.disputes.budget')}</dt>
          <dd className="project-card__budget">{rupees(project.budget)}</dd>
        </div>
        <div>
          <dt>{t('admin.disputes.opened')}</dt>
          <dd>
            {project.disputedAt === null
              ? t('admin.disputes.openedBy', { by })
              : t('admin.disputes.openedByOn', { by, date: date(project.disputedAt) })}
          </dd>
        </div>
      </dl>
      <p className="project-detail__quote">
        <span className="muted">{t('admin.disputes.side', { by })}</span>
        {project.disputeReason || t('admin.disputes.noReason')}
      </p>
      <p className="project-detail__quote">
        <span className="muted">{t('admin.disputes.answerSide', { by })}</span>
        {project.disputeAnsweredAt === null && project.disputeAnswer === null
          ? t('admin.disputes.notAnswered')
          : project.disputeAnswer || t('admin.disputes.answeredWithoutWords')}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('admin.disputes.reviewNamed', { title: project.title })}
        onClick={onReview}
      >
        {t('admin.disputes.review')}
      </button>
    </article>
  );
}
