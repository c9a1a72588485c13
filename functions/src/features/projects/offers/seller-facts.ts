// What the student weighs beside an offer (decision 067): the seller's public name and badge, rating and projects
// completed. Read when the seller sends an offer and at each of their later steps, and kept on the offer, so listing a
// project's offers reads the offers alone, not three more documents per seller.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { OfferSeller } from '@marketplace/shared/projects/offer';
import { closedPaymentStatuses } from '@marketplace/shared/projects/escrow-states';
import { publicProfileSchema } from '@marketplace/shared/reviews/public-profile';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';

const countOf = async (query: Query) => (await query.count().get()).data().count;

export async function sellerFactsOf(db: Firestore, sellerId: string): Promise<OfferSeller> {
  const [person, shards, completed] = await Promise.all([
    db.doc(paths.publicProfile(sellerId)).get(),
    db.collection(paths.ratingShards(sellerId)).get(),
    // Served by the (sellerId, paymentStatus) index in firestore.indexes.json.
    countOf(
      db
        .collection(paths.projects)
        .where('sellerId', '==', sellerId)
        .where('paymentStatus', 'in', [...closedPaymentStatuses]),
    ),
  ]);
  const profile = publicProfileSchema.partial().safeParse(person.data() ?? {});
  const rating = ratingOf(shards.docs.map((shard) => ratingShardSchema.parse(shard.data())));
  return {
    name: (profile.success && profile.data.name) || '',
    verified: profile.success && profile.data.verified === true,
    rating: rating.average,
    reviews: rating.count,
    completed,
  };
}
