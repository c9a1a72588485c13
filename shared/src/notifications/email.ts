// Email for notifications (decision 025): the `mail` document the official Trigger Email extension
// (firestore-send-email) sends, its words from the notification's own, and the per-group email opt-out a person
// keeps at users/{uid}/private/notificationPrefs.
import { z } from 'zod';
import type { SiteLanguage } from '../navigation/site-language.ts';
import { mailText, type MailWords } from './mail-words.ts';
import type { NotificationContent, NotificationKind } from './notification.ts';

/**
 * The groups a person turns email on or off for, in the order the Profile page's checkboxes show them; their words
 * are the web's catalogue's (emails.group.*, decision 090).
 */
export const emailGroups = ['projects', 'payouts', 'orders', 'reports', 'admin'] as const;
export type EmailGroup = (typeof emailGroups)[number];

/**
 * Each kind's group; null for what no choice turns off: a notice about one's own money (a payment refunded), or
 * about one's own privacy rights.
 */
export function emailGroupOf(kind: NotificationKind): EmailGroup | null {
  if (kind.startsWith('project-')) return 'projects';
  if (kind.startsWith('payout-')) return 'payouts';
  if (kind.startsWith('order-')) return 'orders';
  if (kind.startsWith('payment-')) return null;
  // Money taken back by a bank, or held, from the payer or the seller: their own money, always told.
  if (kind.startsWith('chargeback-')) return null;
  // A person's own rights (decision 040): their download and their answer are always sent.
  if (kind.startsWith('privacy-')) return null;
  if (kind.startsWith('report-')) return 'reports';
  // One's own account: a suspension is always sent, with its reason (decision 031).
  if (kind.startsWith('account-')) return null;
  return 'admin';
}

/** users/{uid}/private/notificationPrefs: the groups turned off (true); a missing group (or document) is on. */
export const notificationPrefsSchema = z
  .object({ emailOff: z.partialRecord(z.enum(emailGroups), z.boolean()).default({}) })
  .strict();
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export function emailWanted(prefs: NotificationPrefs | null, kind: NotificationKind): boolean {
  const group = emailGroupOf(kind);
  return group === null || prefs?.emailOff[group] !== true;
}

/** The Trigger Email extension's document: `to`, and `message` with subject, plain text and HTML. */
export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
}

/** The mail document's id: one per notification and person (a key is shared by the people one event tells). */
export const mailId = (notificationKey: string, uid: string) => `${notificationKey}-${uid}`;

/** Text made safe inside HTML (the templates, and the local outbox page). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const mailFooters = {
  canTurnOff: 'You can turn these emails off on your Profile page.',
  alwaysSent: 'This email is about your own money, account or rights, so it is always sent.',
} as const;

/**
 * The template: the notification's title as the subject, its sentence, and a link into the app at `origin`; in
 * the recipient's language when the notification says its words in the mail catalogue (decision 072), else in its
 * stored English.
 */
export function mailFor(
  to: string,
  content: NotificationContent,
  origin: string,
  language: SiteLanguage = 'en',
  words?: MailWords,
): MailDocument {
  const url = `${origin}${content.link}`;
  // Only what a choice on the Profile page turns off says it can be; the rest is always sent (emailGroupOf).
  const alwaysSent = emailGroupOf(content.kind) === null;
  if (language !== 'en' && words) {
    const footer = mailText(language, { id: alwaysSent ? 'mail.alwaysSent' : 'mail.canTurnOff' });
    const text = mailText(language, words.text);
    return {
      to,
      message: {
        subject: mailText(language, words.title),
        text: `${text}\n\n${mailText(language, { id: 'mail.openIt', values: { url } })}\n\n${footer}`,
        html:
          `<p>${escapeHtml(text)}</p>` +
          `<p><a href="${escapeHtml(url)}">${escapeHtml(mailText(language, { id: 'mail.openLink' }))}</a></p>` +
          `<p style="color:#666">${escapeHtml(footer)}</p>`,
      },
    };
  }
  const footer = alwaysSent ? mailFooters.alwaysSent : mailFooters.canTurnOff;
  return {
    to,
    message: {
      subject: content.title,
      text: `${content.text}\n\nOpen it: ${url}\n\n${footer}`,
      html:
        `<p>${escapeHtml(content.text)}</p>` +
        `<p><a href="${escapeHtml(url)}">Open it in the marketplace</a></p>` +
        `<p style="color:#666">${escapeHtml(footer)}</p>`,
    },
  };
}
