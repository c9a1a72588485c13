// What the simulated providers remember of the orders, payments, refunds and payouts they made, so they can list a
// day's movements for the daily reconciliation (decision 029) as Razorpay and RazorpayX list theirs. The local host
// keeps it in the emulator's Firestore, outside the app's paths (beside the task queue's store, decision 014), so a
// restart and `npm start`'s snapshots keep it; the unit suites keep it in memory.
import type { Firestore } from 'firebase-admin/firestore';
import type { TimeSpan } from '../ports/payments.port.ts';

export const journalKinds = ['order', 'payment', 'refund', 'payout', 'dispute'] as const;
export type JournalKind = (typeof journalKinds)[number];

export interface JournalItem {
  id: string;
  /** When the provider made it, epoch ms. */
  createdAt: number;
  amountPaise: number;
  status: string;
  /** The rest the provider's entity carries (an order id, a payment id, notes, a UTR), as strings. */
  fields: Record<string, string | null>;
}

export interface ProviderJournal {
  /** Writes the item, replacing what was kept under its id. */
  put(kind: JournalKind, item: JournalItem): Promise<void>;
  get(kind: JournalKind, id: string): Promise<JournalItem | null>;
  /** The items made within the span, oldest first. */
  list(kind: JournalKind, span: TimeSpan): Promise<JournalItem[]>;
}

/** The provider's notes as it lists them: the kept fields but `without`, each a string. */
export function notesOf(fields: JournalItem['fields'], ...without: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => !without.includes(key))
      .map(([key, value]) => [key, value ?? '']),
  );
}

export const SIMULATED_PROVIDER_JOURNAL = 'localHost/simulatedProvider';

/** Where the journal keeps one kind (named apart from the app's collections of the same things). */
export const journalCollection = (kind: JournalKind) => `${SIMULATED_PROVIDER_JOURNAL}/${kind}Journal`;

export function firestoreJournal(db: Firestore): ProviderJournal {
  const items = (kind: JournalKind) => db.collection(journalCollection(kind));
  return {
    async put(kind, item) {
      await items(kind).doc(item.id).set(item);
    },
    async get(kind, id) {
      const found = await items(kind).doc(id).get();
      return found.exists ? (found.data() as JournalItem) : null;
    },
    async list(kind, { from, to }) {
      const found = await items(kind)
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to)
        .orderBy('createdAt')
        .get();
      return found.docs.map((doc) => doc.data() as JournalItem);
    },
  };
}

export function memoryJournal(): ProviderJournal {
  const kept = new Map<string, JournalItem>();
  const key = (kind: JournalKind, id: string) => `${kind}/${id}`;
  return {
    async put(kind, item) {
      kept.set(key(kind, item.id), structuredClone(item));
    },
    async get(kind, id) {
      const item = kept.get(key(kind, id));
      return item ? structuredClone(item) : null;
    },
    async list(kind, { from, to }) {
      return [...kept]
        .filter(([at, item]) => at.startsWith(`${kind}/`) && item.createdAt >= from && item.createdAt < to)
        .map(([, item]) => structuredClone(item))
        .sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}
