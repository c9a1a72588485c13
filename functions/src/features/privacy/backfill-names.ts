// Notifications written before they listed the people they name (decision 040's amendment): a student's 'taken'
// notification, keyed by the seller who took the project, and its mail, are given `names` once (scripts/
// backfill-notification-names.ts after a deploy; the local start does it too), so a deletion of that seller finds
// them by its one query. Only a missing field is written, so running it again changes nothing.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { mailId } from '@marketplace/shared/notifications/email';
import { sellerOfTakenKey } from '@marketplace/shared/notifications/project-notifications';
import { paths } from '@marketplace/shared/paths';
import { NAMES_FIELD } from '@marketplace/shared/privacy/pseudonym';

export interface NamesBackfill {
  /** 'taken' notifications read. */
  read: number;
  /** Notifications and mails given `names`. */
  named: number;
}

export async function backfillNotificationNames(db: Firestore): Promise<NamesBackfill> {
  // Person by person (each list one indexed equality query): a person's notifications may sit under no profile.
  const people = await db.collection(paths.users).listDocuments();
  const writer = db.bulkWriter();
  const counts: NamesBackfill = { read: 0, named: 0 };
  const name = (ref: DocumentReference, names: string[]) => {
    counts.named += 1;
    void writer.update(ref, { [NAMES_FIELD]: names });
  };
  for (const person of people) {
    const taken = await person.collection('notifications').where('kind', '==', 'project-taken').get();
    for (const note of taken.docs) {
      counts.read += 1;
      const seller = sellerOfTakenKey(note.id);
      if (!seller || note.get(NAMES_FIELD) !== undefined) continue;
      name(note.ref, [seller]);
      const mail = await db.doc(paths.mail(mailId(note.id, person.id))).get();
      if (mail.exists && mail.get(NAMES_FIELD) === undefined) name(mail.ref, [seller]);
    }
  }
  await writer.close();
  return counts;
}
