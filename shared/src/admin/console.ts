// The operator's console (decision 063): SPEC's Admin Dashboard stays its home at /dashboard; the other sections
// live in areas with addresses of their own (/admin/{area}); the inbox lists what waits for an admin, due soonest
// first. Which area each kind of waiting thing belongs to, and when each is due, are decided here once, for the
// server that answers the inbox and the web app that counts each area's waiting things.
import { isOneOf } from '../labelled.ts';

/** The console's areas beyond its home, in the navigation's order; the web's catalogue names them (decision 090). */
export const consoleAreas = ['inbox', 'money', 'people', 'insights'] as const;
export type ConsoleArea = (typeof consoleAreas)[number];

export const isConsoleArea = (value: string): value is ConsoleArea => isOneOf(consoleAreas, value);

/** An area's own address. */
export const consoleAreaPath = (area: ConsoleArea) => `/admin/${area}`;

/** What waits for an admin, each kind from its own collection (decision 063); named by the web's catalogue. */
export const inboxKinds = [
  'chargeback',
  'dispute',
  'privacy-request',
  'moderation',
  'failed-refund',
  'failed-payout',
  'reconciliation',
  'failed-verification',
] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** The area whose sections hold each kind: its waiting count in the navigation counts these. */
export const areaOfKind: Record<InboxKind, Exclude<ConsoleArea, 'inbox' | 'insights'>> = {
  chargeback: 'money',
  dispute: 'money',
  'failed-refund': 'money',
  'failed-payout': 'money',
  reconciliation: 'money',
  'privacy-request': 'people',
  moderation: 'people',
  'failed-verification': 'people',
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long each kind may wait from the moment it started waiting, where its record has no deadline of its own (a
 * chargeback's respond-by is the provider's; a privacy request's due time is on it, 90 days: decision 040). The
 * others are the house's targets (decision 063): a report about content within 72 hours (the IT Rules' window for a
 * complaint asking content to be taken down), a dispute within 7 days (both parties' money is frozen), money that
 * failed to move within 2 days, a failed account check within 3 days (a seller's payout waits on it).
 */
export const waitAllowed: Record<Exclude<InboxKind, 'chargeback' | 'privacy-request'>, number> = {
  dispute: 7 * DAY,
  moderation: 72 * HOUR,
  'failed-refund': 2 * DAY,
  'failed-payout': 2 * DAY,
  reconciliation: 2 * DAY,
  'failed-verification': 3 * DAY,
};

/** At most this many of each kind are read for one inbox: the soonest due, a bounded read whatever the backlog. */
export const INBOX_PER_KIND = 50;
