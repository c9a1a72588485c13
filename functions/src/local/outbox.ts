// The developers' outbox (decision 025): locally no email leaves the machine. The Trigger Email
// extension is not installed in the emulators, so its `mail` documents stay where the server wrote them, and the
// local host lists them here, newest first, as the extension would have sent them.
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { escapeHtml, type MailDocument } from '@marketplace/shared/notifications/email';
import { paths } from '@marketplace/shared/paths';

export const OUTBOX_PATH = '/__/outbox';
const SHOWN = 100;

export interface OutboxMail extends MailDocument {
  id: string;
  /** When the server wrote it (epoch millis); null while the server's time is pending. */
  createdAt: number | null;
}

/** The page: each mail's recipient, time, subject and plain text (the HTML part is the same words, escaped). */
export function renderOutbox(mails: readonly OutboxMail[]): string {
  const items = mails.map(
    (mail) =>
      `<li><p><strong>${escapeHtml(mail.message.subject)}</strong> to ${escapeHtml(mail.to)}` +
      ` · ${mail.createdAt === null ? 'now' : new Date(mail.createdAt).toISOString()}</p>` +
      `<pre>${escapeHtml(mail.message.text)}</pre></li>`,
  );
  const body = mails.length === 0 ? '<p>No mail yet.</p>' : `<ol>${items.join('')}</ol>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head>' +
    `<body><h1>Outbox (local: nothing is sent)</h1><p>The newest ${SHOWN} mail documents.</p>${body}</body></html>`
  );
}

export function outboxRoutes(db: Firestore): Router {
  const router = Router();
  router.get(OUTBOX_PATH, (_req, res, next) => {
    db.collection(paths.mails)
      .orderBy('createdAt', 'desc')
      .limit(SHOWN)
      .get()
      .then((snapshot) => {
        const mails = snapshot.docs.map((doc) => ({
          id: doc.id,
          to: String(doc.get('to')),
          message: doc.get('message') as MailDocument['message'],
          createdAt: (doc.get('createdAt') as { toMillis(): number } | null)?.toMillis() ?? null,
        }));
        res.type('html').send(renderOutbox(mails));
      }, next);
  });
  return router;
}
