// What follows each product, gathered per instance (decision 082): the store's listings (keepListing) and its
// search engine (keepStoreSearch). Each event hands the product's listing as the event says it is, with no read
// first; the feed writes what has gathered in one request (a commit of listings, an import into the engine), then
// reads those products back in one read and goes again for any that changed meanwhile. The read after the write is
// the race safety of every event: whatever the event's data was (late, repeated, out of order), what it feeds ends
// saying what a read made after its last write says. Bounded: at most one entry per product waits, and the waiting
// events are bounded by the instance's concurrency (the local host's delivery slots); a second event of a product
// joins the first's entry with its newer form, so a burst costs one write and one read a batch.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { listingFrom, type StoreListing } from '@marketplace/shared/store/listing';
import type { DocumentChange } from '../../platform/triggers.ts';
import { listingOf } from './store-records.ts';

/** A product changing on every read this often is left to the event's retry. */
export const MAX_ROUNDS = 5;
/** Changes in one write and one read: a Firestore commit holds at most 500 writes. */
export const FEED_BATCH = 500;
/** Batches in flight at once: the next gathers while these are written and read. */
const IN_FLIGHT = 4;

/** The product's fields a listing is made of (listingOf): not the admin search's grams, most of a product's bytes. */
export const LISTING_FIELDS = [
  'sellerId',
  'sellerEmail',
  'name',
  'description',
  'price',
  'imageUrl',
  'createdAt',
  'hidden',
] as const;

/** A product's listing as it should be fed, null when it is out of the store (deleted, hidden, not a product). */
export interface ListingChange {
  productId: string;
  listing: StoreListing | null;
}

export interface ListingFeed {
  /**
   * Settles once what the feed writes says what the product says now, by a read made after the write: `listing`
   * (what the event says) is only the first guess.
   */
  follow(productId: string, listing: StoreListing | null): Promise<void>;
}

/** The listing as an event's data says it is: a feed's first guess, which its read confirms. */
export const listingInEvent = ({ params, after }: DocumentChange): StoreListing | null =>
  after && after.hidden !== true ? listingFrom(params.productId!, after) : null;

interface Entry {
  listing: StoreListing | null;
  rounds: number;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

const same = (a: StoreListing | null, b: StoreListing | null) => JSON.stringify(a) === JSON.stringify(b);

/** `write` applies a batch (each product at most once in it); applying one again must be harmless. */
export function listingFeed(
  db: Firestore,
  write: (changes: ListingChange[]) => Promise<void>,
  batchSize = FEED_BATCH,
): ListingFeed {
  const pending = new Map<string, Entry>();
  let inFlight = 0;
  let scheduled = false;

  const queue = (productId: string, entry: Entry) => {
    const waiting = pending.get(productId);
    if (!waiting) pending.set(productId, entry);
    else {
      // The newer form goes first; the read after it decides either way.
      waiting.listing = entry.listing;
      waiting.rounds = Math.min(waiting.rounds, entry.rounds);
      waiting.waiters.push(...entry.waiters);
    }
    if (!scheduled) {
      scheduled = true;
      // One turn of the event loop: the rest of what one listener snapshot hands over joins this batch.
      setImmediate(pump);
    }
  };

  const settle = (entry: Entry, error?: unknown) =>
    entry.waiters.forEach((waiter) => (error === undefined ? waiter.resolve() : waiter.reject(error)));

  const flush = async (batch: [string, Entry][]) => {
    try {
      await write(batch.map(([productId, { listing }]) => ({ productId, listing })));
      const refs = batch.map(([productId]) => db.doc(paths.storeProduct(productId)));
      const read = await db.getAll(...refs, { fieldMask: LISTING_FIELDS.map((field) => new FieldPath(field)) });
      for (const [i, [productId, entry]] of batch.entries()) {
        const now = listingOf(read[i]!);
        if (same(now, entry.listing)) settle(entry);
        else if (entry.rounds + 1 >= MAX_ROUNDS) {
          settle(entry, new Error(`product ${productId} changed on each of ${MAX_ROUNDS} reads; the retry follows it`));
        } else queue(productId, { ...entry, listing: now, rounds: entry.rounds + 1 });
      }
    } catch (error) {
      // Each event is retried (decision 014), and writing a change again is harmless.
      for (const [, entry] of batch) settle(entry, error);
    }
  };

  function pump() {
    scheduled = false;
    while (inFlight < IN_FLIGHT && pending.size > 0) {
      const batch: [string, Entry][] = [];
      for (const [productId, entry] of pending) {
        batch.push([productId, entry]);
        pending.delete(productId);
        if (batch.length === batchSize) break;
      }
      inFlight += 1;
      void flush(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    follow: (productId, listing) =>
      new Promise<void>((resolve, reject) => queue(productId, { listing, rounds: 0, waiters: [{ resolve, reject }] })),
  };
}

const feeds = new WeakMap<object, WeakMap<Firestore, ListingFeed>>();

/**
 * One feed per instance for each thing fed (`key`: the search engine, the listings' database) and database, shared
 * by every event the instance handles.
 */
export function feedOf(key: object, db: Firestore, make: () => ListingFeed): ListingFeed {
  const byDb = feeds.get(key) ?? new WeakMap<Firestore, ListingFeed>();
  feeds.set(key, byDb);
  const feed = byDb.get(db) ?? make();
  byDb.set(db, feed);
  return feed;
}
