// SPEC 7 visitor counter, counted on the server (ARCHITECTURE.md): one visit message, one increment of the tiles'
// total and of its India day's visits, even when Pub/Sub delivers the message twice. Sharded increments (decision
// 037): a burst of visits writes each shard at most once a second, where one counter document took every visit.
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { TOTALS_COUNTER, visitsCounter } from '@marketplace/shared/insights/totals';
import { paths, topics } from '@marketplace/shared/paths';
import { gatheredWritesOf, isGuardFailure } from '../../platform/gathered-writes.ts';
import type { DbDeps, PubSubEvent, Trigger } from '../../platform/triggers.ts';

/** Where handled message ids are remembered, so a redelivered message is not counted again. */
export const countedVisitPath = (messageId: string) => `${paths.visitorCount}/countedVisits/${messageId}`;

export async function countVisit({ db }: DbDeps, event: PubSubEvent, now = Date.now()): Promise<void> {
  const day = indiaDay(now);
  try {
    await gatheredWritesOf(db).add({
      writes: [{ create: db.doc(countedVisitPath(event.id)), data: { countedAt: now, day } }],
      increments: [
        { counter: TOTALS_COUNTER, field: 'visitors', by: 1 },
        { counter: visitsCounter(day), field: 'visitors', by: 1 },
      ],
    });
  } catch (error) {
    // Counted before: its marker is there.
    if (!isGuardFailure(error)) throw error;
  }
}

export const countVisitTrigger: Trigger<DbDeps> = {
  kind: 'pubsub',
  topic: topics.visitRecorded,
  handle: (deps, event) => countVisit(deps, event),
};
