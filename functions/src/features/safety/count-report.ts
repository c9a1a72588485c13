// Adds an open report to its thing's moderation case (decision 031): the moderation process's `report` row (shared
// moderation-process.ts, decision 062): the case is created by its first report and reopened by the first after a
// decision; each report is counted once (`counted` set in the same transaction), so
// a redelivered event counts nothing again. Only this trigger and an admin's decision write a case: reporters write
// their own report documents, never the case, so many reports of one thing never contend in the API.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import { reportedThingSchema, reportReasons } from '@marketplace/shared/safety/report';
import type { CaseStatus } from '@marketplace/shared/safety/moderation';
import { countsIntoOpenCase, moderationProcess } from '@marketplace/shared/safety/moderation-process';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { transact } from '../../platform/transaction.ts';

const countableSchema = z.object({
  thingKey: z.string().min(1),
  thing: reportedThingSchema,
  authorId: z.string(),
  title: z.string().catch(''),
  text: z.string().catch(''),
  reason: z.enum(reportReasons),
  status: z.literal('open'),
  counted: z.literal(false),
  createdAt: z.instanceof(Timestamp).nullable().catch(null),
});

export async function countReport(db: Firestore, reportId: string): Promise<void> {
  const ref = db.doc(paths.report(reportId));
  const counted = await transact(db, async (tx) => {
    const report = countableSchema.safeParse((await tx.get(ref)).data() ?? {});
    if (!report.success) return null;
    const { thingKey, thing, authorId, title, text, reason, createdAt } = report.data;
    const caseRef = db.doc(paths.moderationCase(thingKey));
    const stored = await tx.get(caseRef);
    const reportedAt = createdAt ?? Timestamp.now();
    if (countsIntoOpenCase(stored.exists ? (stored.get('status') as CaseStatus) : null)) {
      const last = stored.get('lastReportedAt') as Timestamp | undefined;
      tx.update(caseRef, {
        openReports: FieldValue.increment(1),
        [`reasons.${reason}`]: FieldValue.increment(1),
        lastReportedAt: last && last.toMillis() > reportedAt.toMillis() ? last : reportedAt,
      });
    } else {
      // New, or decided before (the audit log keeps that decision): the case counts again from this report.
      tx.set(caseRef, {
        thing,
        authorId,
        title,
        text,
        status: moderationProcess.report.to,
        openReports: 1,
        reasons: { [reason]: 1 },
        lastReportedAt: reportedAt,
        firstReportedAt: stored.get('firstReportedAt') ?? reportedAt,
        decision: null,
      });
    }
    tx.update(ref, { counted: true });
    return thingKey;
  });
  if (counted) log.info('report counted', { reportId, caseId: counted });
}

export const countReportTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.reports}/{reportId}`,
  handle: ({ db }, change: DocumentChange) =>
    change.after?.status === 'open' && change.after.counted === false
      ? countReport(db, change.params.reportId!)
      : Promise.resolve(),
};
