// The reminder two days before an automatic release: scheduled beside the automatic release under an id
// of the project and its round; the task writes the student's notification and mail once however often it is
// delivered, and nothing once the student answered, the project was disputed, or a later round began.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { RELEASE_REMINDER_LEAD_MS } from '@marketplace/shared/notifications/release-reminder';
import { AUTO_RELEASE_MS } from '@marketplace/shared/projects/project-actions';
import { createApp } from '../../functions/src/app.ts';
import {
  remindOfRelease,
  scheduleReleaseReminder,
} from '../../functions/src/features/notifications/release-reminder.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { eventually, listen } from './support/emulators.ts';
import type { Person } from './support/payments.ts';
import {
  DAY_MS,
  projectChange,
  projectsClient,
  seedEscrow,
  send,
  useLifecycleSuite,
  type LifecycleSuite,
} from './support/projects.ts';

let suite: LifecycleSuite;
useLifecycleSuite((started) => (suite = started));

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  cleanups = [];
});

/**
 * A funded project delivered `deliveredAt` (a day ago unless given) in round `deliveries` (1), released
 * automatically AUTO_RELEASE_MS after that; with the reminder task its scheduling enqueued.
 */
async function seedDelivered({ deliveredAt = Date.now() - DAY_MS, deliveries = 1 } = {}) {
  const autoReleaseAt = deliveredAt + AUTO_RELEASE_MS;
  const { backend, student, seller } = suite;
  const escrow = { status: 'Completed', paymentStatus: 'Funded', seller, deliveries, autoReleaseAt } as const;
  const projectId = await seedEscrow(backend, student, escrow);
  await backend.db.doc(paths.project(projectId)).update({ deliveredAt: Timestamp.fromMillis(deliveredAt) });
  return { projectId, task: { projectId, round: deliveries, autoReleaseAt } };
}

/** The task delivered twice in a row and twice at once, as Cloud Tasks may. */
async function remindedRepeatedly(task: Record<string, unknown>) {
  const run = () => remindOfRelease(suite.backend, { data: task });
  await run();
  await run();
  await Promise.all([run(), run()]);
}

async function notified(person: Person) {
  const docs = (await suite.backend.db.collection(paths.notifications(person.uid)).get()).docs;
  return docs.map((doc) => [doc.get('kind') as string, doc.id]);
}
const mails = async () =>
  (await suite.backend.db.collection(paths.mails).get()).docs.map((doc) => [doc.id, doc.get('to') as string]);

describe('scheduling the reminder', () => {
  const change = (before: Record<string, unknown> | null, after: Record<string, unknown>) =>
    projectChange('p1', before, after);
  const queued: { queue: string; data: unknown; id: string; delayMs: number }[] = [];
  const counting = () => ({
    ...suite.backend,
    taskQueue: {
      enqueue: async (queue: string, data: unknown, options: { id: string; delayMs: number }) =>
        void queued.push({ queue, data, ...options }),
    },
  });
  afterEach(() => void (queued.length = 0));

  it('queues it two days before the automatic release, once per round however often the change comes', async () => {
    const deliveredAt = Date.now();
    const autoReleaseAt = deliveredAt + AUTO_RELEASE_MS;
    const round1 = {
      deliveries: 1,
      deliveredAt: Timestamp.fromMillis(deliveredAt),
      autoReleaseAt: Timestamp.fromMillis(autoReleaseAt),
    };
    const inProgress = { deliveries: 0, deliveredAt: null, autoReleaseAt: null };
    await scheduleReleaseReminder(counting(), change(inProgress, round1));
    await Promise.all([
      scheduleReleaseReminder(counting(), change(inProgress, round1)),
      scheduleReleaseReminder(counting(), change(null, round1)),
    ]);
    await scheduleReleaseReminder(counting(), change(round1, { ...round1, title: 'Renamed' }));
    await scheduleReleaseReminder(counting(), change(round1, { ...round1, autoReleaseAt: null }));
    const reminders = queued.filter(({ queue }) => queue === 'remindOfRelease');
    expect(reminders).toHaveLength(3);
    expect(new Set(reminders.map(({ id }) => id))).toEqual(new Set(['p1-release-reminder-1']));
    expect(reminders[0]!.data).toEqual({ projectId: 'p1', round: 1, autoReleaseAt });
    const expectedDelay = AUTO_RELEASE_MS - RELEASE_REMINDER_LEAD_MS;
    expect(reminders[0]!.delayMs).toBeLessThanOrEqual(expectedDelay);
    expect(reminders[0]!.delayMs).toBeGreaterThan(expectedDelay - 60_000);
    // The queue is the reminder's own function.
    expect(triggers.remindOfRelease.kind).toBe('task');
  });

  it('queues it at once when its time has passed (a catch-up), and none for a period of two days or less', async () => {
    const longAgo = Date.now() - 6 * DAY_MS;
    const late = { deliveries: 2, deliveredAt: longAgo, autoReleaseAt: longAgo + AUTO_RELEASE_MS };
    await scheduleReleaseReminder(counting(), change(null, late));
    const now = Date.now();
    const short = { deliveries: 1, deliveredAt: now, autoReleaseAt: now + 2 * DAY_MS };
    await scheduleReleaseReminder(counting(), projectChange('p2', null, short));
    expect(queued.map(({ queue, id, delayMs }) => [queue, id, delayMs])).toEqual([
      ['remindOfRelease', 'p1-release-reminder-2', 0],
    ]);
  });
});

describe('the reminder task', () => {
  it('writes the student one notification and one mail however often it is delivered, and the seller none', async () => {
    const { projectId, task } = await seedDelivered();
    await remindedRepeatedly(task);
    const key = `project-${projectId}-release-reminder-1`;
    expect(await notified(suite.student)).toEqual([['project-release-reminder', key]]);
    expect(await notified(suite.seller)).toEqual([]);
    expect(await mails()).toEqual([[`${key}-${suite.student.uid}`, suite.student.email]]);
    const stored = (await suite.backend.db.doc(paths.notification(suite.student.uid, key)).get()).data();
    expect(stored).toMatchObject({
      title: 'Automatic release in 6 days',
      link: `/dashboard?project=${projectId}`,
      readAt: null,
    });
  });

  it('writes no mail when the student turned project emails off, and still the notification', async () => {
    const { task } = await seedDelivered();
    await suite.backend.db.doc(paths.notificationPrefs(suite.student.uid)).set({ emailOff: { projects: true } });
    await remindedRepeatedly(task);
    expect(await notified(suite.student)).toHaveLength(1);
    expect(await mails()).toEqual([]);
  });

  it('writes nothing after a change request, a release or a dispute, for a stale round, or once due', async () => {
    const { student, seller, api, backend } = suite;
    const transition = (projectId: string, person: Person, body: Record<string, unknown>) =>
      send(api.url, person, 'POST', `/projects/${projectId}/transitions`, body);

    const changed = await seedDelivered();
    expect((await transition(changed.projectId, student, { action: 'request-changes', note: 'Faster.' })).status).toBe(
      200,
    );
    const released = await seedDelivered();
    expect((await transition(released.projectId, student, { action: 'release' })).status).toBe(200);
    const disputed = await seedDelivered();
    expect((await transition(disputed.projectId, seller, { action: 'dispute', note: 'Unpaid.' })).status).toBe(200);
    const laterRound = await seedDelivered({ deliveries: 2 });
    const due = await seedDelivered({ deliveredAt: Date.now() - AUTO_RELEASE_MS - 1000 });

    for (const { task } of [changed, released, disputed, due]) await remindedRepeatedly(task);
    await remindedRepeatedly({ ...laterRound.task, round: 1 });
    await remindOfRelease(backend, { data: { projectId: 'missing', round: 1, autoReleaseAt: Date.now() + DAY_MS } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await remindOfRelease(backend, { data: { nonsense: true } });
    expect(warn).toHaveBeenCalledOnce();

    const reminders = (await notified(student)).filter(([kind]) => kind === 'project-release-reminder');
    expect(reminders).toEqual([]);
    expect((await mails()).filter(([id]) => id!.includes('release-reminder'))).toEqual([]);
  });
});

describe('through the local host', () => {
  it('a delivery with a release just over two days away reminds its student through the trigger table', async () => {
    const { backend, seller, student } = suite;
    const quick = await listen(createApp({ ...backend, autoReleaseAfterMs: RELEASE_REMINDER_LEAD_MS + 300 }));
    cleanups.push(quick.close);
    const { scheduleAutoRelease, scheduleReleaseReminder: schedule } = triggers;
    const delivery = deliverFirestore(backend.db, { scheduleAutoRelease, scheduleReleaseReminder: schedule }, backend);
    cleanups.push(delivery);
    await delivery.listening;
    const projectId = await seedEscrow(backend, student, {
      status: 'In Progress',
      paymentStatus: 'Funded',
      seller,
    });
    await projectsClient(quick.url, seller).deliver({ projectId, note: 'Done.' });
    const seen = await eventually(
      () => notified(student),
      (kinds) => kinds.some(([kind]) => kind === 'project-release-reminder'),
    );
    expect(seen).toContainEqual(['project-release-reminder', `project-${projectId}-release-reminder-1`]);
  });
});
