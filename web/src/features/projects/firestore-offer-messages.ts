// The OfferMessagesPort on Firestore (decision 073): an offer's chat (50 newest), read by its two sides and admins
// under the rules, and marking read in one batch; sending is the offers' client's (decision 083).
import { collection, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import { messagesOf, newestMessages, readMark } from './firestore-messages.ts';
import type { OfferMessagesPort } from './projects.port.ts';

const offerChat = (db: Firestore, projectId: string, sellerId: string) =>
  collection(db, paths.projectOfferMessages(projectId, sellerId));

/** An offer's chat, as the rules suite (tests/rules/project-offers.test.ts) holds it. */
export const offerChatQuery = (db: Firestore, projectId: string, sellerId: string) =>
  newestMessages(offerChat(db, projectId, sellerId));

export function firestoreOfferMessages(db: Firestore): OfferMessagesPort {
  return {
    watchOfferMessages: (projectId, sellerId) =>
      watchQuery("Reading an offer's messages", offerChatQuery(db, projectId, sellerId), messagesOf),

    markOfferRead: (projectId, sellerId, messageIds, uid) =>
      logged(
        "Marking an offer's messages read",
        (async () => {
          if (messageIds.length === 0) return;
          const batch = writeBatch(db);
          for (const id of messageIds) batch.update(doc(offerChat(db, projectId, sellerId), id), readMark(uid));
          await batch.commit();
        })(),
      ),
  };
}
