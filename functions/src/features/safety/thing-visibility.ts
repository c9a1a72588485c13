// Hiding a reported thing and showing it again, inside a case's transaction (decision 031). A product or project
// carries `hiddenByModerator` beside `authorSuspended` (suspended-listings.ts), and `hidden` is either: the store's
// listing and search triggers drop a hidden product, the sellers' project queries ask for `hidden == false`. A
// message's text moves onto its case (admins only) and the chat shows that it was hidden; a review is hidden as the
// reviews' own Hide does it (platform/review-visibility.ts).
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { ReportedThing } from '@marketplace/shared/safety/report';
import { hideReviewIn, showReviewIn, type HiddenBy } from '../../platform/review-visibility.ts';

export function thingRef(db: Firestore, thing: ReportedThing): DocumentReference | null {
  switch (thing.kind) {
    case 'product':
      return db.doc(paths.storeProduct(thing.id));
    case 'project':
      return db.doc(paths.project(thing.id));
    case 'message':
      return db.doc(`${paths.projectMessages(thing.projectId)}/${thing.id}`);
    case 'review':
      return db.doc(paths.review(thing.id));
    case 'person':
      return null;
  }
}

/** Hides `stored` (read in `tx`); answers what the case keeps to show it again (a message's text). */
export function hideThing(
  tx: Transaction,
  db: Firestore,
  thing: ReportedThing,
  stored: DocumentSnapshot,
  by: HiddenBy,
): { hiddenText?: string } {
  switch (thing.kind) {
    case 'product':
    case 'project':
      tx.update(stored.ref, { hiddenByModerator: true, hidden: true });
      return {};
    case 'message':
      tx.update(stored.ref, { text: '', hidden: true });
      return { hiddenText: String(stored.get('text') ?? '') };
    case 'review':
      hideReviewIn(tx, db, stored, by);
      return {};
    case 'person':
      return {};
  }
}

/** Shows `stored` again (read in `tx`), a message with the text its case kept. */
export function showThing(tx: Transaction, thing: ReportedThing, stored: DocumentSnapshot, hiddenText: string) {
  switch (thing.kind) {
    case 'product':
    case 'project':
      tx.update(stored.ref, { hiddenByModerator: false, hidden: stored.get('authorSuspended') === true });
      return;
    case 'message':
      tx.update(stored.ref, { text: hiddenText, hidden: false });
      return;
    case 'review':
      showReviewIn(tx, stored);
      return;
    case 'person':
      return;
  }
}
