// The OfferMessagesPort on Firestore (decision 073): an offer's chat (50 newest), read by its two sides and admins
// under the rules, and marking read in one batch; sending is the offers' client's (decision 083).
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  limit,
  orderBy,
  query,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { CHAT_HISTORY_LIMIT } from '@marketplace/shared/projects/project';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import { messageFromData } from './firestore-messages.ts';
import type { OfferMessagesPort } from './projects.port.ts';

export function firestoreOfferMessages(db: Firestore): OfferMessagesPort {
  const chat = (projectId: string, sellerId: string) => collection(db, paths.projectOfferMessages(projectId, sellerId));
  return {
    watchOfferMessages: (projectId, sellerId) =>
      watchQuery(
        "Reading an offer's messages",
        query(chat(projectId, sellerId), orderBy('createdAt', 'desc'), limit(CHAT_HISTORY_LIMIT)),
        (snapshot) =>
          snapshot.docs.flatMap(
            (document) => messageFromData(document.id, document.data({ serverTimestamps: 'estimate' })) ?? [],
          ),
      ),

    markOfferRead: (projectId, sellerId, messageIds, uid) =>
      logged(
        "Marking an offer's messages read",
        (async () => {
          if (messageIds.length === 0) return;
          const batch = writeBatch(db);
          for (const id of messageIds)
            batch.update(doc(chat(projectId, sellerId), id), { readBy: arrayUnion(uid), unreadBy: arrayRemove(uid) });
          await batch.commit();
        })(),
      ),
  };
}
