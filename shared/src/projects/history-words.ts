// A project's history in words, as the people and the console read it: one title per step, and who took it.
import type { HistoryEvent, HistoryKind } from './project-history.ts';

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

export const historyTitle = (event: Pick<HistoryEvent, 'kind' | 'round'>) => titles[event.kind](event);

export const historyByWhom: Record<HistoryEvent['byRole'], string> = {
  student: 'by the student',
  seller: 'by the seller',
  admin: 'by an admin',
  system: 'by the platform',
};
