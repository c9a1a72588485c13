// An offer's step told (decision 067): the offer records its latest step (`step`), which is told as the offers table
// says.
import { paths } from '@marketplace/shared/paths';
import { offerSchema } from '@marketplace/shared/projects/offer';
import { notificationsForOfferStep } from '@marketplace/shared/notifications/offer-notifications';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { onDocument, read } from './notice-trigger.ts';
import { projectOf, shownNameOf } from './project-notice-facts.ts';
import { writeNotifications } from './write-notifications.ts';

/** A write that records no new step (an erasure's rewrite, the same step delivered again) tells nobody. */
export async function notifyOfferStep({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const { projectId, sellerId } = change.params as { projectId: string; sellerId: string };
  const offer = read(offerSchema, sellerId, change.after, 'offer');
  if (!offer) return;
  const before = read(offerSchema, sellerId, change.before, 'offer');
  if (before && before.step.name === offer.step.name && before.step.at === offer.step.at) return;
  const project = await projectOf(db, projectId);
  if (!project) return;
  const sellerName = (await shownNameOf(db, offer.sellerId)) ?? '';
  await writeNotifications(db, notificationsForOfferStep(offer, { projectTitle: project.title, sellerName }));
}

export const notifyOfferStepTrigger = onDocument(`${paths.projects}/{projectId}/offers/{sellerId}`, notifyOfferStep);
