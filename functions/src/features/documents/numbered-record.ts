// A document's record and its serial number written together, once (decisions 039, 066). The series' counter is
// moved on by compare-and-set, not in a transaction: its last number and the document are read together, then one
// batch writes the counter (only if it is unchanged since that read) and creates the document (only if it is not
// there). A batch either lands whole or not at all, so a number is taken exactly when its document is written (no
// gap), and a counter changed meanwhile refuses the batch (no repeat): the loser reads again and takes the next
// number. A transaction did the same with the counter locked from its read to its commit; on the emulator, issues
// of one series at once waited on each other's locks (and their timeouts) for tens of seconds.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { DocumentDraft, IssuedDocument } from '@marketplace/shared/documents/document';
import { financialYearOf } from '@marketplace/shared/documents/financial-year';
import {
  serialOf,
  serialPrefixes,
  seriesFor,
  type NumberedKind,
  type Series,
} from '@marketplace/shared/documents/serials';
import { paths } from '@marketplace/shared/paths';
import { isAlreadyExists } from '../../platform/firestore-errors.ts';

/** gRPC's FAILED_PRECONDITION: the counter moved on since it was read. */
const FAILED_PRECONDITION = 9;

/** How often an issue reads the counter again after losing it to another issue of the same series. */
export const NUMBERING_ATTEMPTS = 40;

const isNumbered = (kind: string): kind is NumberedKind => kind in serialPrefixes;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The record as stored: the draft, its serial, its times as Timestamps. */
function storedRecord(draft: DocumentDraft, serial: string | null, issuedAt: number) {
  const { id: _id, at, ...fields } = draft;
  return {
    ...fields,
    serial,
    at: Timestamp.fromMillis(at ?? issuedAt),
    ready: false,
    issuedAt: Timestamp.fromMillis(issuedAt),
  };
}

/**
 * One client's issues of one series (a process's), one after another. Issues of one series at once in one process would only
 * lose the counter to each other, each loss a read and a refused batch more: with a hundred waiting (a rush the
 * process is behind on) nearly every attempt lost. Other processes' issues still meet at the counter's precondition.
 */
const turnsOf = new WeakMap<Firestore, Map<string, Promise<unknown>>>();
function inTurn<T>(db: Firestore, seriesId: string, work: () => Promise<T>): Promise<T> {
  let turns = turnsOf.get(db);
  if (!turns) turnsOf.set(db, (turns = new Map()));
  const mine = (turns.get(seriesId) ?? Promise.resolve()).then(work, work);
  const done = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(seriesId, done);
  void done.then(() => turns.get(seriesId) === done && turns.delete(seriesId));
  return mine;
}

/**
 * Writes the draft's record, numbered if its kind is: the record written, or null when it was there already (a
 * delivery of the same event issued it first; the caller reads it).
 */
export async function writeNumberedRecord(db: Firestore, draft: DocumentDraft): Promise<IssuedDocument | null> {
  const series = isNumbered(draft.kind) ? seriesFor(draft.kind, financialYearOf(draft.day).code, draft.id) : null;
  return series ? inTurn(db, series.id, () => write(db, draft, series)) : write(db, draft, null);
}

async function write(db: Firestore, draft: DocumentDraft, series: Series | null): Promise<IssuedDocument | null> {
  const ref = db.doc(paths.document(draft.id));
  for (let attempt = 1; ; attempt++) {
    const issuedAt = Date.now();
    const record = (serial: string | null): IssuedDocument => ({
      ...draft,
      at: draft.at ?? issuedAt,
      serial,
      ready: false,
      issuedAt,
    });
    if (!series) {
      try {
        await ref.create(storedRecord(draft, null, issuedAt));
        return record(null);
      } catch (error) {
        if (isAlreadyExists(error)) return null;
        throw error;
      }
    }
    const counterRef = db.doc(paths.documentSeries(series.id));
    const [existing, counter] = await db.getAll(ref, counterRef);
    if (existing!.exists) return null;
    const last = counter!.get('last');
    const number = (typeof last === 'number' ? last : 0) + 1;
    const serial = serialOf(series, number);
    const fields = { last: number, kind: draft.kind, financialYear: draft.financialYear, lastDocument: draft.id };
    const batch = db.batch();
    if (counter!.exists) batch.update(counterRef, fields, { lastUpdateTime: counter!.updateTime! });
    else batch.create(counterRef, fields);
    batch.create(ref, storedRecord(draft, serial, issuedAt));
    try {
      await batch.commit();
      return record(serial);
    } catch (error) {
      // Lost the counter to another issue of the series (it moved on, or another created it first), or the
      // document itself to a delivery of the same event: read both again.
      const lost = (error as { code?: unknown } | null)?.code === FAILED_PRECONDITION || isAlreadyExists(error);
      if (!lost || attempt >= NUMBERING_ATTEMPTS) throw error;
      // A short, random pause so the issues that collided do not collide again in step.
      await pause(Math.floor(Math.random() * 10 * Math.min(attempt, 10)));
    }
  }
}
