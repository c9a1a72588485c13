// A deleted person's offers and their chats (decisions 067, 073), as the retention table's entries for them say. An
// offer is terms, not money (decision 067): the money record is its project, which keeps the agreed price. So a
// seller's own offer goes with its chat (its path holds their uid, and a project that never held money goes with
// everything under it the same way); the offers on a student's project that held money are the sellers' and stay with
// it, the student the pseudonym, and in their chats, as in the project's chat, what the student wrote goes and their
// read marks on the seller's messages become the pseudonym. A second run finds nothing left to change.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { OFFERS_GROUP } from '@marketplace/shared/projects/offer';
import { mentions, pseudonymised, withoutPerson, type DeletedPerson } from '@marketplace/shared/privacy/pseudonym';

interface OfferErasure {
  db: Firestore;
  person: DeletedPerson;
  pseudonym: string;
}

/**
 * The offers the person sent, across every project, and those on `projects` they are the student of (their projects
 * that held money: the others went before, with everything under them).
 */
export async function eraseOffers({ db, person, pseudonym }: OfferErasure, projects: readonly DocumentSnapshot[]) {
  const sent = await db.collectionGroup(OFFERS_GROUP).where('sellerId', '==', person.uid).get();
  // Another app's root shares the collection group.
  for (const offer of sent.docs.filter((doc) => doc.ref.path.startsWith(`${paths.projects}/`)))
    await db.recursiveDelete(offer.ref);
  const theirs = projects.filter((project) => project.get('studentId') === person.uid);
  for (const project of theirs) {
    const offers = await db.collection(paths.projectOffers(project.id)).get();
    for (const offer of offers.docs) {
      if (mentions(offer.data(), person)) await offer.ref.set(pseudonymised(offer.data(), person, pseudonym));
      const messages = await db.collection(paths.projectOfferMessages(project.id, offer.id)).get();
      for (const message of messages.docs)
        if (message.get('senderId') === person.uid) await message.ref.delete();
        else if (mentions(message.data(), person))
          await message.ref.set(withoutPerson(message.data(), person, pseudonym));
    }
  }
}
