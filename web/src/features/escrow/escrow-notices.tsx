// Where the held money stands, at the top of the project detail for both people and admins: an open
// dispute, a cancellation asked for (the seller answers with Agree / Decline below), a cancelled project and its
// refund, a settlement, and the date of the automatic release.
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { isCancelPending } from '@marketplace/shared/projects/escrow-states';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { formatDate } from '../../lib/format-date.ts';
import { Banner } from '../../ui/banner.tsx';
import { AutoReleaseText, refundLabels, settlementText } from '../../ui/project-badges.tsx';

/** Who opened the dispute, as the person looking reads it. */
function opener(project: Project, actor: Actor): string {
  if (project.disputedBy === actor.uid) return 'you';
  if (project.disputedBy === project.studentId) return `the student (${project.studentEmail})`;
  if (project.disputedBy === project.sellerId) return `the seller (${project.sellerEmail ?? 'assigned seller'})`;
  return 'a participant';
}

/** Who answered the dispute: the party who did not open it. */
function answerer(project: Project, actor: Actor): string {
  const byStudent = project.disputedBy !== project.studentId;
  const uid = byStudent ? project.studentId : project.sellerId;
  if (uid === actor.uid) return 'you';
  return byStudent
    ? `the student (${project.studentEmail})`
    : `the seller (${project.sellerEmail ?? 'assigned seller'})`;
}

/** The other side of an open dispute: its answer, or who has yet to give it. */
function DisputeAnswer({ project, actor }: { project: Project; actor: Actor }) {
  if (project.disputeAnsweredAt !== null || project.disputeAnswer !== null) {
    const on = project.disputeAnsweredAt !== null ? ` on ${formatDate(project.disputeAnsweredAt)}` : '';
    return (
      <p className="project-detail__quote">
        Answered by {answerer(project, actor)}
        {on}
        {project.disputeAnswer ? `: ${project.disputeAnswer}` : '.'}
      </p>
    );
  }
  const isParty = actor.uid === project.studentId || actor.uid === project.sellerId;
  if (isParty && project.disputedBy !== actor.uid)
    return <p>Give your side with 'Answer the Dispute' below: the admin reads it beside the reason.</p>;
  return <p>The other side has not answered yet.</p>;
}

function cancelRequestText(project: Project, actor: Actor, at: number): string {
  const date = formatDate(at);
  if (actor.uid === project.studentId)
    return `You asked to cancel this project on ${date}. If the seller agrees, your payment is refunded in full.`;
  if (actor.uid === project.sellerId)
    return `The student asked to cancel this project on ${date}. Agree to refund them in full, or decline to carry on.`;
  return `The student asked to cancel this project on ${date}; the seller has not answered yet.`;
}

/**
 * Where a cancelled project's refund stands, in the words its badge ('Refund requested', 'Refunded', 'Refund
 * failed'), its history and its notifications use: the whole budget goes back, and only once it has is it said to
 * have.
 */
function cancelledRefundText(project: Project): string {
  const amount = formatRupees(project.budget);
  switch (project.refundStatus ?? 'processed') {
    case 'requested':
      return `${refundLabels.requested}: the full ${amount} is being refunded to the student.`;
    case 'processed':
      return `${refundLabels.processed}: the full ${amount} went back to the student.`;
    case 'failed':
      return `${refundLabels.failed}: the ${amount} did not reach the student yet; an admin will send it again.`;
  }
}

export function EscrowNotices({ project, actor }: { project: Project; actor: Actor }) {
  const refund = project.refundStatus;
  return (
    <>
      {project.disputeStatus === 'open' && (
        <Banner tone="error" role="note" className="project-detail__notice">
          <p>
            <strong>A dispute is open.</strong> An admin will settle it; the payment is held until then.
          </p>
          <p className="project-detail__quote">
            Opened by {opener(project, actor)}
            {project.disputedAt !== null && ` on ${formatDate(project.disputedAt)}`}
            {project.disputeReason ? `: ${project.disputeReason}` : '.'}
          </p>
          <DisputeAnswer project={project} actor={actor} />
        </Banner>
      )}
      {isCancelPending(project) && (
        <Banner tone="info" role="note" className="project-detail__notice">
          {cancelRequestText(project, actor, project.cancelRequestedAt)}
        </Banner>
      )}
      {project.settlement ? (
        <Banner tone="success" role="note" className="project-detail__notice">
          <p>
            <strong>The dispute was settled by an admin.</strong> {settlementText(project.settlement, refund)}.
          </p>
        </Banner>
      ) : (
        project.status === 'Cancelled' && (
          <Banner tone={refund === 'failed' ? 'error' : 'info'} role="note" className="project-detail__notice">
            <p>
              <strong>This project was cancelled.</strong>
              {project.paymentStatus === 'Refunded' && ` ${cancelledRefundText(project)}`}
            </p>
          </Banner>
        )
      )}
      {refund === 'failed' && project.settlement && (
        <Banner tone="error" role="note" className="project-detail__notice">
          The refund failed at the payment provider; an admin will send it again.
        </Banner>
      )}
      <AutoReleaseText project={project} />
    </>
  );
}
