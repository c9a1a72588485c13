// The trigger table: every background handler, by the name it is deployed under. index.ts turns it
// into Cloud Functions; local/host.ts delivers the emulators' events (and the local task queue its tasks)
// to the same handlers.
import { removeResumeTrigger } from './features/admin/remove-resume.ts';
import { productSearchGramsTrigger, userSearchGramsTrigger } from './features/admin/search-grams.ts';
import { countVisitTrigger } from './features/analytics/count-visit.ts';
import {
  countApplicationTotalsTrigger,
  countJobTotalsTrigger,
  countProductTotalsTrigger,
  countUserTotalsTrigger,
} from './features/insights/count-totals.ts';
import { issueDocumentsTrigger } from './features/documents/entry-documents.ts';
import { monthlyStatementsTrigger, monthlyStatementTrigger } from './features/documents/monthly-statements.ts';
import { foldInsightsTrigger } from './features/insights/fold-insights.ts';
import { buildExportTrigger, expireExportTrigger } from './features/privacy/export-data.ts';
import { recordTakeTrigger } from './features/insights/record-take.ts';
import { notifyApplicationTrigger } from './features/notifications/notify-application.ts';
import { notifyChargebackTrigger } from './features/notifications/notify-chargeback.ts';
import { notifyHistoryEventTrigger } from './features/notifications/notify-history-event.ts';
import { notifyOfferStepTrigger } from './features/notifications/notify-offer-step.ts';
import { notifyOrderTrigger } from './features/notifications/notify-order.ts';
import { notifyPayoutTrigger } from './features/notifications/notify-payout.ts';
import { notifyPrivacyExportTrigger, notifyPrivacyRequestTrigger } from './features/notifications/notify-privacy.ts';
import { notifyRefundTrigger } from './features/notifications/notify-refund.ts';
import { notifyReportTrigger, notifySuspensionTrigger } from './features/notifications/notify-safety.ts';
import { remindOfReleaseTrigger, scheduleReleaseReminderTrigger } from './features/notifications/release-reminder.ts';
import { remindOfExpiringOffersTrigger } from './features/notifications/offer-reminder.ts';
import { expireOffersTrigger } from './features/projects/offers/expire-offers.ts';
import { reconcileDailyTrigger } from './features/ledger/reconciliation.schedule.ts';
import { handleRazorpayEventTrigger } from './features/payments/handle-razorpay-event.ts';
import { refundTriggers } from './features/payments/refund-movement.ts';
import { handlePayoutEventTrigger, payoutTriggers } from './features/payouts/payout-movement.ts';
import { resendVerifiedPayoutsTrigger } from './features/payouts/verification-gate.ts';
import { autoReleaseTrigger, scheduleAutoReleaseTrigger } from './features/projects/auto-release.ts';
import { countRatingTrigger } from './features/reviews/count-rating.ts';
import { keepPublicProfileTrigger } from './features/reviews/keep-public-profile.ts';
import { publishReviewTrigger, schedulePublicationTrigger } from './features/reviews/publish-review.ts';
import { countReportTrigger } from './features/safety/count-report.ts';
import { followSuspensionTrigger } from './features/safety/suspended-listings.ts';
import { keepListingTrigger } from './features/store/listings.ts';
import { advanceOrderTrigger, scheduleOrderStepTrigger } from './features/store/order-tracking.ts';
import { keepStoreSearchTrigger } from './features/store/store-search-index.ts';
import { reverifyAccountTrigger } from './features/verification/reverify-account.ts';
import { verifySellerTrigger } from './features/verification/verify-seller.ts';

export const triggers = {
  countVisit: countVisitTrigger,
  // Decision 029: each morning, yesterday's provider movements against the ledger.
  reconcileDaily: reconcileDailyTrigger,
  handleRazorpayEvent: handleRazorpayEventTrigger,
  // Decision 039: each ledger entry's document (receipt, invoice, credit note, payout statement), once; and on the
  // 1st of each month a task per seller for the month before's statement, on 'issueMonthlyStatement'.
  issueDocuments: issueDocumentsTrigger,
  issueMonthlyStatements: monthlyStatementsTrigger,
  issueMonthlyStatement: monthlyStatementTrigger,
  // A payout to the provider once per attempt when the seller has details; its payout.* events come
  // back on the Razorpay events' topic, to a subscriber of their own.
  sendPayout: payoutTriggers.send,
  handlePayoutEvent: handlePayoutEventTrigger,
  // Decision 027: a sent payout whose webhooks are late is asked about; schedulePayoutCheck enqueues on 'checkPayout'.
  schedulePayoutCheck: payoutTriggers.scheduleCheck,
  checkPayout: payoutTriggers.check,
  // A requested refund to the provider, once per attempt (its outcome comes back through handleRazorpayEvent).
  sendRefund: refundTriggers.send,
  // Decision 027: a sent refund whose webhook is late is asked about; scheduleRefundCheck enqueues on 'checkRefund'.
  scheduleRefundCheck: refundTriggers.scheduleCheck,
  checkRefund: refundTriggers.check,
  // The escrow's automatic release: auto-release.ts enqueues on 'autoRelease'.
  scheduleAutoRelease: scheduleAutoReleaseTrigger,
  autoRelease: autoReleaseTrigger,
  // Reviews: a lone review is published by a task at its publishAt; a published one is counted once.
  schedulePublication: schedulePublicationTrigger,
  publishReview: publishReviewTrigger,
  countRating: countRatingTrigger,
  // The public profile at /people/{uid}: a projection of the private users/{uid}.
  keepPublicProfile: keepPublicProfileTrigger,
  keepListing: keepListingTrigger,
  scheduleOrderStep: scheduleOrderStepTrigger,
  // A task queue is named after its function: order-tracking.ts enqueues on 'advanceOrder'.
  advanceOrder: advanceOrderTrigger,
  // The admin dashboard's tiles, kept by sharded increments (decision 037).
  countUserTotals: countUserTotalsTrigger,
  countProductTotals: countProductTotalsTrigger,
  countJobTotals: countJobTotalsTrigger,
  countApplicationTotals: countApplicationTotalsTrigger,
  // The Insights figures (decision 037): when each project was taken, and the nightly fold of the days before.
  recordTake: recordTakeTrigger,
  foldInsights: foldInsightsTrigger,
  removeResume: removeResumeTrigger,
  // The admin search's grams: one trigger per collection, as a Cloud Function watches one document pattern.
  keepUserSearch: userSearchGramsTrigger,
  keepProductSearch: productSearchGramsTrigger,
  // The store's search engine (decision 018), not the admin search's grams above.
  keepStoreSearch: keepStoreSearchTrigger,
  // A notification for each event that concerns a person, once per event (decision 025).
  notifyHistoryEvent: notifyHistoryEventTrigger,
  // Decision 067: each step of an offer, to the side that must answer it or whose offer it was.
  notifyOfferStep: notifyOfferStepTrigger,
  notifyPayout: notifyPayoutTrigger,
  notifyOrder: notifyOrderTrigger,
  notifyRefund: notifyRefundTrigger,
  // Decision 049: a chargeback's payer and seller hear of it and of its outcome.
  notifyChargeback: notifyChargebackTrigger,
  notifyApplication: notifyApplicationTrigger,
  // Decision 031: a reporter hears that their report arrived and, later, what was decided.
  notifyReport: notifyReportTrigger,
  // A suspended person hears why.
  notifySuspension: notifySuspensionTrigger,
  // Decision 040: a person's data download is ready; a request to the grievance officer arrived, or was answered.
  notifyPrivacyExport: notifyPrivacyExportTrigger,
  notifyPrivacyRequest: notifyPrivacyRequestTrigger,
  // Trust and safety (decision 031): each open report counted into its thing's moderation case; a suspended
  // person's listings leave the store and the sellers' lists (and come back when the suspension is lifted).
  countReport: countReportTrigger,
  followSuspension: followSuspensionTrigger,
  // Verified sellers (decision 033): a PAN and payout account checked through the Verification port; a changed
  // account checked again; the payouts held for verification queued once the seller is verified.
  verifySeller: verifySellerTrigger,
  reverifyAccount: reverifyAccountTrigger,
  resendVerifiedPayouts: resendVerifiedPayoutsTrigger,
  // Two days before an automatic release, its student's reminder: scheduleReleaseReminder enqueues on
  // 'remindOfRelease'.
  scheduleReleaseReminder: scheduleReleaseReminderTrigger,
  remindOfRelease: remindOfReleaseTrigger,
  // Decision 067: each hour the open offers past their time are expired, and those expiring within a day are reminded
  // of to the side whose turn it is.
  expireOffers: expireOffersTrigger,
  remindOfExpiringOffers: remindOfExpiringOffersTrigger,
  // Decision 040: a person's data download is built by a task (export-data.ts enqueues on 'buildDataExport'), and
  // removed 48 hours after it is ready ('expireDataExport').
  buildDataExport: buildExportTrigger,
  expireDataExport: expireExportTrigger,
};
