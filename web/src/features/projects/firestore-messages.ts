// The MessagesPort on Firestore: the chat (50 newest), one collection-group query for every unread marker, and
// marking read in one batch; sending is the projects' client's (decision 083).
import {
  arrayRemove,
  arrayUnion,
  doc,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { CHAT_HISTORY_LIMIT, projectMessageSchema, type ProjectMessage } from '@marketplace/shared/projects/project';
import { allProjectMessages, isProjectsCollectionPath, projectMessagesCollection } from '../../lib/paths.ts';
import { parsedDocument } from '../../lib/parsed-documents.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import type { MessagesPort } from './projects.port.ts';

export const messageFromData = (id: string, data: DocumentData): ProjectMessage | null =>
  parsedDocument(projectMessageSchema, id, data);

/** A chat's messages as its screen shows them, the project's and an offer's alike. */
export const messagesOf = (snapshot: QuerySnapshot) =>
  snapshot.docs.flatMap(
    // A message just sent has no server time yet; the estimate keeps it in place and gives it a time.
    (document) => messageFromData(document.id, document.data({ serverTimestamps: 'estimate' })) ?? [],
  );

// The chats' reads and their read mark, as the rules suites (tests/rules/project-messages.test.ts, an offer's chat in
// project-offers.test.ts) hold them.
/** A chat's CHAT_HISTORY_LIMIT newest messages: the project's, or an offer's (decision 073). */
export const newestMessages = (messages: CollectionReference) =>
  query(messages, orderBy('createdAt', 'desc'), limit(CHAT_HISTORY_LIMIT));
/** A project's chat. */
export const chatQuery = (db: Firestore, projectId: string) => newestMessages(projectMessagesCollection(db, projectId));
/** Every project's message still unread by `uid`: one collection-group query for all the unread markers. */
export const unreadQuery = (db: Firestore, uid: string) =>
  query(allProjectMessages(db), where('unreadBy', 'array-contains', uid));
/** What marking a message read writes: the reader moves from unreadBy to readBy. */
export const readMark = (uid: string) => ({ readBy: arrayUnion(uid), unreadBy: arrayRemove(uid) });

export function firestoreMessages(db: Firestore): MessagesPort {
  return {
    watchMessages: (projectId) => watchQuery('Reading messages', chatQuery(db, projectId), messagesOf),

    watchUnreadCounts: (uid) =>
      watchQuery('Counting unread messages', unreadQuery(db, uid), (snapshot) => {
        const counts = new Map<string, number>();
        for (const message of snapshot.docs) {
          const project = message.ref.parent.parent;
          if (!project || !isProjectsCollectionPath(project.parent.path)) continue;
          counts.set(project.id, (counts.get(project.id) ?? 0) + 1);
        }
        return counts;
      }),

    markRead: (projectId, messageIds, uid) =>
      logged(
        'Marking messages read',
        (async () => {
          if (messageIds.length === 0) return;
          const batch = writeBatch(db);
          const messages = projectMessagesCollection(db, projectId);
          for (const id of messageIds) {
            batch.update(doc(messages, id), readMark(uid));
          }
          await batch.commit();
        })(),
      ),
  };
}
