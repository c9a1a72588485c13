// Where the held money stands, at the top of the project detail for both people and admins: an open
// dispute, a cancellation asked for (the seller answers with Agree / Decline below), a cancelled project and its
// refund, a settlement, and the date of the automatic release. Said in the shown language (escrow-texts.ts); what
// the people wrote (a reason, an answer) as they wrote it.
import type { Project } from '@marketplace/shared/projects/project';
import { isCancelPending } from '@marketplace/shared/projects/escrow-states';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { Banner } from '../../ui/banner.tsx';
import { AutoReleaseText } from '../../ui/project-badges.tsx';
import { useProjectWords } from '../../ui/project-texts.ts';
import { useEscrowTexts, type EscrowId } from './escrow-texts.ts';
import type { Translate } from '../../i18n/i18n.ts';

type T = Translate<EscrowId>;

/** One of the project's two people (or neither), as the person looking reads them; null when it is they. */
function party(t: T, project: Project, actor: Actor, uid: string | null): string | null {
  if (uid === actor.uid) return null;
  if (uid === project.studentId) return t('escrow.notice.theStudent', { email: project.studentEmail });
  if (uid !== null && uid === project.sellerId)
    return t('escrow.notice.theSeller', { email: project.sellerEmail ?? t('escrow.notice.assignedSeller') });
  return t('escrow.notice.aParticipant');
}

/** ' on 20 Nov 2026: the reason' or '.', after who opened or answered. */
function Said({ at, text }: { at: number | null; text: string | null }) {
  const t = useEscrowTexts();
  const { date } = useProjectWords();
  return (
    <>
      {at !== null && t('escrow.notice.on', { date: date(at) })}
      {text ? `: ${text}` : '.'}
    </>
  );
}

/** The other side of an open dispute: its answer, or who has yet to give it. */
function DisputeAnswer({ project, actor }: { project: Project; actor: Actor }) {
  const t = useEscrowTexts();
  if (project.disputeAnsweredAt !== null || project.disputeAnswer !== null) {
    // The party who did not open it answers.
    const byStudent = project.disputedBy !== project.studentId;
    const who = party(t, project, actor, byStudent ? project.studentId : project.sellerId);
    return (
      <p className="project-detail__quote">
        {who === null ? t('escrow.notice.answeredByYou') : t('escrow.notice.answeredBy', { who })}
        <Said at={project.disputeAnsweredAt} text={project.disputeAnswer} />
      </p>
    );
  }
  const isParty = actor.uid === project.studentId || actor.uid === project.sellerId;
  if (isParty && project.disputedBy !== actor.uid) return <p>{t('escrow.notice.giveYourSide')}</p>;
  return <p>{t('escrow.notice.notAnswered')}</p>;
}

function cancelRequestText(t: T, project: Project, actor: Actor, date: string): string {
  if (actor.uid === project.studentId) return t('escrow.notice.cancelAskedByYou', { date });
  if (actor.uid === project.sellerId) return t('escrow.notice.cancelAskedOfYou', { date });
  return t('escrow.notice.cancelAsked', { date });
}

/**
 * Where a cancelled project's refund stands, in the words its badge ('Refund requested', 'Refunded', 'Refund
 * failed'), its history and its notifications use: the whole budget goes back, and only once it has is it said to
 * have.
 */
const refundKeys = {
  requested: 'escrow.notice.refundRequested',
  processed: 'escrow.notice.refunded',
  failed: 'escrow.notice.refundFailed',
} as const satisfies Record<string, EscrowId>;

export function EscrowNotices({ project, actor }: { project: Project; actor: Actor }) {
  const t = useEscrowTexts();
  const words = useProjectWords();
  const refund = project.refundStatus;
  const opener = party(t, project, actor, project.disputedBy);
  return (
    <>
      {project.disputeStatus === 'open' && (
        <Banner tone="error" role="note" className="project-detail__notice">
          <p>
            <strong>{t('escrow.notice.disputeOpen')}</strong> {t('escrow.notice.disputeHeld')}
          </p>
          <p className="project-detail__quote">
            {opener === null ? t('escrow.notice.openedByYou') : t('escrow.notice.openedBy', { who: opener })}
            <Said at={project.disputedAt} text={project.disputeReason} />
          </p>
          <DisputeAnswer project={project} actor={actor} />
        </Banner>
      )}
      {isCancelPending(project) && (
        <Banner tone="info" role="note" className="project-detail__notice">
          {cancelRequestText(t, project, actor, words.date(project.cancelRequestedAt))}
        </Banner>
      )}
      {project.settlement ? (
        <Banner tone="success" role="note" className="project-detail__notice">
          <p>
            <strong>{t('escrow.notice.settledByAdmin')}</strong> {words.settlement(project.settlement, refund)}.
          </p>
        </Banner>
      ) : (
        project.status === 'Cancelled' && (
          <Banner tone={refund === 'failed' ? 'error' : 'info'} role="note" className="project-detail__notice">
            <p>
              <strong>{t('escrow.notice.cancelled')}</strong>
              {project.paymentStatus === 'Refunded' &&
                ` ${t(refundKeys[refund ?? 'processed'], { amount: words.rupees(project.budget) })}`}
            </p>
          </Banner>
        )
      )}
      {refund === 'failed' && project.settlement && (
        <Banner tone="error" role="note" className="project-detail__notice">
          {t('escrow.notice.refundFailedAgain')}
        </Banner>
      )}
      <AutoReleaseText project={project} />
    </>
  );
}
