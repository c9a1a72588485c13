// The payout record (ARCHITECTURE 'Trigger handlers'): when a student releases payment, the seller's 70%
// and the platform's 30% are written once, in whole paise that add up to the budget. The payout document's
// existence is the status that makes a redelivered or caught-up change harmless.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import type { PayoutRecord } from '@marketplace/shared/payouts/payout';
import { CURRENCY, splitPayout } from '@marketplace/shared/projects/money';
import { isAlreadyExists } from '../../platform/firestore-errors.ts';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

const releasedProjectSchema = z.object({
  studentId: z.string().min(1),
  sellerId: z.string().min(1),
  sellerEmail: z.string(),
  title: z.string(),
  budget: z.number().positive(),
});

export async function writePayout({ db }: DbDeps, change: DocumentChange): Promise<void> {
  // A null `before` is a catch-up delivery (local host start) or a creation: both count as "was not released".
  if (change.after?.paymentStatus !== 'Released' || change.before?.paymentStatus === 'Released') return;
  const projectId = change.params.projectId!;
  const project = releasedProjectSchema.safeParse(change.after);
  if (!project.success) {
    // Retrying cannot fix a malformed project; say so loudly and let someone look.
    log.error('released project cannot be paid out', project.error, { projectId });
    return;
  }
  const { studentId, sellerId, sellerEmail, title, budget } = project.data;
  const record: PayoutRecord = {
    projectId,
    sellerId,
    sellerEmail,
    studentId,
    title,
    ...splitPayout(budget),
    currency: CURRENCY,
  };
  try {
    await db.doc(paths.payout(projectId)).create({ ...record, createdAt: FieldValue.serverTimestamp() });
    log.info('payout recorded', { projectId, sellerId });
  } catch (error) {
    if (isAlreadyExists(error)) return;
    throw error;
  }
}

export const writePayoutTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.projects}/{projectId}`,
  handle: writePayout,
};
