// POST /api/projects/{projectId}/messages (SPEC 5 'Chat'): a message from the project's student or its assigned
// seller to the other, never between two people either of whom blocked the other (decision 031). Through the API so
// blocks and the hourly limit hold on every road (decision 032): it is taken just before the message is written.
// The unread marker names the other participant alone, as the collection-group rule for unread counts relies on.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newMessageFields } from '@marketplace/shared/projects/chat';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { blockTexts } from '@marketplace/shared/safety/block';
import type { Limit } from '../../platform/api/request-limits.ts';
import type { Caller } from '../../platform/auth.ts';
import { blockedBetween } from '../../platform/blocks.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { projectFrom } from './project-record.ts';

export async function sendMessage(
  { db }: { db: Firestore },
  caller: Caller,
  { projectId, text }: { projectId: string; text: string },
  limit: Limit,
): Promise<Outcome<{ id: string }>> {
  const project = projectFrom(await db.doc(paths.project(projectId)).get());
  if (!project) return failure('not-found', projectErrors.notFound);
  const { studentId, sellerId } = project;
  // Nobody chats before the project is taken (shared isChatParticipant).
  if (!sellerId || (caller.uid !== studentId && caller.uid !== sellerId)) {
    return failure('forbidden', projectErrors.notInChat);
  }
  const other = caller.uid === studentId ? sellerId : studentId;
  if (await blockedBetween(db, caller.uid, other)) return failure('conflict', blockTexts.blockedBetween);
  await limit();
  return success({ id: await writeMessage(db, projectId, caller, other, text) });
}

/**
 * The message created under its project; its id. The load bench's baseline writes with it too
 * (scripts/bench/write-io.ts), so that it makes the api's own documents.
 */
export async function writeMessage(
  db: Firestore,
  projectId: string,
  sender: { uid: string; email: string },
  recipientId: string,
  text: string,
): Promise<string> {
  const ref = db.collection(paths.projectMessages(projectId)).doc();
  await ref.create({ ...newMessageFields(sender, recipientId, text), createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}
