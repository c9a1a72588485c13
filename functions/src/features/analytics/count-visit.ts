// SPEC 7 visitor counter, counted on the server (ARCHITECTURE.md): one visit message, one increment,
// even when Pub/Sub delivers the message twice.
import { FieldValue } from 'firebase-admin/firestore';
import { paths, topics } from '@marketplace/shared/paths';
import type { DbDeps, PubSubEvent, Trigger } from '../../platform/triggers.ts';
import { transact } from '../../platform/transaction.ts';

/** Where handled message ids are remembered, so a redelivered message is not counted again. */
export const countedVisitPath = (messageId: string) => `${paths.visitorCount}/countedVisits/${messageId}`;

export async function countVisit({ db }: DbDeps, event: PubSubEvent): Promise<void> {
  const counter = db.doc(paths.visitorCount);
  const marker = db.doc(countedVisitPath(event.id));
  await transact(db, async (tx) => {
    if ((await tx.get(marker)).exists) return;
    tx.set(marker, { countedAt: FieldValue.serverTimestamp() });
    tx.set(counter, { count: FieldValue.increment(1) }, { merge: true });
  });
}

export const countVisitTrigger: Trigger<DbDeps> = { kind: 'pubsub', topic: topics.visitRecorded, handle: countVisit };
