// The admin console's Disputes queue: every project whose dispute is open, newest dispute first, each
// with its people and both sides (the reason it was opened for, and the other party's answer); Review opens the whole case (the chat, the deliveries, the history) and the Settle
// dialog. The settled outcome is said here; the project leaves the queue as its dispute closes.
import { useId, useMemo, useState } from 'react';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { formatDate } from '../../lib/format-date.ts';
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

/** The other side's heading: the party who did not open the dispute answers it. */
const answeredBy = (by: ReturnType<typeof openedBy>) =>
  by === 'student' ? "The seller's side" : by === 'seller' ? "The student's side" : 'The answer';

interface DisputesQueueProps extends LinkedProjectProps {
  services: DisputesServices;
  admin: Actor;
}

export function DisputesQueue({ services, admin, ...link }: DisputesQueueProps) {
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
        <h2 id={titleId}>Disputes</h2>
      </header>
      <Banner tone="success">{outcome}</Banner>
      {watched.status === 'loading' && (
        <p className="muted" role="status">
          Loading disputes...
        </p>
      )}
      {watched.status === 'failed' && <p className="muted">The disputes could not be loaded.</p>}
      {watched.status === 'ready' && projects.length === 0 && (
        <p className="card muted admin-table__empty">No open disputes.</p>
      )}
      {projects.length > 0 && (
        <ul className="card-grid disputes-list" aria-label="Open disputes">
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
  const by = openedBy(project);
  return (
    <article className="card project-card dispute-card">
      <h3 className="project-card__title">{project.title}</h3>
      <dl className="project-card__facts dispute-card__facts">
        <div>
          <dt>Student</dt>
          <dd>
            <EmailText email={project.studentEmail} />
          </dd>
        </div>
        <div>
          <dt>Seller</dt>
          <dd>{project.sellerEmail ? <EmailText email={project.sellerEmail} /> : '—'}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd className="project-card__budget">{formatRupees(project.budget)}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            {by ? `By the ${by}` : 'By a participant'}
            {project.disputedAt !== null && `, ${formatDate(project.disputedAt)}`}
          </dd>
        </div>
      </dl>
      <p className="project-detail__quote">
        <span className="muted">{by ? `The ${by}'s side: ` : 'Reason: '}</span>
        {project.disputeReason || 'None given.'}
      </p>
      <p className="project-detail__quote">
        <span className="muted">{answeredBy(by)}: </span>
        {project.disputeAnsweredAt === null && project.disputeAnswer === null
          ? 'Not answered yet.'
          : project.disputeAnswer || 'Answered without words.'}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Review and settle the dispute on ${project.title}`}
        onClick={onReview}
      >
        Review and settle
      </button>
    </article>
  );
}
