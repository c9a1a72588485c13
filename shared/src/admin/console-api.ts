// The console's two reads (decision 063): the inbox (everything that waits for an admin, due soonest first) and the
// search (a payment, refund, payout, order, project, document or person by what an admin has in hand).
import { z } from 'zod';
import { adminEndpoint, callerTexts, errorsWith } from '../api/endpoint.ts';
import { inboxKinds } from './console.ts';

export const consoleTexts = {
  notAdmin: callerTexts.notAdmin,
  searchEmpty: 'Type a payment, refund or payout id, a UTR, an order or project, a serial number, an email or a name.',
  searchTooLong: 'Search text can have at most 100 characters.',
} as const;

export const SEARCH_TEXT_MAX = 100;
/** A found record's history lists at most this many lines, its newest. */
export const HISTORY_SHOWN = 20;

export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  /** The record's id (a dispute's, a project's, a request's…), unique within its kind. */
  id: z.string(),
  title: z.string(),
  /** A line more: who, how much, why. */
  detail: z.string(),
  /** Since when it has waited, and by when it must be done (epoch ms). */
  since: z.number(),
  dueAt: z.number(),
  /** Where the thing itself is handled, inside the app. */
  href: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxSchema = z.object({
  /** Due soonest first. */
  items: z.array(inboxItemSchema),
  /** The kinds that had more waiting than one inbox reads (INBOX_PER_KIND): their count is 'at least'. */
  more: z.array(z.enum(inboxKinds)),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const searchKinds = ['payment', 'refund', 'payout', 'order', 'project', 'document', 'person'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchResultSchema = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  title: z.string(),
  /** What matched: 'Provider id', 'UTR', 'Serial number', 'Email', 'Name starts with'… */
  matched: z.string(),
  /** The record as an admin reads it, a label and a value a line. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Where it is handled inside the app, when it has such a place; null: its facts are all there is to open. */
  href: z.string().nullable(),
  /**
   * What happened to it, oldest first (at most HISTORY_SHOWN, the newest): a project's steps, a payment's or a store
   * order's movements of money. Empty for the kinds that are one movement themselves.
   */
  history: z.array(z.object({ at: z.number(), what: z.string() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const consoleContract = {
  inbox: adminEndpoint
    .route({
      method: 'GET',
      path: '/admin/inbox',
      summary: 'Everything that waits for an admin, due soonest first',
      description:
        'Chargebacks, disputes, privacy requests, reports, failed refunds and payouts, reconciliation differences ' +
        'and failed verifications; a bounded number of each kind, the soonest due.',
    })
    .output(inboxSchema),
  search: adminEndpoint
    .route({
      method: 'GET',
      path: '/admin/search',
      summary: 'Find a payment, refund, payout, order, project, document or person',
      description:
        'Exact ids (provider ids, UTRs, order and project ids, serial numbers, emails) and the start of a title or a ' +
        "name; every look-up is on an indexed field, so its cost does not grow with the collections'.",
    })
    .input(
      z.object({
        q: z
          .string(consoleTexts.searchEmpty)
          .trim()
          .min(1, consoleTexts.searchEmpty)
          .max(SEARCH_TEXT_MAX, consoleTexts.searchTooLong),
      }),
    )
    .output(z.object({ results: z.array(searchResultSchema) }))
    .errors(errorsWith({ BAD_REQUEST: consoleTexts.searchEmpty })),
};
