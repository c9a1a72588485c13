// What the console's search shows under a found record (decision 063): its history, so an admin reads what happened
// without opening three pages. A project's steps come from its history; a payment's and a store order's from the
// ledger's entries under their subject. Each is one query of at most HISTORY_SHOWN documents, newest first, on an
// index: the cost does not grow with the marketplace.
import type { Firestore } from 'firebase-admin/firestore';
import { HISTORY_SHOWN, type SearchKind, type SearchResult } from '@marketplace/shared/admin/console-api';
import { entryAmountPaise, entryKindWords } from '@marketplace/shared/ledger/ledger-api';
import { capturePartsOf, entryIdFor, ledgerSubject, type LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { historyByWhom, historyTitle } from '@marketplace/shared/projects/history-words';
import type { HistoryEvent } from '@marketplace/shared/projects/project-history';
import { formatRupees } from '@marketplace/shared/projects/money';
import { toMillis } from '@marketplace/shared/to-millis';

type History = SearchResult['history'];

/** Newest first as read, oldest first as shown; a line without a time (a write still pending) is left out. */
const oldestFirst = (lines: { at: number | null; what: string }[]): History =>
  lines.flatMap(({ at, what }) => (at === null ? [] : [{ at, what }])).reverse();

async function projectSteps(db: Firestore, projectId: string): Promise<History> {
  const events = await db.collection(paths.projectHistory(projectId)).orderBy('at', 'desc').limit(HISTORY_SHOWN).get();
  return oldestFirst(
    events.docs.map((doc) => {
      const event = doc.data() as Pick<HistoryEvent, 'kind' | 'round' | 'byRole' | 'milestone'>;
      return { at: toMillis(doc.get('at')), what: `${historyTitle(event)} ${historyByWhom[event.byRole]}` };
    }),
  );
}

async function movements(db: Firestore, subject: string): Promise<History> {
  const entries = await db
    .collection(paths.ledgerEntries)
    .where('subject', '==', subject)
    .orderBy('at', 'desc')
    .limit(HISTORY_SHOWN)
    .get();
  return oldestFirst(
    entries.docs.map((doc) => {
      const entry = doc.data() as Pick<LedgerEntry, 'kind' | 'totals'>;
      return {
        at: toMillis(doc.get('at')),
        what: `${entryKindWords[entry.kind]}: ${formatRupees(entryAmountPaise(entry) / 100)}`,
      };
    }),
  );
}

/** A payment's movements are its subject's (a project's funding, a store order), found through its capture. */
async function paymentMovements(db: Firestore, paymentOrderId: string): Promise<History> {
  const capture = await db.doc(paths.ledgerEntry(entryIdFor.capture(paymentOrderId))).get();
  const subject = capture.get('subject') as unknown;
  if (typeof subject === 'string') return movements(db, subject);
  // An order that paid several subjects at once (decision 075): the movements of each, in time.
  const order = await db.doc(paths.paymentOrder(paymentOrderId)).get();
  const parts = capturePartsOf({ captureParts: order.get('captureParts') }) ?? [];
  const each = await Promise.all(parts.map((part) => movements(db, part.subject)));
  return each
    .flat()
    .sort((a, b) => a.at - b.at)
    .slice(-HISTORY_SHOWN);
}

export function historyOf(db: Firestore, kind: SearchKind, id: string): Promise<History> {
  if (kind === 'project') return projectSteps(db, id);
  if (kind === 'order') return movements(db, ledgerSubject.order(id));
  if (kind === 'payment') return paymentMovements(db, id);
  // A refund, a payout, a document and a person are each one thing; their facts say all of it.
  return Promise.resolve([]);
}
