// One dispute, whole, for the admin who settles it: the project, both people, both sides (the reason and
// who gave it, the other party's answer), the chat (read only), the deliveries and the history; then the Settle
// dialog.
import { useMemo, useState } from 'react';
import { chronological } from '@marketplace/shared/projects/chat';
import type { Project } from '@marketplace/shared/projects/project';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { useAdminFormats, useAdminTexts } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { EmailText } from '../../ui/email-text.tsx';
import { EscrowNotices } from './escrow-notices.tsx';
import { MessageList } from '../../ui/message-list.tsx';
import { StatusBadges } from '../../ui/project-badges.tsx';
import { Fact } from './fact.tsx';
import { ProjectHistory } from './project-history.tsx';
import type { DisputesServices } from './escrow-services.ts';
import { SettleDialog } from './settle-dialog.tsx';

interface DisputeReviewProps {
  project: Project;
  admin: Actor;
  services: DisputesServices;
  onSettled: (outcome: string) => void;
  onClose: () => void;
}

export function DisputeReview({ project, admin, services, onSettled, onClose }: DisputeReviewProps) {
  const t = useAdminTexts();
  const { rupees, date } = useAdminFormats();
  const [settling, setSettling] = useState(false);
  const projectId = project.id;
  const watched = useWatch(useMemo(() => services.messages.watchMessages(projectId), [services.messages, projectId]));
  const messages = useMemo(() => (watched.status === 'ready' ? chronological(watched.value) : []), [watched]);

  return (
    <Dialog
      title={project.title}
      subtitle={<StatusBadges project={project} />}
      onClose={onClose}
      className="project-detail dispute-review"
    >
      <EscrowNotices project={project} actor={admin} />
      <section className="project-detail__section" aria-label={t('admin.dispute.description')}>
        <p className="project-detail__description">{project.description}</p>
      </section>
      <dl className="project-detail__facts">
        <Fact label={t('admin.disputes.budget')}>{rupees(project.budget)}</Fact>
        <Fact label={t('admin.disputes.student')}>
          <EmailText email={project.studentEmail} />
        </Fact>
        <Fact label={t('admin.disputes.seller')}>
          {project.sellerEmail ? <EmailText email={project.sellerEmail} /> : '—'}
        </Fact>
        <Fact label={t('admin.dispute.deadline')}>
          {project.deadline === null ? t('admin.dispute.noDeadline') : date(project.deadline)}
        </Fact>
        <Fact label={t('admin.dispute.deliveries')}>
          {t('admin.dispute.deliveriesCount', { deliveries: project.deliveries, rounds: project.changeRounds })}
        </Fact>
      </dl>
      <section className="project-detail__section" aria-labelledby={`chat-${projectId}`}>
        <h3 id={`chat-${projectId}`}>{t('admin.dispute.chat')}</h3>
        {watched.status === 'failed' ? (
          <p className="muted">{t('admin.dispute.messagesFailed')}</p>
        ) : (
          <MessageList
            watched={watched}
            messages={messages}
            viewerId={null}
            empty={t('admin.dispute.noMessages')}
            words={{
              messages: t('admin.dispute.list.messages'),
              loading: t('admin.dispute.list.loading'),
              you: t('admin.dispute.list.you'),
              hidden: t('admin.dispute.list.hidden'),
            }}
          />
        )}
      </section>
      <ProjectHistory projectId={projectId} history={services.history} openFile={services.lifecycle.fileLink} />
      <div className="dialog__actions project-detail__actions">
        <button type="button" className="button" onClick={() => setSettling(true)}>
          {t('admin.dispute.settle')}
        </button>
      </div>
      {settling && (
        <SettleDialog
          project={project}
          settle={services.lifecycle.settleDispute}
          onSettled={onSettled}
          onCancel={() => setSettling(false)}
        />
      )}
    </Dialog>
  );
}
