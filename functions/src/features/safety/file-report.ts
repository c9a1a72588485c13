// POST /api/reports (decision 031): a member reports a product, project, chat message, review or person, with a
// reason and a note. One open report per reporter and thing: its id is derived from both, and one transaction
// either finds it open (the answer says so and nothing is written) or writes it; a closed one is kept under its own
// id and the report opened again. It takes one of the reporter's hourly reports (decision 032) once the thing is found
// reportable, named by the report, so sending it again takes none; the counting trigger adds the report to its
// thing's moderation case, and the notifications' trigger tells the reporter it arrived.
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { reportId, reportTexts, thingKeyOf, type ReportInput } from '@marketplace/shared/safety/report';
import type { Limit } from '../../platform/api/request-limits.ts';
import type { Caller } from '../../platform/auth.ts';
import { success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { reportedThing } from './reported-thing.ts';
import { transact } from '../../platform/transaction.ts';

export interface ReportAnswer {
  id: string;
  alreadyOpen: boolean;
  message: string;
}

export async function fileReport(
  { db }: { db: Firestore },
  reporter: Caller,
  { thing, reason, note }: ReportInput,
  limit: Limit,
): Promise<Outcome<ReportAnswer>> {
  const facts = await reportedThing(db, thing, reporter.uid);
  if (!facts.ok) return facts;
  const thingKey = thingKeyOf(thing);
  const id = reportId(thingKey, reporter.uid);
  await limit(id);
  const ref = db.doc(paths.report(id));
  const alreadyOpen = await transact(db, async (tx) => {
    const existing = await tx.get(ref);
    if (existing.get('status') === 'open') return true;
    // Reported again after a decision: the decided report keeps its place in the history, under its own id.
    if (existing.exists) {
      // Named by when that report was made: each round of reporting the same thing keeps its own.
      const madeAt = (existing.get('createdAt') as Timestamp | null)?.toMillis() ?? existing.updateTime!.toMillis();
      const archived = db.doc(paths.report(`${id}~${madeAt}`));
      tx.create(archived, { ...existing.data(), archived: true });
    }
    tx.set(ref, {
      thingKey,
      thing,
      thingName: facts.value.name,
      // What the case shows when this report opens it (the counting trigger copies them).
      authorId: facts.value.authorId,
      title: facts.value.title,
      text: facts.value.text,
      reporterId: reporter.uid,
      reason,
      note,
      status: 'open',
      counted: false,
      outcome: null,
      createdAt: FieldValue.serverTimestamp(),
      closedAt: null,
    });
    return false;
  });
  if (!alreadyOpen) log.info('report filed', { reportId: id, kind: thing.kind, reason });
  return success({ id, alreadyOpen, message: alreadyOpen ? reportTexts.alreadyOpen : reportTexts.received });
}
