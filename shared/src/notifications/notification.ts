// In-app notifications: what each one is about, how it is stored at users/{uid}/notifications/{id}, and
// where it leads. The server writes them (functions/src/features/notifications); their owner only reads them and
// marks them read.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import type { MailWords } from './mail-words.ts';

export const notificationKinds = [
  'project-taken',
  /** Decision 067: an offer's steps, to the side that must answer or whose offer it is. */
  'project-offer-received',
  'project-offer-countered',
  'project-offer-accepted',
  'project-offer-declined',
  'project-offer-withdrawn',
  'project-offer-expired',
  /** The day before an open offer expires, to the side on turn. */
  'project-offer-expiring',
  'project-funded',
  'project-delivered',
  'project-changes-requested',
  /** An unfunded project withdrawn by its student, to the seller who took it. */
  'project-withdrawn',
  /** An unfunded project given up by its seller, to the student: it is open again. */
  'project-given-up',
  /** The student's request to cancel and be refunded, to the seller, who must agree or decline. */
  'project-cancel-requested',
  /** The seller's decline of it, to the student. */
  'project-cancel-declined',
  'project-released',
  /** Decision 068: a milestone released and another to follow, to the student, who funds the next when they choose. */
  'project-milestone-to-fund',
  /** Two days before an automatic release, to the student (release-reminder.ts). */
  'project-release-reminder',
  'project-disputed',
  'project-dispute-answered',
  'project-settled',
  'project-cancelled',
  'project-refunded',
  'payout-processed',
  'payout-failed',
  /** A payout that cannot be sent until the seller adds where to be paid. */
  'payout-waiting-for-details',
  /** Decision 033: a payout held until the seller's verification passes, with what they must change. */
  'payout-waiting-for-verification',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  /** A payment that arrived for something no longer payable, refunded by the server (decision 029). */
  'payment-refunding',
  'payment-refunded',
  'admin-new-dispute',
  'admin-dispute-answered',
  'admin-new-application',
  /** Decision 031: to a reporter, that their report arrived, and later what was decided. */
  'report-received',
  'report-decided',
  /** Decision 040: a person's data download is ready; the grievance officer answered their request. */
  'privacy-export-ready',
  'privacy-request-answered',
  /** To every admin: a request to the grievance officer arrived (its 90 days run). */
  'admin-new-privacy-request',
  /**
   * Decision 049: a chargeback on a payment, and its outcome, to its payer and to the seller whose share it holds or
   * takes back.
   */
  'chargeback-opened',
  'chargeback-won',
  'chargeback-lost',
  /** Decision 031: to the person an admin suspended, with the reason. */
  'account-suspended',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A notification as its owner reads it (the document plus its id); dates as epoch millis (STYLE rule 6). */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** A few words, such as 'Work delivered'. */
  title: z.string(),
  /** One plain sentence naming the project, payout or order. */
  text: z.string(),
  /** Where the app opens what it is about: a path with at most one query parameter (`/dashboard?order={id}`). */
  link: z.string(),
  createdAt: epochMillis,
  /** When its owner saw it; null while unread. */
  readAt: epochMillis.default(null),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** What the server writes, besides createdAt (the draft's `at`, else the server's time) and readAt (null). */
export type NotificationContent = Pick<AppNotification, 'kind' | 'title' | 'text' | 'link'>;

/** Who receives a notification: one person, or every admin. */
export type Recipient = { uid: string } | { admins: true };

/**
 * One notification to write. `key` is its document id, derived from the event that made it, so a repeated
 * delivery of the event finds the notification already there and writes nothing new.
 */
export interface NotificationDraft {
  to: Recipient;
  key: string;
  content: NotificationContent;
  /**
   * When its event happened (epoch millis), stored as createdAt, so a notification written late (a retry, the local
   * host catching up on older data) sorts by its event. Null or absent: the event keeps no time; the server's then.
   */
  at?: number | null;
  /**
   * The uids of the people besides its recipient it names, in its words or its key (the seller who took a project),
   * stored with it and its mail as `names`: a deletion finds them so (decision 040).
   */
  names?: readonly string[];
  /**
   * What its mail says as the mail catalogue's ids and values (mail-words.ts), so a person who reads Hindi gets it
   * in Hindi (decision 072). Absent: the mail is the stored English words, in every language.
   */
  words?: MailWords;
}

export const projectLink = (projectId: string) => `/dashboard?project=${encodeURIComponent(projectId)}`;
/** The dashboard's 'My Store Purchases' opens an order's tracking from `?order=` (the order-link journey). */
export const orderLink = (orderId: string) => `/dashboard?order=${encodeURIComponent(orderId)}`;

/** Newest first; one just written (no server time yet) counts as newest. */
export function newestNotificationsFirst(notifications: readonly AppNotification[]): AppNotification[] {
  return [...notifications].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity));
}

/** How many a person's list shows (and counts unread among): the newest ones. */
export const NOTIFICATIONS_SHOWN = 30;
