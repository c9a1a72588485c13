// What a project's notices read beside their event: the project as its notices need it, and a person's shown name
// (the taker of a project, the seller of an offer).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { projectSchema } from '@marketplace/shared/projects/project';
import { publicProfileSchema, shownName } from '@marketplace/shared/reviews/public-profile';
import { read } from './notice-trigger.ts';

const projectFacts = projectSchema.pick({
  id: true,
  title: true,
  studentId: true,
  sellerId: true,
  status: true,
  paymentStatus: true,
  refundStatus: true,
  budget: true,
  settlement: true,
  pricing: true,
  milestones: true,
  milestoneOutcomes: true,
});

export async function projectOf(db: Firestore, projectId: string) {
  const snapshot = await db.doc(paths.project(projectId)).get();
  return read(projectFacts, projectId, snapshot.data() ?? null, 'project');
}

/** The name a person's public profile shows (people/{uid}); undefined when they have none. */
export async function shownNameOf(db: Firestore, uid: string): Promise<string | undefined> {
  const profile = publicProfileSchema.safeParse((await db.doc(paths.publicProfile(uid)).get()).data());
  return profile.success ? shownName(profile.data) : undefined;
}
