// A project's history in words, as the people and the console read it: one title per step, and who took it.
import { formatRupees, fromPaise } from './money.ts';
import type { HistoryEvent, HistoryKind } from './project-history.ts';

type Titled = Pick<HistoryEvent, 'kind' | 'round'> & Partial<Pick<HistoryEvent, 'milestone' | 'refunds'>>;

const titles: Record<HistoryKind, (event: Pick<HistoryEvent, 'round'>) => string> = {
  taken: () => 'Project taken',
  funded: () => 'Project funded',
  delivered: (event) => (event.round ? `Delivery ${event.round}` : 'Delivered'),
  'changes-requested': (event) => (event.round ? `Changes requested (round ${event.round})` : 'Changes requested'),
  withdrawn: () => 'Project withdrawn',
  'given-up': () => 'The seller gave the project up',
  'cancel-requested': () => 'Cancellation requested',
  'cancel-declined': () => 'Cancellation declined',
  cancelled: () => 'Cancelled: a full refund to the student',
  disputed: () => 'Dispute opened',
  'dispute-answered': () => 'Dispute answered',
  settled: () => 'Dispute settled',
  released: () => 'Payment released',
  'auto-released': () => 'Payment released automatically',
};

/**
 * A split project's step, by its milestone's number (decision 069): the funding and the releases in the notices' own
 * titles, the end of the project as the project's (only the milestone under way was refunded); any other step is its
 * title after the milestone's. The take and the giving up come before the first milestone is funded.
 */
const milestoneTitles: Partial<Record<HistoryKind, (n: number) => string>> = {
  taken: () => titles.taken({ round: null }),
  'given-up': () => titles['given-up']({ round: null }),
  funded: (n) => `Milestone ${n} funded`,
  released: (n) => `Milestone ${n} released`,
  'auto-released': (n) => `Milestone ${n} released automatically`,
  withdrawn: (n) => `Project withdrawn at milestone ${n}`,
  cancelled: (n) => `Cancelled: milestone ${n} refunded in full to the student`,
};

/** Items in words: 'a', 'a and b', 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The milestones a step refunded, when it refunded more than the one under way (decision 075: a cancellation or a
 * settlement refunded whole refunds the milestones funded ahead too), each by its number and amount.
 */
export function refundsSaid({ refunds = [] }: Pick<Titled, 'refunds'>): string | null {
  if (refunds.length < 2) return null;
  const numbers = listed(refunds.map(({ milestone }) => String(milestone + 1)));
  const amounts = listed(refunds.map(({ amountPaise }) => formatRupees(fromPaise(amountPaise))));
  return `milestones ${numbers} refunded in full to the student (${amounts})`;
}

/** A step's title; an event that records no milestone (a project of one milestone) keeps SPEC's words. */
export function historyTitle(event: Titled): string {
  const title = titles[event.kind](event);
  if (event.milestone === undefined) return title;
  const n = event.milestone + 1;
  const several = refundsSaid(event);
  if (several && event.kind === 'cancelled') return `Cancelled: ${several}`;
  if (several) return `Milestone ${n}: ${title}; ${several}`;
  return milestoneTitles[event.kind]?.(n) ?? `Milestone ${n}: ${title}`;
}

export const historyByWhom: Record<HistoryEvent['byRole'], string> = {
  student: 'by the student',
  seller: 'by the seller',
  admin: 'by an admin',
  system: 'by the platform',
};
