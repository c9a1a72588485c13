// GET /api/admin/moderation/people/{uid} (decision 031): what an admin weighs beside a case, about the thing's
// author: the cases about them and how many went against them, the reviews of them and theirs an admin hid, and the
// disputes on their projects. Each a count, read with Firestore's aggregation queries, so its cost does not grow
// with the person's history.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';
import { moderationTexts, type AuthorHistory } from '@marketplace/shared/safety/moderation';
import { failure, success, type Outcome } from '../../platform/http.ts';

const countOf = async (query: Query) => (await query.count().get()).data().count;

export async function authorHistory({ db }: { db: Firestore }, uid: string): Promise<Outcome<AuthorHistory>> {
  const [profile, person] = await db.getAll(db.doc(paths.user(uid)), db.doc(paths.publicProfile(uid)));
  if (!profile!.exists) return failure('not-found', moderationTexts.personGone);
  const cases = db.collection(paths.moderationCases).where('authorId', '==', uid);
  const projects = db.collection(paths.projects);
  const disputed = ['open', 'settled'];
  const [reportedCases, casesActioned, shards, reviewsHidden, asStudent, asSeller, openAsStudent, openAsSeller] =
    await Promise.all([
      countOf(cases),
      countOf(cases.where('decision.action', 'in', ['hide', 'suspend'])),
      db.collection(paths.ratingShards(uid)).get(),
      countOf(db.collection(paths.reviews).where('authorId', '==', uid).where('hidden', '==', true)),
      countOf(projects.where('studentId', '==', uid).where('disputeStatus', 'in', disputed)),
      countOf(projects.where('sellerId', '==', uid).where('disputeStatus', 'in', disputed)),
      countOf(projects.where('studentId', '==', uid).where('disputeStatus', '==', 'open')),
      countOf(projects.where('sellerId', '==', uid).where('disputeStatus', '==', 'open')),
    ]);
  const rating = ratingOf(shards.docs.map((shard) => ratingShardSchema.parse(shard.data())));
  return success({
    uid,
    name: String(profile!.get('fullName') || person!.get('name') || ''),
    email: String(profile!.get('email') ?? ''),
    role: String(profile!.get('role') ?? ''),
    suspended: Boolean(profile!.get('suspension')),
    reportedCases,
    casesActioned,
    reviewsReceived: rating.count,
    averageStars: rating.average,
    reviewsHidden,
    disputes: asStudent + asSeller,
    openDisputes: openAsStudent + openAsSeller,
  });
}
