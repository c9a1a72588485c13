// A lone review is published 7 days after it was written: its creation schedules a task for its
// publishAt, named after the review, so a redelivered or caught-up event (the local host's catch-up at start)
// schedules the same task and adds nothing. The task publishes in a transaction only if it is still unpublished
// and due; a second review in the meantime has published it already.
import { z } from 'zod';
import { epochMillis } from '@marketplace/shared/epoch-millis';
import { paths } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, TaskEvent, Trigger } from '../../platform/triggers.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { transact } from '../../platform/transaction.ts';

export const PUBLISH_REVIEW_QUEUE = 'publishReview';

const waitingSchema = z.object({ published: z.literal(false), publishAt: epochMillis });
const taskSchema = z.object({ reviewId: z.string().min(1) });

export async function schedulePublication(deps: DbDeps & { taskQueue: TaskQueue }, change: DocumentChange) {
  const waiting = waitingSchema.safeParse(change.after ?? {});
  if (!waiting.success || waiting.data.publishAt === null) return;
  const reviewId = change.params.reviewId!;
  await deps.taskQueue.enqueue(
    PUBLISH_REVIEW_QUEUE,
    { reviewId },
    { delayMs: Math.max(0, waiting.data.publishAt - Date.now()), id: `${reviewId}-publish` },
  );
}

export async function publishReview({ db }: DbDeps, task: TaskEvent): Promise<void> {
  const parsed = taskSchema.safeParse(task.data);
  if (!parsed.success) {
    log.warn('review publication task without a review', { data: task.data });
    return;
  }
  const ref = db.doc(paths.review(parsed.data.reviewId));
  const published = await transact(db, async (tx) => {
    const review = waitingSchema.safeParse((await tx.get(ref)).data() ?? {});
    if (!review.success || review.data.publishAt === null || review.data.publishAt > Date.now()) return false;
    tx.update(ref, { published: true });
    return true;
  });
  if (published) log.info('review published after its wait', { reviewId: parsed.data.reviewId });
}

export const schedulePublicationTrigger: Trigger<DbDeps & { taskQueue: TaskQueue }> = {
  kind: 'firestore',
  document: `${paths.reviews}/{reviewId}`,
  handle: schedulePublication,
};

export const publishReviewTrigger: Trigger<DbDeps> = { kind: 'task', handle: publishReview };
