// Requests to the grievance officer (decision 040): a person's request lands in the admins' queue with its 90-day
// clock; an admin's answer closes it once, audited. The notifications feature tells every admin of a new request,
// and the person of the answer (a notification and an email).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { dueAtOf, requestTexts, type RequestInput } from '@marketplace/shared/privacy/requests';
import type { Caller, SignedIn } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import type { Limit } from '../../platform/api/request-limits.ts';
import { transact } from '../../platform/transaction.ts';

export async function sendRequest(
  { db }: { db: Firestore },
  caller: SignedIn,
  input: RequestInput,
  limit: Limit,
  now = Date.now(),
): Promise<Outcome<{ id: string; dueAt: number; message: string }>> {
  await limit();
  const ref = db.collection(privacyPaths.privacyRequests).doc();
  const request = {
    requesterId: caller.uid,
    requesterEmail: caller.email,
    kind: input.kind,
    message: input.message,
    status: 'open',
    createdAt: now,
    dueAt: dueAtOf(now),
    answer: null,
    answeredAt: null,
  };
  await ref.create(request);
  return success({ id: ref.id, dueAt: request.dueAt, message: requestTexts.sent });
}

export async function answerRequest(
  { db }: { db: Firestore },
  admin: Caller,
  { id, answer }: { id: string; answer: string },
  now = Date.now(),
): Promise<Outcome<{ ok: true }>> {
  const ref = db.doc(privacyPaths.privacyRequest(id));
  const answered = await transact(db, async (tx) => {
    const request = await tx.get(ref);
    if (!request.exists) return failure('not-found', requestTexts.notFound);
    if (request.get('status') !== 'open') return failure('conflict', requestTexts.alreadyAnswered);
    tx.update(ref, { status: 'answered', answer, answeredAt: now, answeredBy: admin.uid });
    tx.create(db.collection(paths.adminAudit).doc(), {
      action: 'answer-privacy-request',
      target: { requestId: id, uid: request.get('requesterId') },
      byUid: admin.uid,
      byEmail: admin.email,
      at: FieldValue.serverTimestamp(),
    });
    return success(true);
  });
  return answered.ok ? success({ ok: true }) : answered;
}
