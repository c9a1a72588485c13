// The offers' clock (decision 067): each hour the server expires every open offer past its `expiresAt`, through the
// offers table's `expire` row like any other step. An offer past its time cannot be answered whether or not this has
// run (the table reads the clock), so the sweep only records what the clock already decided, and tells its seller.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { OFFERS_GROUP } from '@marketplace/shared/projects/offer';
import type { DbDeps, Trigger } from '../../../platform/triggers.ts';
import { log } from '../../../platform/log.ts';
import { takeOfferStep } from './offer-step.ts';

/** Expires the open offers whose time has come by `now`; how many it expired. */
export async function expireOffers({ db }: { db: Firestore }, now = Date.now()): Promise<number> {
  const due = await db
    .collectionGroup(OFFERS_GROUP)
    .where('state', '==', 'open')
    .where('expiresAt', '<=', Timestamp.fromMillis(now))
    .get();
  let expired = 0;
  for (const doc of due.docs) {
    const projectId = doc.ref.parent.parent!.id;
    // A racing answer or a second run finds it moved on (409), and that is fine.
    const taken = await takeOfferStep(db, { projectId, sellerId: doc.id, name: 'expire', by: 'server' });
    if (taken.ok) expired++;
  }
  if (expired > 0) log.info('offers expired', { expired });
  return expired;
}

export const expireOffersTrigger: Trigger<DbDeps> = {
  kind: 'schedule',
  schedule: '5 * * * *',
  timeZone: 'Asia/Kolkata',
  handle: async (deps) => void (await expireOffers(deps)),
};
