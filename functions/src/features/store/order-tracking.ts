// Order tracking on the server (SPEC 4, ARCHITECTURE 'Trigger handlers'): when an order is created, and
// each time it moves, one step is scheduled on the task queue; the step task moves the order on by the
// shared order machine, only from the status it was scheduled for. A redelivered event schedules the same
// named task; a repeated or late task finds the order already moved and changes nothing: no step is skipped
// or repeated (advance-order.ts, which books a delivered order's money). With tracking set to 'manual', nothing is scheduled and the seller moves each order on; an order
// written with `tracking: 'manual'` is left to its seller in either mode.
// A cancelled order (cancel-order.ts) has no next step: nothing is scheduled, and a pending step finds it moved.
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import { advancedStatus } from '@marketplace/shared/store/order-lifecycle.machine';
import { orderStatuses } from '@marketplace/shared/store/order';
import { taskData, type DbDeps, type DocumentChange, type TaskEvent, type Trigger } from '../../platform/triggers.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { advanceStoreOrder } from './advance-order.ts';

export const ADVANCE_ORDER_QUEUE = 'advanceOrder';

export interface OrderTrackingSettings {
  /** 'automatic' steps every `stepMs` (SPEC 9: 2 s); 'manual' leaves each step to the product's seller. */
  mode: 'automatic' | 'manual';
  stepMs: number;
}

export interface OrderTrackingDeps extends DbDeps {
  taskQueue: TaskQueue;
  orderTracking: OrderTrackingSettings;
}

const statusSchema = z.enum(orderStatuses);
const stepSchema = z.object({ orderId: z.string().min(1), from: statusSchema });

export async function scheduleOrderStep(deps: OrderTrackingDeps, change: DocumentChange): Promise<void> {
  if (deps.orderTracking.mode !== 'automatic' || !change.after) return;
  if (change.after.tracking === 'manual') return;
  const status = statusSchema.safeParse(change.after.orderStatus);
  if (!status.success) return;
  // Created (or caught up at start, where before is null), or moved: otherwise nothing new to schedule.
  if (change.before && change.before.orderStatus === status.data) return;
  if (!advancedStatus(status.data)) return;
  const orderId = change.params.orderId!;
  await deps.taskQueue.enqueue(
    ADVANCE_ORDER_QUEUE,
    { orderId, from: status.data },
    { delayMs: deps.orderTracking.stepMs, id: `${orderId}-${status.data.replace(/\W+/g, '-')}` },
  );
}

export async function advanceOrder({ db }: DbDeps, task: TaskEvent): Promise<void> {
  const step = taskData(stepSchema, task, 'order step task without an order and status');
  if (!step) return;
  // Moved on already (a repeated task, or the seller by hand), or gone: nothing to do.
  await advanceStoreOrder(db, step.orderId, step.from, 'server');
}

export const scheduleOrderStepTrigger: Trigger<OrderTrackingDeps> = {
  kind: 'firestore',
  document: `${paths.storeOrders}/{orderId}`,
  handle: scheduleOrderStep,
};

export const advanceOrderTrigger: Trigger<DbDeps> = { kind: 'task', handle: advanceOrder };
