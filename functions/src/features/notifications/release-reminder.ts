// The reminder two days before an automatic release (decision 025). Beside the automatic release's own
// trigger (projects/auto-release.ts), this one watches the project's autoReleaseAt and enqueues a task named after
// the project and its delivery round, so a redelivered or caught-up change schedules the same task and adds
// nothing. The task reads the project and writes the student's notification (and its mail) only if the project
// still waits for that release; shared decides when to remind, whether it still applies, and what it says.
import { z } from 'zod';
import {
  awaitsReleaseReminder,
  releaseReminder,
  releaseReminderAt,
} from '@marketplace/shared/notifications/release-reminder';
import { paths } from '@marketplace/shared/paths';
import { projectSchema } from '@marketplace/shared/projects/project';
import { taskData, type DbDeps, type DocumentChange, type TaskEvent, type Trigger } from '../../platform/triggers.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { read } from './notice-trigger.ts';
import { writeNotifications } from './write-notifications.ts';

/** The queue is named after its function (triggers.ts). */
export const RELEASE_REMINDER_QUEUE = 'remindOfRelease';

const deliveryFacts = projectSchema.pick({ deliveries: true, deliveredAt: true, autoReleaseAt: true });
const taskSchema = z.object({ projectId: z.string().min(1), round: z.number().int(), autoReleaseAt: z.number() });

export async function scheduleReleaseReminder(deps: DbDeps & { taskQueue: TaskQueue }, change: DocumentChange) {
  const projectId = change.params.projectId!;
  const after = read(deliveryFacts, projectId, change.after, 'project');
  if (!after || after.autoReleaseAt === null) return;
  const before = read(deliveryFacts, projectId, change.before, 'project');
  // Unchanged since the last event (another field moved): scheduled then already. A catch-up has no before.
  if (before?.autoReleaseAt === after.autoReleaseAt) return;
  const at = releaseReminderAt(after);
  if (at === null) return;
  const round = after.deliveries;
  await deps.taskQueue.enqueue(
    RELEASE_REMINDER_QUEUE,
    { projectId, round, autoReleaseAt: after.autoReleaseAt },
    // Its time past (a catch-up after a restart): at once; the task still checks the release is ahead.
    { delayMs: Math.max(0, at - Date.now()), id: `${projectId}-release-reminder-${round}` },
  );
}

/**
 * The task. Not in a transaction: a change request landing between the read and the write may still be reminded
 * of, once, which is harmless (the project shows its true state); the notification's id keeps repeats to one.
 */
export async function remindOfRelease({ db }: DbDeps, task: TaskEvent): Promise<void> {
  const data = taskData(taskSchema, task, 'release reminder task without a project, round and date');
  if (!data) return;
  const snapshot = await db.doc(paths.project(data.projectId)).get();
  const project = read(projectSchema, data.projectId, snapshot.data() ?? null, 'project');
  const now = Date.now();
  if (project && awaitsReleaseReminder(project, data, now))
    await writeNotifications(db, [releaseReminder(project, data, now)]);
}

export const scheduleReleaseReminderTrigger: Trigger<DbDeps & { taskQueue: TaskQueue }> = {
  kind: 'firestore',
  document: `${paths.projects}/{projectId}`,
  handle: scheduleReleaseReminder,
};

export const remindOfReleaseTrigger: Trigger<DbDeps> = { kind: 'task', handle: remindOfRelease };
