// Asking the provider where a sent attempt stands (decision 027), for movements whose outcome otherwise arrives
// only by webhook (a refund, a payout: decision 030): a webhook that never comes (an endpoint misconfigured or failing for long, or a
// local host stopped with its simulated webhooks in memory) would leave the record waiting with nobody told. Each
// sent attempt gets a check on a task queue a while later; a check that finds it still waiting asks the provider,
// records what it says through the same forward-only update the webhook uses, and checks again later, further
// apart each time, up to a bound, after which an operator is told.
import { z } from 'zod';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { log } from '../log.ts';
import { taskData, type DbDeps, type DocumentChange, type TaskEvent, type Trigger } from '../triggers.ts';
import { afterReport, updateMovement, type Attempted, type MovementKind, type ProviderReport } from './movement.ts';

/** How many times one attempt is checked before an operator is told (1 h first, doubling: the 8th comes 255 h, ~10.6 days, after the send). */
export const MAX_CHECKS = 8;

/** What the check reads of a record: its attempts, its status and the provider's id of the attempt sent. */
export interface Checked {
  status: string;
  attempt: number;
  sentAttempt: number;
  providerId: string | null;
}

/** A stored record's (or a trigger's document's) fields as the check reads them; null when it has no attempts. */
export function checkedFrom(data: Record<string, unknown> | null | undefined, providerIdField: string): Checked | null {
  if (!data || typeof data.attempt !== 'number') return null;
  const { status, attempt, sentAttempt, [providerIdField]: providerId } = data;
  return {
    status: String(status),
    attempt,
    sentAttempt: typeof sentAttempt === 'number' ? sentAttempt : 0,
    providerId: typeof providerId === 'string' && providerId ? providerId : null,
  };
}

/**
 * The attempt a record waits on the provider for: sent, with the provider's id, in a waiting status. Null when
 * there is none (not sent yet, settled, or failed).
 */
export function awaitedAttempt(record: Checked | null, waiting: readonly string[]): number | null {
  if (!record || !waiting.includes(record.status) || !record.providerId) return null;
  return record.sentAttempt >= record.attempt ? record.attempt : null;
}

/**
 * The attempt to schedule a first check for on this change, or null: only when the record has come to wait on an
 * attempt it did not wait on before (another field moving, or a payout going from queued to processing, changes
 * nothing). A catch-up at a local host's start has no `before`, so it schedules again, adding nothing to the check
 * the host restored from Firestore (a check waiting at a restart runs after it, decision 014).
 */
export function attemptToCheck(before: Checked | null, after: Checked | null, waiting: readonly string[]) {
  const attempt = awaitedAttempt(after, waiting);
  return attempt !== null && awaitedAttempt(before, waiting) !== attempt ? attempt : null;
}

/** The n-th check (0: the first) waits `firstDelayMs` doubled n times. */
export const checkDelayMs = (firstDelayMs: number, check: number) => firstDelayMs * 2 ** check;

/** One task per record, attempt and check, so a redelivered trigger or a repeated task enqueues nothing new. */
export const checkTaskId = (recordId: string, attempt: number, check: number) =>
  check === 0 ? `${recordId}-check-${attempt}` : `${recordId}-check-${attempt}-${check}`;

const checkTaskSchema = z.object({
  id: z.string().min(1),
  attempt: z.number().int().positive(),
  check: z.number().int().nonnegative(),
});
export type CheckTask = z.infer<typeof checkTaskSchema>;

export interface CheckQueue {
  taskQueue: TaskQueue;
  /** The queue, named after its task function (triggers.ts). */
  queue: string;
  /** How long after the send the first check comes (statusCheckAfterMs). */
  firstDelayMs: number;
}

/** Enqueues the `check`-th check of the record's attempt. */
export function enqueueCheck({ taskQueue, queue, firstDelayMs }: CheckQueue, task: CheckTask): Promise<void> {
  return taskQueue.enqueue(queue, task, {
    delayMs: checkDelayMs(firstDelayMs, task.check),
    id: checkTaskId(task.id, task.attempt, task.check),
  });
}

/** What a feature's checks need of the backend. */
export interface CheckDeps {
  taskQueue: TaskQueue;
  /** How long after the send the first check comes (an hour in production). */
  statusCheckAfterMs: number;
}

/** The records of one kind, as their checks see them. */
export interface CheckedRecords {
  /** The record's kind for the logs ('refund', 'payout'). */
  kind: string;
  /** The queue, named after its task function (triggers.ts). */
  queue: string;
  /** The statuses a sent attempt waits in. */
  waiting: readonly string[];
  /** The field that keeps the provider's id of the attempt sent, and the trigger's param that names the record. */
  providerIdField: string;
  idParam: string;
}

export const checkQueue = ({ taskQueue, statusCheckAfterMs }: CheckDeps, queue: string): CheckQueue => ({
  taskQueue,
  queue,
  firstDelayMs: statusCheckAfterMs,
});

/** The scheduling trigger's handler: a sent attempt newly waiting (or caught up at a local start) gets its first check. */
export function checkScheduler(records: CheckedRecords) {
  return async (deps: CheckDeps, change: DocumentChange): Promise<void> => {
    const read = (data: Record<string, unknown> | null) => checkedFrom(data, records.providerIdField);
    const attempt = attemptToCheck(read(change.before), read(change.after), records.waiting);
    if (attempt === null) return;
    await enqueueCheck(checkQueue(deps, records.queue), { id: change.params[records.idParam]!, attempt, check: 0 });
  };
}

export interface ProviderCheck<Answer> extends CheckQueue, Omit<CheckedRecords, 'idParam' | 'providerIdField'> {
  /** The record as stored now; null when it is gone or unreadable. */
  read: (id: string) => Promise<Checked | null>;
  /** The provider's word on its id; throws when the provider cannot say (the task is then retried). */
  ask: (providerId: string) => Promise<Answer>;
  /** The answer's status, for the logs. */
  statusOf: (answer: Answer) => string;
  /** The provider's statuses that mean it has no outcome yet (a refund's pending; a payout's queued, processing). */
  pending: readonly string[];
  /** Records the answer about `attempt` as the webhook would (moving forward only); 'updated' when it changed. */
  record: (id: string, attempt: number, answer: Answer) => Promise<{ kind: string }>;
}

export type CheckOutcome = 'not-waiting' | 'recorded' | 'checked-again' | 'given-up';

/**
 * The check task. Nothing when the record no longer waits on this attempt (its webhook came, or an admin's retry
 * made another). Otherwise the provider's answer is recorded; if it still waits, the next check is enqueued,
 * until the bound, where the error log tells an operator which record waits at the provider and since when.
 */
export async function runCheck<Answer>(check: ProviderCheck<Answer>, event: TaskEvent): Promise<CheckOutcome> {
  const task = taskData(checkTaskSchema, event, `${check.kind} check without a record id, attempt and count`);
  if (!task) return 'not-waiting';
  const current = await check.read(task.id);
  if (awaitedAttempt(current, check.waiting) !== task.attempt) return 'not-waiting';
  const providerId = current!.providerId!;
  const answer = await check.ask(providerId);
  const status = check.statusOf(answer);
  const { kind: result } = await check.record(task.id, task.attempt, answer);
  const context = { id: task.id, attempt: task.attempt, check: task.check + 1, providerId, status, result };
  if (!check.pending.includes(status)) {
    log.info(`${check.kind} status checked`, context);
    return 'recorded';
  }
  if (task.check + 1 >= MAX_CHECKS) {
    const waitedMs = checkDelayMs(check.firstDelayMs, MAX_CHECKS) - check.firstDelayMs;
    log.error(`${check.kind} still waiting at the provider: stopped checking`, new Error('no outcome'), {
      ...context,
      waitedMs,
      action: `ask the provider about ${providerId}; the record changes when its webhook or an admin does`,
    });
    return 'given-up';
  }
  await enqueueCheck(check, { ...task, check: task.check + 1 });
  return 'checked-again';
}

/** How a kind's records are checked: the queue, and how the provider is asked about one. */
export interface MovementChecks<Deps, Answer> {
  /** The queue, named after its task function (triggers.ts); the trigger's param that names the record. */
  queue: string;
  idParam: string;
  ask: (deps: Deps, providerId: string) => Promise<Answer>;
  /** The answer as a report on the attempt asked about. */
  reportOf: (answer: Answer, attempt: number) => ProviderReport;
}

/** The statuses a sent attempt of this kind waits in: sent or processing. */
export const waitingStatuses = <R extends Attempted, E>(kind: MovementKind<R, E>, statuses: readonly string[]) =>
  statuses.filter((status) => ['sent', 'processing'].includes(kind.phaseOf(status)));

/**
 * The scheduling trigger and the check task of a kind's records, and the task's run for tests. The provider's
 * answer is recorded through the webhook's own forward-only update, so whichever comes second changes nothing.
 */
export function movementChecks<Deps extends CheckDeps & DbDeps, Record extends Attempted, Effects, Answer>(
  kind: MovementKind<Record, Effects>,
  statuses: readonly string[],
  checks: MovementChecks<Deps, Answer>,
) {
  const records: CheckedRecords = {
    kind: kind.kind,
    queue: checks.queue,
    waiting: waitingStatuses(kind, statuses),
    providerIdField: kind.providerIdField,
    idParam: checks.idParam,
  };
  const run = (deps: Deps, task: TaskEvent) =>
    runCheck(
      {
        ...records,
        ...checkQueue(deps, checks.queue),
        // A provider status that is not an outcome yet: checked again later.
        pending: ['pending', 'processing'],
        read: async (id) => checkedFrom((await deps.db.doc(kind.path(id)).get()).data(), kind.providerIdField),
        ask: async (providerId) => checks.reportOf(await checks.ask(deps, providerId), 0),
        statusOf: (report) => report.status,
        record: (id, attempt, report) =>
          updateMovement(deps.db, kind, id, (record) => afterReport(kind, record, { ...report, attempt })),
      },
      task,
    );
  const scheduleCheck = checkScheduler(records);
  const document = `${kind.collection}/{${checks.idParam}}`;
  const schedule: Trigger<Deps> = { kind: 'firestore', document, handle: scheduleCheck };
  const check: Trigger<Deps> = { kind: 'task', handle: async (deps, task) => void (await run(deps, task)) };
  return { run, scheduleCheck, schedule, check };
}

/**
 * A kind's triggers in one: its send trigger on its records, its status checks' scheduling trigger and task, and
 * the task's run for tests. Each kind names its statuses, its queue and how it sends and asks; the rest is here.
 */
export function movementTriggers<Deps extends CheckDeps & DbDeps, Record extends Attempted, Effects, Answer>(
  kind: MovementKind<Record, Effects>,
  statuses: readonly string[],
  triggers: MovementChecks<Deps, Answer> & { send: (deps: Deps, change: DocumentChange) => Promise<void> },
) {
  const checks = movementChecks(kind, statuses, triggers);
  const send: Trigger<Deps> = {
    kind: 'firestore',
    document: `${kind.collection}/{${triggers.idParam}}`,
    handle: triggers.send,
  };
  return {
    send,
    scheduleCheck: checks.schedule,
    check: checks.check,
    /** The queue's name, the scheduling trigger's handler and the task's run, for tests. */
    checkQueue: triggers.queue,
    scheduleFirstCheck: checks.scheduleCheck,
    runCheck: checks.run,
  };
}
