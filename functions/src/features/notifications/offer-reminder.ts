// The day before an open offer expires (decision 067), the side whose turn it is hears that it will: an hourly sweep of
// the offers expiring within the next day, each reminder keyed by the offer's expiry so it is sent once per set of
// terms (a counter sets a new expiry, and earns its own reminder).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  offerExpiringNotification,
  OFFER_REMINDER_LEAD_MS,
} from '@marketplace/shared/notifications/offer-notifications';
import { paths } from '@marketplace/shared/paths';
import { OFFERS_GROUP, offerSchema } from '@marketplace/shared/projects/offer';
import { publicProfileSchema } from '@marketplace/shared/reviews/public-profile';
import type { DbDeps, Trigger } from '../../platform/triggers.ts';
import { writeNotifications } from './write-notifications.ts';

export async function remindOfExpiringOffers({ db }: { db: Firestore }, now = Date.now()): Promise<number> {
  const soon = await db
    .collectionGroup(OFFERS_GROUP)
    .where('state', '==', 'open')
    .where('expiresAt', '>', Timestamp.fromMillis(now))
    .where('expiresAt', '<=', Timestamp.fromMillis(now + OFFER_REMINDER_LEAD_MS))
    .get();
  const drafts = await Promise.all(
    soon.docs.map(async (doc) => {
      const offer = offerSchema.parse({ ...doc.data(), id: doc.id });
      const [project, person] = await Promise.all([
        db.doc(paths.project(offer.projectId)).get(),
        db.doc(paths.publicProfile(offer.sellerId)).get(),
      ]);
      const profile = publicProfileSchema.partial().safeParse(person.data() ?? {});
      const sellerName = (profile.success && profile.data.name) || '';
      return offerExpiringNotification(offer, { projectTitle: String(project.get('title') ?? ''), sellerName });
    }),
  );
  await writeNotifications(db, drafts);
  return drafts.length;
}

export const remindOfExpiringOffersTrigger: Trigger<DbDeps> = {
  kind: 'schedule',
  schedule: '35 * * * *',
  timeZone: 'Asia/Kolkata',
  handle: async (deps) => void (await remindOfExpiringOffers(deps)),
};
