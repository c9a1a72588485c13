// An admin's decision on a moderation case, and its undoing (decision 031): the moderation process's `decide` and
// `undo` rows (shared moderation-process.ts, decision 062) say from which status each may be taken and where it
// leaves the case. A decision dismisses the case's reports, hides the thing, or
// suspend its author, with a reason. One transaction reads the case, what the decision touches and the case's open
// reports, then applies the decision, closes those reports with its outcome (the notifications' trigger tells each
// reporter), marks the case decided and writes the audit record. An undo shows the thing again or lifts the
// suspension and reopens the case with the reports it had; the reporters were told already and are not told again.
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { AuditAction } from '@marketplace/shared/admin/admin-api';
import { paths } from '@marketplace/shared/paths';
import { publicProfileOf } from '@marketplace/shared/reviews/public-profile';
import {
  moderationCaseSchema,
  moderationTexts,
  reportOutcomeOf,
  type ModerationAction,
  type ModerationCase,
} from '@marketplace/shared/safety/moderation';
import { caseRefusal, moderationProcess } from '@marketplace/shared/safety/moderation-process';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { hideThing, showThing, thingRef } from './thing-visibility.ts';
import { transact } from '../../platform/transaction.ts';

type Ok = Outcome<{ ok: true }>;
const ok = success({ ok: true as const });

/** Whom a suspension names to the admin: their shown name, else their email (a name-less 'A seller' names no one). */
const suspendedName = (profile: DocumentSnapshot) =>
  publicProfileOf(profile.data() ?? {}, 0)?.name || String(profile.get('email') ?? '');

function caseFrom(snapshot: DocumentSnapshot): ModerationCase | null {
  const parsed = moderationCaseSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return snapshot.exists && parsed.success ? parsed.data : null;
}

export async function decideCase(
  { db }: { db: Firestore },
  admin: Caller,
  { caseId, action, reason }: { caseId: string; action: ModerationAction; reason: string },
): Promise<Outcome<{ ok: true; suspended?: string }>> {
  const outcome = await transact(db, async (tx): Promise<Outcome<{ ok: true; suspended?: string }>> => {
    const caseRef = db.doc(paths.moderationCase(caseId));
    const found = caseFrom(await tx.get(caseRef));
    if (!found) return failure('not-found', moderationTexts.caseNotFound);
    const refused = caseRefusal('decide', found.status);
    if (refused) return failure('conflict', refused);
    const { thing, authorId } = found;
    if (action === 'hide' && thing.kind === 'person') return failure('invalid', moderationTexts.cannotHidePerson);
    // Reads first: what the decision touches, then the reports it closes.
    const target = action === 'hide' ? thingRef(db, thing) : action === 'suspend' ? db.doc(paths.user(authorId)) : null;
    const stored = target ? await tx.get(target) : null;
    if (stored && !stored.exists) {
      return failure('conflict', action === 'suspend' ? moderationTexts.personGone : moderationTexts.thingGone);
    }
    if (action === 'suspend' && stored!.get('role') === 'admin') {
      return failure('invalid', moderationTexts.cannotSuspendAdmin);
    }
    const open = await tx.get(
      db.collection(paths.reports).where('thingKey', '==', caseId).where('status', '==', 'open'),
    );
    let kept: { hiddenText?: string } = {};
    if (action === 'hide') kept = hideThing(tx, db, thing, stored!, { reason, byUid: admin.uid });
    if (action === 'suspend') {
      tx.update(stored!.ref, { suspension: { reason, at: FieldValue.serverTimestamp(), byUid: admin.uid } });
    }
    for (const report of open.docs) {
      tx.update(report.ref, {
        status: 'closed',
        outcome: reportOutcomeOf[action],
        closedAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(caseRef, {
      status: moderationProcess.decide.to,
      openReports: 0,
      ...kept,
      decision: {
        action,
        reason,
        byUid: admin.uid,
        byEmail: admin.email,
        at: FieldValue.serverTimestamp(),
        reports: found.openReports,
      },
    });
    audit(tx, db, admin, `moderation-${action}` as const, { caseId, thing, authorId, reason });
    return action === 'suspend' ? success({ ok: true as const, suspended: suspendedName(stored!) }) : ok;
  });
  if (outcome.ok) log.info('moderation case decided', { caseId, action, by: admin.uid });
  return outcome;
}

export async function undoDecision(
  { db }: { db: Firestore },
  admin: Caller,
  { caseId, reason }: { caseId: string; reason: string },
): Promise<Ok> {
  const outcome = await transact(db, async (tx): Promise<Ok> => {
    const caseRef = db.doc(paths.moderationCase(caseId));
    const snapshot = await tx.get(caseRef);
    const found = caseFrom(snapshot);
    if (!found) return failure('not-found', moderationTexts.caseNotFound);
    const refused = caseRefusal('undo', found.status);
    if (refused || !found.decision) return failure('conflict', refused ?? moderationTexts.notDecided);
    const { thing, authorId, decision } = found;
    const target =
      decision.action === 'hide'
        ? thingRef(db, thing)
        : decision.action === 'suspend'
          ? db.doc(paths.user(authorId))
          : null;
    const stored = target ? await tx.get(target) : null;
    // What is gone (a deleted product, a deleted account) has nothing to show again; the case reopens all the same.
    if (stored?.exists && decision.action === 'hide') {
      showThing(tx, thing, stored, String(snapshot.get('hiddenText') ?? ''));
    }
    if (stored?.exists && decision.action === 'suspend') tx.update(stored.ref, { suspension: FieldValue.delete() });
    tx.update(caseRef, {
      status: moderationProcess.undo.to,
      openReports: decision.reports,
      decision: null,
      hiddenText: FieldValue.delete(),
    });
    audit(tx, db, admin, 'moderation-undo', { caseId, thing, authorId, reason, undid: decision.action });
    return ok;
  });
  if (outcome.ok) log.info('moderation decision undone', { caseId, by: admin.uid });
  return outcome;
}

function audit(tx: Transaction, db: Firestore, admin: Caller, action: AuditAction, target: Record<string, unknown>) {
  tx.create(db.collection(paths.adminAudit).doc(), {
    action,
    target,
    byUid: admin.uid,
    byEmail: admin.email,
    at: FieldValue.serverTimestamp(),
  });
}
