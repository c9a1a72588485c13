// What a listing's own page, /store/{id}, is drawn with (decision 052): the listing as the store shows it, its
// seller's public name and 'Verified' badge (people/{uid}) and their rating (its shards), all public under
// firestore.rules. A listing the store no longer has is told apart: its product still there but hidden (a
// moderator's hiding or its seller's suspension, which may be lifted) answers 404; no product at all answers 410.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';
import { publicProfileSchema, shownName } from '@marketplace/shared/reviews/public-profile';
import { listingFrom } from '@marketplace/shared/store/listing';
import type { ListingPageData, ListingScreen } from '@marketplace/shared/store/listing-page';
import type { PersonPreview } from '@marketplace/shared/seo/page-head';

export interface ReadListing {
  screen: ListingScreen;
  status: 200 | 404 | 410;
}

/** A person's public profile and rating, for their page's preview (decision 052); null for no one. */
export async function readPersonPreview(db: Firestore, uid: string): Promise<PersonPreview | null> {
  const [person, shards] = await Promise.all([
    db.doc(paths.publicProfile(uid)).get(),
    db.collection(paths.ratingShards(uid)).get(),
  ]);
  const profile = person.exists ? publicProfileSchema.safeParse(person.data()) : null;
  if (!profile?.success) return null;
  const rating = ratingOf(shards.docs.map((shard) => ratingShardSchema.parse(shard.data())));
  return { name: shownName(profile.data), role: profile.data.role, verified: profile.data.verified, rating };
}

export async function readListingPage(db: Firestore, id: string): Promise<ListingPageData | null> {
  const stored = await db.doc(paths.storeListing(id)).get();
  const listing = stored.exists ? listingFrom(id, stored.data()) : null;
  if (!listing) return null;
  const [person, shards] = await Promise.all([
    db.doc(paths.publicProfile(listing.sellerId)).get(),
    db.collection(paths.ratingShards(listing.sellerId)).get(),
  ]);
  const profile = person.exists ? publicProfileSchema.safeParse(person.data()) : null;
  const seller = profile?.success
    ? { name: profile.data.name, verified: profile.data.verified }
    : { name: '', verified: false };
  const rating = ratingOf(shards.docs.map((shard) => ratingShardSchema.parse(shard.data())));
  return { listing, seller, rating };
}

/** The page's data and its status; `url` is its canonical address. */
export async function readListingScreen(db: Firestore, id: string, url: string): Promise<ReadListing> {
  const page = await readListingPage(db, id);
  if (page) return { screen: { id, url, page }, status: 200 };
  const product = await db.doc(paths.storeProduct(id)).get();
  return product.exists
    ? { screen: { id, url, page: null, absence: 'hidden' }, status: 404 }
    : { screen: { id, url, page: null, absence: 'gone' }, status: 410 };
}
