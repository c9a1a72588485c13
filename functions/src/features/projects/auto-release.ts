// The automatic release: when a delivery gives a funded project its autoReleaseAt, a task is
// scheduled for then, named after the project and its delivery round, so a redelivered or caught-up event (the
// local host's catch-up at start, with the waiting task restored from Firestore) schedules the same task and adds
// nothing.
// The task takes the process table's `auto-release` (decision 028) only if it still may, for the round it was
// scheduled for: a release, a change request or a dispute in the meantime, or a later round, leaves nothing to do.
// It books the earning like any release; the payout trigger pays it.
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import { epochMillis } from '@marketplace/shared/epoch-millis';
import { log } from '../../platform/log.ts';
import { taskData, type DbDeps, type DocumentChange, type TaskEvent, type Trigger } from '../../platform/triggers.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { takeTransition, type TransitionDeps } from './take-transition.ts';

export const AUTO_RELEASE_QUEUE = 'autoRelease';

const scheduledSchema = z.object({ autoReleaseAt: epochMillis, deliveries: z.number().int().catch(0) });
const taskSchema = z.object({ projectId: z.string().min(1), round: z.number().int() });

export async function scheduleAutoRelease(deps: DbDeps & { taskQueue: TaskQueue }, change: DocumentChange) {
  const after = scheduledSchema.safeParse(change.after ?? {});
  if (!after.success || after.data.autoReleaseAt === null) return;
  const before = change.before ? scheduledSchema.safeParse(change.before) : null;
  // Unchanged since the last event (another field moved): scheduled then already. A catch-up has no before.
  if (before?.success && before.data.autoReleaseAt === after.data.autoReleaseAt) return;
  const projectId = change.params.projectId!;
  const round = after.data.deliveries;
  await deps.taskQueue.enqueue(
    AUTO_RELEASE_QUEUE,
    { projectId, round },
    { delayMs: Math.max(0, after.data.autoReleaseAt - Date.now()), id: `${projectId}-round-${round}` },
  );
}

export async function autoRelease(deps: TransitionDeps, task: TaskEvent): Promise<void> {
  const data = taskData(taskSchema, task, 'automatic release task without a project and round');
  if (!data) return;
  const { projectId, round } = data;
  const released = await takeTransition(deps, {
    projectId,
    name: 'auto-release',
    by: 'server',
    onlyIf: (project) => project.deliveries === round,
  });
  if (released.ok) log.info('project released automatically', { projectId, round });
}

export const scheduleAutoReleaseTrigger: Trigger<DbDeps & { taskQueue: TaskQueue }> = {
  kind: 'firestore',
  document: `${paths.projects}/{projectId}`,
  handle: scheduleAutoRelease,
};

export const autoReleaseTrigger: Trigger<TransitionDeps> = { kind: 'task', handle: autoRelease };
