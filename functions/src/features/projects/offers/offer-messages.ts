// POST /api/projects/{projectId}/offers/{sellerId}/messages: a message in an offer's own chat (decision 073), from
// the project's student or the offer's seller to the other, beside the offer's cards. Through the API so blocks
// (decision 031) and the hourly message limit (decision 032) hold as in the project's chat; the unread marker names
// the other side alone, as the collection-group rule for unread counts relies on.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newMessageFields } from '@marketplace/shared/projects/chat';
import { offerErrors } from '@marketplace/shared/projects/offers-api';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { blockTexts } from '@marketplace/shared/safety/block';
import type { Limit } from '../../../platform/api/request-limits.ts';
import type { Caller } from '../../../platform/auth.ts';
import { blockedBetween } from '../../../platform/blocks.ts';
import { failure, success, type Outcome } from '../../../platform/http.ts';
import { projectFrom } from '../project-record.ts';

export async function sendOfferMessage(
  { db }: { db: Firestore },
  caller: Caller,
  { projectId, sellerId, text }: { projectId: string; sellerId: string; text: string },
  limit: Limit,
): Promise<Outcome<{ id: string }>> {
  const project = projectFrom(await db.doc(paths.project(projectId)).get());
  if (!project) return failure('not-found', projectErrors.notFound);
  const isStudent = caller.uid === project.studentId;
  if (!isStudent && caller.uid !== sellerId) return failure('forbidden', offerErrors.notYours);
  // A chat is the offer's: there is none before the seller made one.
  if (!(await db.doc(paths.projectOffer(projectId, sellerId)).get()).exists)
    return failure('not-found', offerErrors.offerGone);
  const other = isStudent ? sellerId : project.studentId;
  if (await blockedBetween(db, caller.uid, other)) return failure('conflict', blockTexts.blockedBetween);
  await limit();
  const ref = db.collection(paths.projectOfferMessages(projectId, sellerId)).doc();
  await ref.create({ ...newMessageFields(caller, other, text), createdAt: FieldValue.serverTimestamp() });
  return success({ id: ref.id });
}
