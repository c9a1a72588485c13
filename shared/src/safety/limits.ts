// How much of each kind of write one person (or, for sign-ups, one client address) may make in an hour
// (docs/decisions/032-limits-on-abuse.md), and the words a limit met answers with. The server counts them
// (functions/src/platform/rate-limit.ts); nothing here trusts a browser.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

export const HOUR_MS = 60 * 60 * 1000;

export interface HourlyLimit {
  /** What is counted; each name counts on its own. */
  name: LimitName;
  /** Who is counted: the signed-in person, or the client's address (decision 015) before there is a person. */
  per: 'person' | 'address';
  limit: number;
  windowMs: number;
  /** 'post 10 projects': what the refusal says may be done in an hour. */
  what: string;
}

export const limitNames = [
  'projects',
  'listings',
  'messages',
  'offers',
  'reports',
  'cod-orders',
  'signups',
  'privacy-requests',
  'data-exports',
] as const;
export type LimitName = (typeof limitNames)[number];

/**
 * Sized for honest use with room to spare (a busy student posts a few projects a week; a seller lists a shop's
 * worth in an evening; a lively chat is a message a minute), and low enough that a script is stopped within an
 * hour's worth. Sign-ups are counted per address, where a campus network shares one: hence 20.
 */
export const hourlyLimits: Record<LimitName, HourlyLimit> = {
  projects: { name: 'projects', per: 'person', limit: 10, windowMs: HOUR_MS, what: 'post 10 projects' },
  listings: { name: 'listings', per: 'person', limit: 20, windowMs: HOUR_MS, what: 'list 20 products' },
  messages: { name: 'messages', per: 'person', limit: 120, windowMs: HOUR_MS, what: 'send 120 messages' },
  // Decision 067: a seller weighing projects sends a handful an evening; 20 stops a script spamming every project.
  offers: { name: 'offers', per: 'person', limit: 20, windowMs: HOUR_MS, what: 'send 20 offers' },
  reports: { name: 'reports', per: 'person', limit: 10, windowMs: HOUR_MS, what: 'send 10 reports' },
  'cod-orders': {
    name: 'cod-orders',
    per: 'person',
    limit: 5,
    windowMs: HOUR_MS,
    what: 'place 5 cash-on-delivery orders',
  },
  signups: {
    name: 'signups',
    per: 'address',
    limit: 20,
    windowMs: HOUR_MS,
    what: 'create 20 accounts from one network',
  },
  // Decision 040: a person's rights are not rationed, but a script's requests are.
  'privacy-requests': {
    name: 'privacy-requests',
    per: 'person',
    limit: 5,
    windowMs: HOUR_MS,
    what: 'send 5 requests to our grievance officer',
  },
  'data-exports': {
    name: 'data-exports',
    per: 'person',
    limit: 5,
    windowMs: HOUR_MS,
    what: 'ask for 5 downloads of your data',
  },
};

/** What a contract declares for its 429; the answer itself says when (limitMetText). */
export const limitMetDeclared = 'You have reached the hourly limit for this. Try again later.';

/** 'in 1 minute', 'in 23 minutes': always at least a minute, rounded up, so trying then succeeds. */
export function retryIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
}

/** The refusal: what the limit allows, and when to try again ('You can post 10 projects an hour. Try again in 23 minutes.'). */
export function limitMetText(limit: Pick<HourlyLimit, 'what'>, retryAfterSeconds: number): string {
  return `You can ${limit.what} an hour. Try again ${retryIn(retryAfterSeconds)}.`;
}

/** Each limit as the admin's list of who met one names it. */
export const limitLabels: Record<LimitName, string> = {
  projects: 'Projects posted',
  listings: 'Products listed',
  messages: 'Chat messages',
  offers: 'Offers sent',
  reports: 'Reports sent',
  'cod-orders': 'Cash-on-delivery orders',
  signups: 'Sign-ups from one address',
  'privacy-requests': 'Requests to the grievance officer',
  'data-exports': 'Downloads of their data',
};

/**
 * limitHits/{id}: who met which limit in which window, written by the server once per limit, subject and window
 * (the open endpoints' own limits too: 'assistant', 'applications'). A person by uid and email; a client address
 * by a short hash of it, never the address.
 */
export const limitHitSchema = z.object({
  id: z.string(),
  limit: z.string(),
  allowed: z.number().catch(0),
  windowStart: epochMillis,
  at: epochMillis,
  uid: z.string().nullable().catch(null),
  email: z.string().nullable().catch(null),
  address: z.string().nullable().catch(null),
});
export type LimitHit = z.infer<typeof limitHitSchema>;

/** A hit's limit in words: one of the hourly ones, or the open endpoints' own by name. */
export const limitLabelOf = (limit: string) =>
  (limitLabels as Record<string, string>)[limit] ?? (limit === 'assistant' ? 'Ask Me questions' : 'Job applications');
