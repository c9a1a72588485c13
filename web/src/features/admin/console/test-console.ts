// What the console's API answers (decision 063), at a fixed moment, for the console's component tests in both
// languages: an item waiting in the inbox, a record the search found, and the API's stand-in. Only tests import this
// file.
import { vi } from 'vitest';
import { consoleContract, type Inbox, type InboxItem, type SearchResult } from '@marketplace/shared/admin/console-api';
import { fakeClient } from '../../../lib/testing/fake-client.ts';

export const HOUR = 3_600_000;
export const NOW = Date.UTC(2026, 10, 29, 9);

/** The chargeback on Soil sensor, open since an hour before NOW and due 5 hours after; `over` makes it another. */
export const anInboxItem = (over: Partial<InboxItem>): InboxItem => ({
  kind: 'chargeback',
  id: 'x',
  title: 'Soil sensor',
  detail: '₹500.00',
  since: NOW - HOUR,
  dueAt: NOW + 5 * HOUR,
  href: '/admin/money#chargeback-x',
  ...over,
});

/** A report on a review, waiting 5 hours and overdue by 3. */
export const aReportedReview: InboxItem = anInboxItem({
  kind: 'moderation',
  id: 'm',
  title: 'A rude review',
  detail: '',
  since: NOW - 5 * HOUR,
  dueAt: NOW - 3 * HOUR,
  href: '/admin/people#moderation-m',
});

/** The payout for Drone frame the search found by its UTR, with no history; `over` makes it another record. */
export const aFound = (over: Partial<SearchResult> = {}): SearchResult => ({
  kind: 'payout',
  id: 'p1',
  title: 'Drone frame',
  matched: 'UTR',
  facts: [{ label: 'UTR', value: 'UTR1' }],
  href: '/admin/money#payout-p1',
  history: [],
  ...over,
});

/** The console's API answering with `inbox`, and `found` to any search. */
export const fakeConsole = (inbox: Inbox, found: SearchResult[] = []) =>
  fakeClient(consoleContract, { inbox: vi.fn(async () => inbox), search: vi.fn(async () => ({ results: found })) });
