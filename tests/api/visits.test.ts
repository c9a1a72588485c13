// SPEC 7 visitor counter through the real path: POST /api/visits -> Pub/Sub emulator -> countVisit -> Firestore.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { TOTALS_COUNTER, visitsCounter } from '@marketplace/shared/insights/totals';
import { createApp } from '../../functions/src/app.ts';
import { countVisit } from '../../functions/src/features/analytics/count-visit.ts';
import { deliverPubSub } from '../../functions/src/local/deliver-pubsub.ts';
import { readCounter } from '../../functions/src/platform/gathered-writes.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { eventually, listen, type Backend, useBackend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));
afterEach(() => {
  vi.restoreAllMocks();
});

/** The tiles' total of visits (decision 037: a counter's shards). */
const readCount = async () => (await readCounter(backend.db, TOTALS_COUNTER)).visitors;

describe('POST /api/visits', () => {
  it('counts each visit once, through Pub/Sub and the countVisit handler', async () => {
    const stopDelivery = await deliverPubSub(backend.pubsub, triggers, backend, { ownSubscriptions: true });
    const server = await listen(createApp(backend));
    try {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${server.url}/api/visits`, { method: 'POST' });
        expect(response.status).toBe(202);
      }
      await eventually(readCount, (count) => count === 3);
    } finally {
      await server.close();
      await stopDelivery();
    }
  });

  it('answers 503, logs the fault with context and writes nothing when publishing fails', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
    const failing = { publishVisit: () => Promise.reject(new Error('pubsub unavailable')) };
    const server = await listen(createApp({ ...backend, visits: failing }));
    try {
      const response = await fetch(`${server.url}/api/visits`, { method: 'POST' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'The visit could not be recorded.' });
    } finally {
      await server.close();
    }
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({
      severity: 'ERROR',
      message: 'visit could not be recorded',
      route: 'POST /api/visits',
      error: { message: 'pubsub unavailable' },
    });
    expect(await readCount()).toBeUndefined();
  });
});

describe('countVisit', () => {
  it("counts a redelivered message once, in the total and in its India day's visits", async () => {
    const deps = { db: backend.db };
    // 23:50 in India on 10 March is 18:20 UTC.
    const lateEvening = Date.parse('2026-03-10T18:20:00Z');
    await countVisit(deps, { id: 'message-1', data: {} }, lateEvening);
    await countVisit(deps, { id: 'message-1', data: {} }, lateEvening);
    await Promise.all([
      countVisit(deps, { id: 'message-2', data: {} }, lateEvening),
      countVisit(deps, { id: 'message-2', data: {} }, lateEvening),
    ]);
    expect(await readCount()).toBe(2);
    expect(indiaDay(lateEvening)).toBe('2026-03-10');
    expect(await readCounter(backend.db, visitsCounter('2026-03-10'))).toEqual({ visitors: 2 });
  });

  it('counts concurrent deliveries of different messages exactly', async () => {
    const deps = { db: backend.db };
    await Promise.all(Array.from({ length: 10 }, (_, i) => countVisit(deps, { id: `burst-${i}`, data: {} })));
    expect(await readCount()).toBe(10);
  });
});
