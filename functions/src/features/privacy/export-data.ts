// A person's download of their data (decision 040). Asking writes privacyExports/{uid} as 'building' with a new
// attempt and enqueues the build (one task per attempt); asking again while one builds, or within a minute of the
// last request, adds nothing. The task builds only the attempt the record still names, stores the ZIP privately
// and marks it ready for 48 hours (the notifications feature tells the person, once per attempt); a second run of
// the same attempt finds it ready and stops. Another task, 48 hours on, removes it.
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  EXPORT_MS,
  dataExportSchema,
  exportFileName,
  exportTexts,
  type DataExport,
} from '@marketplace/shared/privacy/data-export';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import type { SignedIn } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import type { Limit } from '../../platform/api/request-limits.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';
import { taskData, type TaskEvent, type Trigger } from '../../platform/triggers.ts';
import type { Media } from '../../ports/media.port.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { zipOfPerson } from './person-archive.ts';

export interface ExportDeps {
  db: Firestore;
  media: Media;
  taskQueue: TaskQueue;
}

/** The task queues, named after their functions in triggers.ts. */
export const BUILD_EXPORT_QUEUE = 'buildDataExport';
export const EXPIRE_EXPORT_QUEUE = 'expireDataExport';

const taskSchema = z.object({ uid: z.string().min(1), attempt: z.number().int().positive() });

const readExport = (data: Record<string, unknown> | undefined): DataExport | null => {
  const parsed = dataExportSchema.safeParse(data ?? null);
  return parsed.success ? parsed.data : null;
};

/**
 * A request meets the one under way, or one made ready from a request this recent (two at once, a double click,
 * a retry): it adds nothing. A request after that builds a new download, as does one after a build that never
 * finished (its task gave up): a person is never left waiting for ever.
 */
const SAME_REQUEST_MS = 60_000;
const GIVEN_UP_MS = 30 * 60_000;
const isSameRequest = (held: DataExport, now: number) => {
  const age = now - (held.requestedAt ?? 0);
  return (held.status === 'building' && age < GIVEN_UP_MS) || (held.status === 'ready' && age < SAME_REQUEST_MS);
};

export async function requestExport(
  deps: ExportDeps,
  caller: SignedIn,
  limit: Limit,
  now = Date.now(),
): Promise<Outcome<DataExport>> {
  const ref = deps.db.doc(privacyPaths.privacyExport(caller.uid));
  const current = readExport((await ref.get()).data());
  if (current && isSameRequest(current, now)) return success(current);
  await limit();
  const started = await transact(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    const held = readExport(snapshot.data());
    if (held && isSameRequest(held, now)) return { record: held, isNew: false, oldFile: null };
    const record = {
      status: 'building' as const,
      attempt: (held?.attempt ?? 0) + 1,
      requestedAt: now,
      readyAt: null,
      expiresAt: null,
      sizeBytes: null,
    };
    tx.set(ref, { ...record, fileRef: null });
    return { record, isNew: true, oldFile: snapshot.get('fileRef') as unknown };
  });
  // The previous download is replaced by this one: its file goes now (its expiry task finds a newer attempt).
  if (typeof started.oldFile === 'string') await deps.media.removePrivateFile(started.oldFile);
  if (started.isNew)
    await deps.taskQueue.enqueue(
      BUILD_EXPORT_QUEUE,
      { uid: caller.uid, attempt: started.record.attempt },
      { delayMs: 0, id: `export-${caller.uid}-${started.record.attempt}` },
    );
  return success(started.record);
}

export async function buildExport(deps: ExportDeps, task: TaskEvent): Promise<void> {
  const data = taskData(taskSchema, task, 'data export task without a person and attempt');
  if (!data) return;
  const { db, media } = deps;
  const ref = db.doc(privacyPaths.privacyExport(data.uid));
  const before = readExport((await ref.get()).data());
  if (before?.status !== 'building' || before.attempt !== data.attempt) return;
  const zip = await zipOfPerson(db, media, data.uid);
  const { ref: fileRef } = await media.storePrivateFile(
    { bytes: Buffer.from(zip), mime: 'application/zip', extension: 'zip' },
    'exports',
  );
  const readyAt = Date.now();
  const expiresAt = readyAt + EXPORT_MS;
  const marked = await transact(db, async (tx) => {
    const held = readExport((await tx.get(ref)).data());
    if (held?.status !== 'building' || held.attempt !== data.attempt) return false;
    tx.update(ref, { status: 'ready', readyAt, expiresAt, sizeBytes: zip.length, fileRef });
    return true;
  });
  if (!marked) {
    // Another run of this attempt finished first (a redelivered task): this copy is not needed.
    await media.removePrivateFile(fileRef);
    return;
  }
  await deps.taskQueue.enqueue(
    EXPIRE_EXPORT_QUEUE,
    { uid: data.uid, attempt: data.attempt },
    { delayMs: EXPORT_MS, id: `export-${data.uid}-${data.attempt}-expiry` },
  );
  log.info('a data export is ready', { attempt: data.attempt, sizeBytes: zip.length });
}

/** 48 hours on: the file goes, and the record says so (unless a newer attempt has replaced it). */
export async function expireExport(deps: ExportDeps, task: TaskEvent): Promise<void> {
  const data = taskData(taskSchema, task, 'data export expiry without a person and attempt');
  if (!data) return;
  const ref = deps.db.doc(privacyPaths.privacyExport(data.uid));
  const snapshot = await ref.get();
  const held = readExport(snapshot.data());
  if (!held || held.attempt !== data.attempt || held.status !== 'ready') return;
  const fileRef = snapshot.get('fileRef') as unknown;
  if (typeof fileRef === 'string') await deps.media.removePrivateFile(fileRef);
  await ref.update({ status: 'expired', fileRef: null });
}

/** A link to the caller's own ready download, for what remains of its 48 hours. */
export async function exportLink(
  { db, media }: { db: Firestore; media: Media },
  caller: SignedIn,
  now = Date.now(),
): Promise<Outcome<{ url: string; expiresAt: number }>> {
  const snapshot = await db.doc(privacyPaths.privacyExport(caller.uid)).get();
  const held = readExport(snapshot.data());
  const fileRef = snapshot.get('fileRef') as unknown;
  if (held?.status !== 'ready' || !held.expiresAt || held.expiresAt <= now || typeof fileRef !== 'string')
    return failure('not-found', exportTexts.notReady);
  const seconds = Math.floor((held.expiresAt - now) / 1000);
  const url = await media.privateLink(fileRef, seconds, { name: exportFileName(held.readyAt ?? now), inline: false });
  return success({ url, expiresAt: held.expiresAt });
}

export const buildExportTrigger: Trigger<ExportDeps> = { kind: 'task', handle: buildExport };
export const expireExportTrigger: Trigger<ExportDeps> = { kind: 'task', handle: expireExport };
