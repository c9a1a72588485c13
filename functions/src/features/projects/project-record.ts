// A stored project as the server's use cases see it, through the same shared schema the screens use, and a
// transition's patch as it is stored.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { patchDateFields, type Actor, type ProjectPatch } from '@marketplace/shared/projects/escrow-process';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';
import type { Caller } from '../../platform/auth.ts';

/** Null when the project does not exist; throws for a stored project that breaks the schema (a server fault). */
export function projectFrom(snapshot: DocumentSnapshot): Project | null {
  if (!snapshot.exists) return null;
  return projectSchema.parse({ ...snapshot.data(), id: snapshot.id });
}

/** Stages as stored: their days as Timestamps. */
const storedMilestones = (milestones: NonNullable<ProjectPatch['milestones']>) =>
  milestones.map((milestone) => ({
    ...milestone,
    due: milestone.due === null ? null : Timestamp.fromMillis(milestone.due),
  }));

/** A transition's patch as stored: its dates (epoch millis in shared) as Timestamps, the settlement's too. */
export function storedPatch(patch: ProjectPatch): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...patch };
  for (const field of patchDateFields) {
    const value = patch[field];
    if (typeof value === 'number') stored[field] = Timestamp.fromMillis(value);
  }
  if (patch.settlement?.settledAt != null)
    stored.settlement = { ...patch.settlement, settledAt: Timestamp.fromMillis(patch.settlement.settledAt) };
  // A field the patch names without a value is removed (a give-up's milestones, decision 067); stages' days as dates.
  for (const field of ['milestones', 'postedTerms'] as const)
    if (field in patch && patch[field] === undefined) stored[field] = FieldValue.delete();
  if (patch.milestones) stored.milestones = storedMilestones(patch.milestones);
  // The student's own terms an accepted offer keeps (decision 067), its days as dates too.
  if (patch.postedTerms) {
    const { budget, deadline, milestones } = patch.postedTerms;
    stored.postedTerms = {
      budget,
      deadline: deadline === null ? null : Timestamp.fromMillis(deadline),
      ...(milestones && { milestones: storedMilestones(milestones) }),
    };
  }
  return stored;
}

/** A signed-in member as the shared guards see them; null without a role (no guard lets them act). */
export function actorOf(caller: Caller): Actor | null {
  return caller.role ? { uid: caller.uid, email: caller.email, role: caller.role } : null;
}

/** Whether the person is the project's student or its assigned seller (else the answer is 403, not 409). */
export const isPartyTo = (project: Project, uid: string) => project.studentId === uid || project.sellerId === uid;
