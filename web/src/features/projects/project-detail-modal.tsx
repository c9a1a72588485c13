// The project detail modal (SPEC 2): every field, the private delivery address for those allowed to see
// it, and the actions the person may take now. Take, complete and release go through
// projectActionMachine (confirm, then perform); funding opens the Fund Project modal; chat opens the chat.
import { useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { projectActionMachine } from '@marketplace/shared/projects/project-action.machine';
import {
  actionLabels,
  availableActions,
  confirmationTexts,
  isChatParticipant,
  type Actor,
  type ProjectAction,
} from '@marketplace/shared/projects/project-actions';
import { formatRupees, sellerPayout } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { ChatModal } from './chat-modal.tsx';
import { FundModal } from './fund-modal.tsx';
import { DeadlineText, StatusBadges, UnreadBadge, formatDate } from './project-badges.tsx';
import { ProjectModal } from './project-modal.tsx';
import { ProjectGoneError, type PaymentsPort, type ProjectsPort } from './projects.port.ts';
import { useWatch } from './use-watch.ts';

interface ProjectDetailModalProps {
  project: Project;
  actor: Actor;
  projects: ProjectsPort;
  payments: PaymentsPort;
  now: number;
  unread: number;
  onClose: () => void;
}

export function ProjectDetailModal({
  project,
  actor,
  projects,
  payments,
  now,
  unread,
  onClose,
}: ProjectDetailModalProps) {
  const [overlay, setOverlay] = useState<'fund' | 'chat' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const projectId = project.id;

  // The modal is opened for one project, so the effect is built once for it; the actor is the signed-in person.
  const [logic] = useState(() =>
    projectActionMachine.provide({
      actors: {
        perform: fromPromise<void, { action: ProjectAction }>(async ({ input }) => {
          if (input.action === 'fund') throw new Error('Funding goes through the Fund Project modal.');
          setNotice(null);
          try {
            await projects.perform(input.action, projectId, actor);
          } catch (error) {
            // Losing the race to take is not a failure to retry: the project now belongs to someone else.
            if (error instanceof ProjectGoneError) {
              setNotice(error.message);
              return;
            }
            throw error;
          }
        }),
      },
    }),
  );
  const actionActor = useActorRef(logic);
  const pending = useSelector(actionActor, (s) => s.context.action);
  const confirming = useSelector(actionActor, (s) => s.matches('confirming'));
  const performing = useSelector(actionActor, (s) => s.matches('performing'));
  const actionError = useSelector(actionActor, (s) => s.context.error);

  const actions = availableActions(project, actor);
  const canChat = isChatParticipant(project, actor.uid);
  const features = project.features
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);

  return (
    <ProjectModal
      title={project.title}
      subtitle={<StatusBadges project={project} />}
      onClose={onClose}
      closable={!performing}
      className="project-detail"
    >
      {notice && (
        <div className="banner banner--info" role="status">
          {notice}
        </div>
      )}
      {actionError && (
        <div className="banner banner--error" role="alert">
          {actionError}
        </div>
      )}

      <section className="project-detail__section" aria-label="Description">
        <p className="project-detail__description">{project.description}</p>
      </section>

      <dl className="project-detail__facts">
        <Fact label="Deadline">
          {project.deadline === null ? (
            <DeadlineText deadline={null} now={now} />
          ) : (
            <span className="project-detail__deadline">
              {formatDate(project.deadline)}
              <DeadlineText deadline={project.deadline} now={now} completed={project.status === 'Completed'} />
            </span>
          )}
        </Fact>
        <Fact label="Budget">{formatRupees(project.budget)}</Fact>
        {actor.role === 'seller' && <Fact label="Your payout">{formatRupees(sellerPayout(project.budget))}</Fact>}
        <Fact label="Hardware">{project.hardware || <span className="muted">Not specified</span>}</Fact>
        <Fact label="Software">{project.software || <span className="muted">Not specified</span>}</Fact>
        <Fact label="Student">{project.studentEmail}</Fact>
        <Fact label="Seller">{project.sellerEmail ?? <span className="muted">Not taken yet</span>}</Fact>
        {project.createdAt !== null && <Fact label="Posted">{formatDate(project.createdAt)}</Fact>}
      </dl>

      <section className="project-detail__section" aria-labelledby={`features-${projectId}`}>
        <h3 id={`features-${projectId}`}>Features</h3>
        {features.length > 0 ? (
          <ul className="project-detail__features">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">No features listed.</p>
        )}
      </section>

      <DeliveryAddress project={project} actor={actor} projects={projects} />

      {(actions.length > 0 || canChat) && (
        <div className="project-modal__actions project-detail__actions">
          {canChat && (
            <button type="button" className="button button--secondary" onClick={() => setOverlay('chat')}>
              Open Chat
              <UnreadBadge count={unread} />
            </button>
          )}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className="button"
              disabled={performing}
              onClick={() =>
                action === 'fund' ? setOverlay('fund') : actionActor.send({ type: 'action.request', action })
              }
            >
              {performing && pending === action ? 'Working...' : actionLabels[action]}
            </button>
          ))}
        </div>
      )}

      {confirming && pending && pending !== 'fund' && (
        <ProjectModal
          title={actionLabels[pending]}
          size="narrow"
          onClose={() => actionActor.send({ type: 'action.cancel' })}
        >
          <p>{confirmationTexts[pending]}</p>
          <div className="project-modal__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => actionActor.send({ type: 'action.cancel' })}
            >
              Cancel
            </button>
            <button type="button" className="button" onClick={() => actionActor.send({ type: 'action.confirm' })}>
              Confirm
            </button>
          </div>
        </ProjectModal>
      )}
      {overlay === 'fund' && (
        <FundModal project={project} email={actor.email} payments={payments} onClose={() => setOverlay(null)} />
      )}
      {overlay === 'chat' && canChat && (
        <ChatModal project={project} actor={actor} projects={projects} onClose={() => setOverlay(null)} />
      )}
    </ProjectModal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="project-detail__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** ARCHITECTURE: the address is readable by the student, the assigned seller and admins only. */
function DeliveryAddress({ project, actor, projects }: { project: Project; actor: Actor; projects: ProjectsPort }) {
  const allowed =
    actor.role === 'admin' ||
    (actor.role === 'student' && project.studentId === actor.uid) ||
    (actor.role === 'seller' && project.sellerId === actor.uid);
  const projectId = project.id;
  const watch = useMemo(
    () => (allowed ? projects.watchDeliveryAddress(projectId) : null),
    [allowed, projects, projectId],
  );
  const address = useWatch(watch);

  return (
    <section className="project-detail__section" aria-labelledby={`address-${projectId}`}>
      <h3 id={`address-${projectId}`}>Delivery address</h3>
      {!allowed ? (
        <p className="muted">The delivery address is shown to the seller who takes the project.</p>
      ) : address.status === 'loading' ? (
        <p className="muted">Loading...</p>
      ) : address.status === 'failed' ? (
        <p className="muted">The delivery address could not be loaded.</p>
      ) : (
        <p className="project-detail__address">{address.value ?? <span className="muted">Not provided.</span>}</p>
      )}
    </section>
  );
}
