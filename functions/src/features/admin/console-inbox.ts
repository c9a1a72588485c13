// The console's inbox (decision 063): everything that waits for an admin, due soonest first. Each kind is one query on
// indexed fields (firestore.indexes.json), the soonest due first and at most INBOX_PER_KIND of it, so an inbox costs
// a bounded number of reads however long any backlog grows; a kind with more says so (`more`).
import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { INBOX_PER_KIND, consoleAreaPath, waitAllowed, type InboxKind } from '@marketplace/shared/admin/console';
import type { Inbox, InboxItem } from '@marketplace/shared/admin/console-api';
import { toMillis } from '@marketplace/shared/to-millis';
import { formatRupees } from '@marketplace/shared/projects/money';
import { paths } from '@marketplace/shared/paths';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';

const rupees = (paise: unknown) => (typeof paise === 'number' ? formatRupees(paise / 100) : '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const millis = (value: unknown) => toMillis(value) ?? 0;
/** An anchor inside an area: the section's row for this record (decision 063). */
const at = (area: 'money' | 'people', anchor: string) => `${consoleAreaPath(area)}#${encodeURIComponent(anchor)}`;

interface KindReader {
  kind: InboxKind;
  query: (db: Firestore) => Query;
  /** The item, or null for a record that does not wait for an admin after all (read past the query's filter). */
  item: (doc: QueryDocumentSnapshot<DocumentData>) => Omit<InboxItem, 'kind'> | null;
}

const readers: KindReader[] = [
  {
    kind: 'chargeback',
    // Open or asking for more; one the admin has answered waits for the bank, not for us.
    query: (db) =>
      db.collection(paths.chargebacks).where('status', 'in', ['open', 'action_required']).orderBy('respondBy'),
    item: (doc) => {
      const data = doc.data();
      if (data.response === 'accepted' || data.response === 'submitted') return null;
      return {
        id: doc.id,
        title: text(data.title) || text(data.subjectId),
        detail: `${rupees(data.amountPaise)} · ${text(data.reason) || text(data.reasonCode)}`,
        since: millis(data.openedAt),
        dueAt: millis(data.respondBy),
        href: at('money', `chargeback-${doc.id}`),
      };
    },
  },
  {
    kind: 'dispute',
    query: (db) => db.collection(paths.projects).where('disputeStatus', '==', 'open').orderBy('disputedAt'),
    item: (doc) => {
      const data = doc.data();
      const since = millis(data.disputedAt);
      return {
        id: doc.id,
        title: text(data.title),
        detail: `${text(data.studentEmail)} and ${text(data.sellerEmail)}`,
        since,
        dueAt: since + waitAllowed.dispute,
        href: `${consoleAreaPath('money')}?project=${encodeURIComponent(doc.id)}`,
      };
    },
  },
  {
    kind: 'privacy-request',
    query: (db) => db.collection(privacyPaths.privacyRequests).where('status', '==', 'open').orderBy('dueAt'),
    item: (doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        title: `${text(data.kind)} request`,
        detail: text(data.requesterEmail),
        since: millis(data.createdAt),
        dueAt: millis(data.dueAt),
        href: at('people', `privacy-request-${doc.id}`),
      };
    },
  },
  {
    kind: 'moderation',
    query: (db) => db.collection(paths.moderationCases).where('status', '==', 'open').orderBy('lastReportedAt'),
    item: (doc) => {
      const data = doc.data();
      const since = millis(data.lastReportedAt);
      const reports = typeof data.openReports === 'number' ? data.openReports : 0;
      return {
        id: doc.id,
        title: text(data.title) || text(data.text).slice(0, 80),
        detail: `${reports} open report${reports === 1 ? '' : 's'}`,
        since,
        dueAt: since + waitAllowed.moderation,
        href: at('people', `moderation-${doc.id}`),
      };
    },
  },
  {
    kind: 'failed-refund',
    query: (db) => db.collection(paths.refunds).where('status', '==', 'failed').orderBy('updatedAt'),
    item: (doc) => {
      const data = doc.data();
      const since = millis(data.updatedAt);
      return {
        id: doc.id,
        title: text(data.title) || doc.id,
        detail: `${rupees(data.amountPaise)} · ${text(data.failureReason)}`,
        since,
        dueAt: since + waitAllowed['failed-refund'],
        href: at('money', `refund-${doc.id}`),
      };
    },
  },
  {
    kind: 'failed-payout',
    query: (db) => db.collection(paths.payouts).where('status', '==', 'failed').orderBy('createdAt'),
    item: (doc) => {
      const data = doc.data();
      const since = millis(data.createdAt);
      return {
        id: doc.id,
        title: text(data.title) || doc.id,
        detail: `${rupees(data.amountPaise ?? data.sellerPaise)} to ${text(data.sellerEmail)} · ${text(data.failureReason)}`,
        since,
        dueAt: since + waitAllowed['failed-payout'],
        href: at('money', `payout-${doc.id}`),
      };
    },
  },
  {
    kind: 'reconciliation',
    query: (db) => db.collection(paths.reconciliationDifferences).where('status', '==', 'open').orderBy('foundAt'),
    item: (doc) => {
      const data = doc.data();
      const since = millis(data.foundAt);
      return {
        id: doc.id,
        title: `${text(data.kind)} (${text(data.movement)}) on ${text(data.day)}`,
        detail: text(data.providerId) || text(data.entryId),
        since,
        dueAt: since + waitAllowed.reconciliation,
        href: at('money', `difference-${doc.id}`),
      };
    },
  },
  {
    kind: 'failed-verification',
    // users/{uid}/private/verification: the only document under `private` with a `status` (decision 033).
    query: (db) => db.collectionGroup('private').where('status', '==', 'failed').orderBy('decidedAt'),
    item: (doc) => {
      const uid = doc.ref.parent.parent?.id;
      if (doc.id !== 'verification' || !uid) return null;
      const data = doc.data();
      const since = millis(data.decidedAt);
      return {
        id: uid,
        title: text(data.accountName) || text(data.panName) || uid,
        detail: text(data.failureReason),
        since,
        dueAt: since + waitAllowed['failed-verification'],
        href: `/people/${encodeURIComponent(uid)}`,
      };
    },
  },
];

export async function readInbox({ db }: { db: Firestore }): Promise<Inbox> {
  const read = await Promise.all(
    readers.map(async (reader) => {
      const snapshot = await reader.query(db).limit(INBOX_PER_KIND).get();
      const items = snapshot.docs.flatMap((doc) => {
        const item = reader.item(doc);
        return item ? [{ kind: reader.kind, ...item }] : [];
      });
      return { kind: reader.kind, items, more: snapshot.size === INBOX_PER_KIND };
    }),
  );
  return {
    items: read.flatMap((kind) => kind.items).sort((a, b) => a.dueAt - b.dueAt || a.since - b.since),
    more: read.filter((kind) => kind.more).map((kind) => kind.kind),
  };
}
