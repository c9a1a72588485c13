// The project detail modal (SPEC 2): every field, the private delivery address and the project's history for
// those allowed to see them, where the held money stands, and the actions the person may take now, in
// the lifecycle's order. Every action but funding goes through projectActionMachine (its dialog, then perform);
// funding opens the Fund Project modal (on a split project, also for every milestone left at once: decision 075).
// The chat and the review are other features', handed in by the app. Said in the shown language (escrow-texts.ts).
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  availableActions,
  isChatParticipant,
  isPayoutFor,
  sellerPayoutOf,
  type Actor,
} from '@marketplace/shared/projects/project-actions';
import { canFundAll, fundAllAmountPaise, milestonesToFund } from '@marketplace/shared/projects/fund-all';
import { fromPaise } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmailText } from '../../ui/email-text.tsx';
import { ReportButton } from '../../ui/report-button.tsx';
import { ProjectActionDialog } from './action-dialogs.tsx';
import { EscrowNotices } from './escrow-notices.tsx';
import { Fact } from './fact.tsx';
import { FundModal } from './fund-modal.tsx';
import { MilestoneList } from '../../ui/project-milestones.tsx';
import { useProjectWords } from '../../ui/project-texts.ts';
import { useUiTexts } from '../../ui/ui-texts.ts';
import { ActionContext } from './project-action-context.ts';
import { useLogic } from '../../lib/use-logic.ts';
import { DeadlineText, StatusBadges, deadlineSettled, payoutOnHold } from '../../ui/project-badges.tsx';
import { useActionWords } from './action-words.ts';
import { useEscrowTexts } from './escrow-texts.ts';
import { ProjectHistory } from './project-history.tsx';
import { OffersPanel, type OfferChat } from './offers-panel.tsx';
import type { EscrowServices } from './escrow-services.ts';
import type { DeliveryPort } from './escrow.port.ts';
import './escrow.css';

interface ProjectDetailModalProps {
  project: Project;
  /** The signed-in person. */
  actor: Actor;
  services: EscrowServices;
  now: number;
  onClose: () => void;
  /** The chat's button (it opens the chat), shown to the two people of the project. */
  chat?: ReactNode;
  /** Each offer's chat button (decision 073), beside the offer. */
  offerChat?: OfferChat;
  /** The parties' reviews of a released project. */
  review?: ReactNode;
  /** The viewer's money documents of the project: its receipt and credit note, or the seller's invoice and statement. */
  documents?: ReactNode;
}

/** ARCHITECTURE: the address and the history are readable by the student, the assigned seller and admins only. */
export const isInvolved = (project: Project, actor: Actor) =>
  actor.role === 'admin' ||
  (actor.role === 'student' && project.studentId === actor.uid) ||
  (actor.role === 'seller' && project.sellerId === actor.uid);

export function ProjectDetailModal(props: ProjectDetailModalProps) {
  // The actions' machine loads with the first project opened (lib/lazy-logic.ts).
  return (
    <Suspense fallback={null}>
      <ProjectDetailWithMachine {...props} />
    </Suspense>
  );
}

function ProjectDetailWithMachine(props: ProjectDetailModalProps) {
  const { project, actor, services } = props;
  const logic = useLogic(services.actionLogic);
  return (
    <ActionContext.Provider logic={logic} options={{ input: { projectId: project.id, actor } }}>
      <ProjectDetail {...props} />
    </ActionContext.Provider>
  );
}

function ProjectDetail(props: ProjectDetailModalProps) {
  const { project, actor, services, now, onClose, chat, offerChat, review, documents } = props;
  // 'fund': the milestone under way; 'all': every milestone still to fund, in one payment (decision 075).
  const [funding, setFunding] = useState<false | 'fund' | 'all'>(false);
  const projectId = project.id;
  const words = useActionWords();
  const { t, rupees } = words;
  const projectWords = useProjectWords();
  const ui = useUiTexts();

  const actionActor = ActionContext.useActorRef();
  const pending = ActionContext.useSelector((s) => s.context.action);
  const performing = ActionContext.useSelector((s) => s.matches('performing'));
  const actionError = ActionContext.useSelector((s) => s.context.error);
  const notice = ActionContext.useSelector((s) => s.context.notice);

  const actions = availableActions(project, actor, now);
  const fundAll =
    actor.role === 'student' && project.studentId === actor.uid && canFundAll(project)
      ? { milestones: milestonesToFund(project), amountPaise: fundAllAmountPaise(project) }
      : undefined;
  const canChat = isChatParticipant(project, actor.uid) && chat !== undefined;
  const features = project.features
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);

  return (
    <Dialog
      title={project.title}
      subtitle={<StatusBadges project={project} />}
      onClose={onClose}
      closable={!performing}
      className="project-detail"
    >
      <Banner tone="info">{words.error(notice)}</Banner>
      <Banner tone="error">{words.error(actionError)}</Banner>
      <EscrowNotices project={project} actor={actor} />

      <section className="project-detail__section" aria-label={t('escrow.detail.description')}>
        <p className="project-detail__description">{project.description}</p>
      </section>

      <dl className="project-detail__facts">
        <Fact label={t('escrow.detail.deadline')}>
          {project.deadline === null ? (
            <DeadlineText deadline={null} now={now} />
          ) : (
            <span className="project-detail__deadline">
              {projectWords.date(project.deadline)}
              {/* Once delivered or cancelled a countdown means nothing, and the date is already here. */}
              {!deadlineSettled(project) && <DeadlineText deadline={project.deadline} now={now} />}
            </span>
          )}
        </Fact>
        <Fact label={t('escrow.detail.budget')}>{rupees(project.budget)}</Fact>
        {isPayoutFor(project, actor) && (
          <Fact label={t('escrow.detail.yourPayout')}>
            {payoutOnHold(project) ? projectWords.payoutOnHold() : rupees(sellerPayoutOf(project))}
          </Fact>
        )}
        <Fact label={t('escrow.detail.hardware')}>
          {project.hardware || <span className="muted">{t('escrow.detail.notSpecified')}</span>}
        </Fact>
        <Fact label={t('escrow.detail.software')}>
          {project.software || <span className="muted">{t('escrow.detail.notSpecified')}</span>}
        </Fact>
        <Fact label={t('escrow.detail.student')}>
          <EmailText email={project.studentEmail} />
        </Fact>
        <Fact label={t('escrow.detail.seller')}>
          {project.sellerEmail ? (
            <EmailText email={project.sellerEmail} />
          ) : (
            <span className="muted">{t('escrow.detail.notTaken')}</span>
          )}
        </Fact>
        {project.createdAt !== null && (
          <Fact label={t('escrow.detail.posted')}>{projectWords.date(project.createdAt)}</Fact>
        )}
      </dl>

      <MilestoneList project={project} />

      <section className="project-detail__section" aria-labelledby={`features-${projectId}`}>
        <h3 id={`features-${projectId}`}>{t('escrow.detail.features')}</h3>
        {features.length > 0 ? (
          <ul className="project-detail__features">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('escrow.detail.noFeatures')}</p>
        )}
      </section>

      {/* Once the project is assigned the panel stays as the record: each side reads how their offers ended. */}
      {services.offers && project.pricing === 'offers' && (
        <OffersPanel project={project} actor={actor} offers={services.offers} now={now} chat={offerChat} />
      )}
      <DeliveryAddress project={project} actor={actor} delivery={services.delivery} />
      {documents}
      {isInvolved(project, actor) && (
        <ProjectHistory projectId={projectId} history={services.history} openFile={services.lifecycle.fileLink} />
      )}
      {review}

      {services.safety && project.studentId !== actor.uid && actor.role !== 'admin' && (
        <p className="project-detail__report">
          <ReportButton
            thing={{ kind: 'project', id: projectId }}
            what="this project"
            label={t('escrow.detail.report')}
            name={t('escrow.detail.reportProject')}
            safety={services.safety}
            className="button button--link"
          />
        </p>
      )}
      {(actions.length > 0 || canChat || fundAll) && (
        <div className="dialog__actions project-detail__actions">
          {canChat && chat}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className="button"
              disabled={performing}
              onClick={() =>
                action === 'fund' ? setFunding('fund') : actionActor.send({ type: 'action.request', action })
              }
            >
              {performing && pending === action
                ? ui('ui.working')
                : action === 'fund'
                  ? words.fundLabel(project)
                  : words.label(action)}
            </button>
          ))}
          {fundAll && (
            <button type="button" className="button" disabled={performing} onClick={() => setFunding('all')}>
              {t('escrow.detail.fundAll', { amount: rupees(fromPaise(fundAll.amountPaise)) })}
            </button>
          )}
        </div>
      )}

      <ProjectActionDialog project={project} />
      {funding && (
        <FundModal
          project={project}
          email={actor.email}
          checkoutLogic={services.checkoutLogic}
          all={funding === 'all' ? fundAll : undefined}
          onClose={() => setFunding(false)}
        />
      )}
    </Dialog>
  );
}

function DeliveryAddress({ project, actor, delivery }: { project: Project; actor: Actor; delivery: DeliveryPort }) {
  const allowed = isInvolved(project, actor);
  const projectId = project.id;
  const watch = useMemo(
    () => (allowed ? delivery.watchDeliveryAddress(projectId) : null),
    [allowed, delivery, projectId],
  );
  const address = useWatch(watch);
  const t = useEscrowTexts();

  return (
    <section className="project-detail__section" aria-labelledby={`address-${projectId}`}>
      <h3 id={`address-${projectId}`}>{t('escrow.address.heading')}</h3>
      {!allowed ? (
        <p className="muted">{t('escrow.address.hidden')}</p>
      ) : address.status === 'loading' ? (
        <p className="muted">{t('escrow.loading')}</p>
      ) : address.status === 'failed' ? (
        <p className="muted">{t('escrow.address.failed')}</p>
      ) : (
        <p className="project-detail__address">
          {address.value ?? <span className="muted">{t('escrow.address.none')}</span>}
        </p>
      )}
    </section>
  );
}
