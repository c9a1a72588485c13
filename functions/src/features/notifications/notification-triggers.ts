// The triggers that turn events into notifications: a project's history events (every step of its process table,
// decision 062), refunds (a project's processed one among them), payouts, store orders and job applications. Each
// reads the event with shared's schemas, asks shared who hears of it, and writes that once (write-notifications.ts).
import { dataExportSchema } from '@marketplace/shared/privacy/data-export';
import {
  exportReadyNotification,
  newRequestNotification,
  requestAnsweredNotification,
} from '@marketplace/shared/privacy/privacy-notifications';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { privacyRequestSchema } from '@marketplace/shared/privacy/requests';
import type { Firestore } from 'firebase-admin/firestore';
import type { NotificationDraft } from '@marketplace/shared/notifications/notification';
import { z } from 'zod';
import { notificationsForChargeback } from '@marketplace/shared/notifications/chargeback-notifications';
import { chargebackSchema } from '@marketplace/shared/payments/chargeback';
import { notificationsForApplication } from '@marketplace/shared/notifications/application-notifications';
import { notificationsForOrder } from '@marketplace/shared/notifications/order-notifications';
import { notificationsForRefund } from '@marketplace/shared/notifications/refund-notifications';
import { entryIdFor, ledgerSubject, taxAccounts } from '@marketplace/shared/ledger/ledger';
import {
  notificationsForPayout,
  payoutFactsSchema,
  type PayoutFacts,
} from '@marketplace/shared/notifications/payout-notifications';
import { notificationsForReport } from '@marketplace/shared/notifications/report-notifications';
import { reportSchema } from '@marketplace/shared/safety/report';
import { suspensionSchema } from '@marketplace/shared/safety/suspension';
import { suspensionNotifications } from '@marketplace/shared/notifications/suspension-notifications';
import { publicProfileSchema, shownName } from '@marketplace/shared/reviews/public-profile';
import { isNewStep, notificationsForHistoryEvent } from '@marketplace/shared/notifications/project-notifications';
import { applicationSchema } from '@marketplace/shared/careers/application';
import { paths } from '@marketplace/shared/paths';
import { refundSchema } from '@marketplace/shared/payments/refund';
import { historyEventSchema } from '@marketplace/shared/projects/project-history';
import { offerSchema } from '@marketplace/shared/projects/offer';
import { notificationsForOfferStep } from '@marketplace/shared/notifications/offer-notifications';
import { noticesOf } from '@marketplace/shared/projects/escrow-notices';
import { transitionNameOf } from '@marketplace/shared/projects/escrow-process';
import { projectSchema } from '@marketplace/shared/projects/project';
import { orderedProductSchema, storeOrderSchema } from '@marketplace/shared/store/order';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { writeNotifications } from './write-notifications.ts';

const projectFacts = projectSchema.pick({
  id: true,
  title: true,
  studentId: true,
  sellerId: true,
  status: true,
  paymentStatus: true,
  refundStatus: true,
  budget: true,
  settlement: true,
  pricing: true,
  milestones: true,
  milestoneOutcomes: true,
});
const orderFacts = storeOrderSchema
  .pick({ id: true, studentId: true, orderStatus: true, refundStatus: true, cancelledAt: true, paymentMethod: true })
  .extend({ product: orderedProductSchema.pick({ name: true, price: true }) });
const reportFacts = reportSchema.pick({
  id: true,
  thing: true,
  thingName: true,
  reporterId: true,
  status: true,
  outcome: true,
  createdAt: true,
  closedAt: true,
});
const applicationFacts = applicationSchema.pick({ id: true, jobTitle: true, applicantName: true, appliedAt: true });

type DocumentHandler = (deps: DbDeps, change: DocumentChange) => Promise<void>;

/** A stored document read as `schema` (with its id); null when absent, or unreadable (logged: a retry cannot fix it). */
export function read<T>(
  schema: z.ZodType<T>,
  id: string,
  data: Record<string, unknown> | null,
  what: string,
): T | null {
  if (!data) return null;
  const parsed = schema.safeParse({ ...data, id });
  if (parsed.success) return parsed.data;
  log.error(`${what} cannot be notified of`, parsed.error, { id });
  return null;
}

/**
 * A trigger that tells what changed between a document's two readings (shared's `notificationsFor` decides who hears
 * of what): nothing once the document is gone or unreadable. `skip` passes over writes that are not news at all.
 */
function notifyChange<T>(
  schema: z.ZodType<T>,
  param: string,
  what: string,
  notificationsFor: (before: T | null, after: T) => NotificationDraft[],
  skip: (change: DocumentChange) => boolean = () => false,
): DocumentHandler {
  return async ({ db }, change) => {
    if (skip(change)) return;
    const id = change.params[param]!;
    const after = read(schema, id, change.after, what);
    if (after) await writeNotifications(db, notificationsFor(read(schema, id, change.before, what), after));
  };
}

async function projectOf(db: Firestore, projectId: string) {
  const snapshot = await db.doc(paths.project(projectId)).get();
  return read(projectFacts, projectId, snapshot.data() ?? null, 'project');
}

export async function notifyHistoryEvent({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (!change.after) return;
  const { projectId, eventId } = change.params as { projectId: string; eventId: string };
  const event = read(historyEventSchema, eventId, change.after, 'history event');
  const before = read(historyEventSchema, eventId, change.before, 'history event');
  // Only a step is news: an event's creation, or another seller's take rewriting the take's (decision 062).
  if (!event || !isNewStep(before, event)) return;
  const project = await projectOf(db, projectId);
  if (!project) return;
  // A row whose notice names its taker (the take) reads their public name.
  const takerName = noticesOf(transitionNameOf(event)).notice.namesTaker ? await shownNameOf(db, event.by) : undefined;
  await writeNotifications(db, notificationsForHistoryEvent(project, event, { takerName }));
}

/**
 * An offer's step (decision 067): the offer records its latest step (`step`), which is told as the offers table says.
 * A write that records no new step (an erasure's rewrite, the same step delivered again) tells nobody.
 */
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

/** The name a person's public profile shows (people/{uid}); undefined when they have none. */
async function shownNameOf(db: Firestore, uid: string): Promise<string | undefined> {
  const profile = publicProfileSchema.safeParse((await db.doc(paths.publicProfile(uid)).get()).data());
  return profile.success ? shownName(profile.data) : undefined;
}

export async function notifyPayout({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const id = change.params.payoutId!;
  const after = read(payoutFactsSchema, id, change.after, 'payout');
  if (!after) return;
  const before = read(payoutFactsSchema, id, change.before, 'payout');
  // A new payout waits for the seller's details only when none are saved (the send trigger queues it otherwise).
  const detailsSaved =
    before !== null || after.status !== 'waiting-for-details' || !after.sellerId
      ? true
      : (await db.doc(paths.payoutDetails(after.sellerId)).get()).exists;
  await writeNotifications(
    db,
    notificationsForPayout(before, { ...after, taxNames: await taxNamesOf(db, after) }, detailsSaved),
  );
}

/** Which taxes were withheld from the payout's share, as its withholding entry books them (decision 039). */
async function taxNamesOf(db: Firestore, payout: PayoutFacts & { subject?: string }): Promise<string | undefined> {
  if (!payout.withheldPaise) return undefined;
  const subject = payout.subject ?? ledgerSubject.project(payout.projectId || payout.id);
  const entry = await db.doc(paths.ledgerEntry(entryIdFor.withholding(subject))).get();
  const lines = (entry.get('lines') ?? []) as { account?: unknown; amountPaise?: unknown }[];
  const names = (['tcs', 'tds'] as const).filter((tax) =>
    lines.some((line) => line.account === taxAccounts[tax] && line.amountPaise !== 0),
  );
  return names.length > 0 ? names.map((name) => name.toUpperCase()).join(' and ') : undefined;
}

export const notifyOrder = notifyChange(orderFacts, 'orderId', 'store order', notificationsForOrder);

const refundFacts = refundSchema.pick({
  id: true,
  purpose: true,
  subjectId: true,
  payerId: true,
  title: true,
  amountPaise: true,
  status: true,
});

export const notifyRefund = notifyChange(refundFacts, 'refundId', 'refund', notificationsForRefund);

/** Decision 049: a chargeback's opening and its decision, to its payer and its seller. */
export const notifyChargeback = notifyChange(chargebackSchema, 'disputeId', 'chargeback', notificationsForChargeback);

export async function notifyApplication({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (change.before) return;
  const application = read(applicationFacts, change.params.applicationId!, change.after, 'application');
  if (application) await writeNotifications(db, notificationsForApplication(application));
}

export const notifyReport = notifyChange(
  reportFacts,
  'reportId',
  'report',
  notificationsForReport,
  // A decided report kept aside when its reporter reports the thing again was notified of under its own id.
  (change) => change.after?.archived === true,
);

/**
 * Decision 031: the person an admin suspended hears why, by bell and email. Once per suspension (keyed by its
 * time), so a repeated event, a change to another field or the catch-up after a restart writes nothing new.
 */
export async function notifySuspension({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const after = suspensionSchema.safeParse(change.after?.suspension);
  if (!after.success) return;
  const before = suspensionSchema.safeParse(change.before?.suspension);
  if (before.success && before.data.at === after.data.at) return;
  await writeNotifications(db, suspensionNotifications(change.params.uid!, after.data));
}

/** Decision 040: a person's download is ready (once per attempt). */
export async function notifyPrivacyExport({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const after = dataExportSchema.safeParse(change.after ?? null);
  if (!after.success || after.data.status !== 'ready' || after.data.expiresAt === null) return;
  if (change.before?.status === 'ready' && change.before.attempt === after.data.attempt) return;
  await writeNotifications(db, [exportReadyNotification(change.params.uid!, after.data.attempt, after.data.expiresAt)]);
}

/** Decision 040: every admin hears of a new request to the grievance officer; its requester of the answer. */
export async function notifyPrivacyRequest({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const id = change.params.requestId!;
  const after = read(privacyRequestSchema, id, change.after, 'privacy request');
  if (!after) return;
  if (!change.before) await writeNotifications(db, [newRequestNotification(after, after.createdAt ?? Date.now())]);
  else if (after.status === 'answered' && change.before.status !== 'answered' && after.answer)
    await writeNotifications(db, [requestAnsweredNotification(after, after.answer, after.answeredAt ?? Date.now())]);
}

const onDocument = (document: string, handle: DocumentHandler): Trigger<DbDeps> => ({
  kind: 'firestore',
  document,
  handle,
});

export const notifyHistoryEventTrigger = onDocument(
  `${paths.projects}/{projectId}/history/{eventId}`,
  notifyHistoryEvent,
);
export const notifyOfferStepTrigger = onDocument(`${paths.projects}/{projectId}/offers/{sellerId}`, notifyOfferStep);
export const notifyPrivacyExportTrigger = onDocument(privacyPaths.privacyExport('{uid}'), notifyPrivacyExport);
export const notifyPrivacyRequestTrigger = onDocument(privacyPaths.privacyRequest('{requestId}'), notifyPrivacyRequest);
export const notifyPayoutTrigger = onDocument(`${paths.payouts}/{payoutId}`, notifyPayout);
export const notifyOrderTrigger = onDocument(`${paths.storeOrders}/{orderId}`, notifyOrder);
export const notifyRefundTrigger = onDocument(`${paths.refunds}/{refundId}`, notifyRefund);
export const notifyReportTrigger = onDocument(`${paths.reports}/{reportId}`, notifyReport);
export const notifySuspensionTrigger = onDocument(paths.user('{uid}'), notifySuspension);
export const notifyChargebackTrigger = onDocument(`${paths.chargebacks}/{disputeId}`, notifyChargeback);
export const notifyApplicationTrigger = onDocument(`${paths.applications}/{applicationId}`, notifyApplication);
