// Reads of many events gathered into one request (decision 082): each document read asked for in the same turn of
// the event loop goes in one getAll, the way gathered-writes.ts gathers their writes. A burst's handlers each read a
// document or two; the Firestore emulator serves each request in turn, so 50,000 events' reads one by one queue
// behind each other where a few hundred requests carry them. Each read answers what a get made then would: the
// document as of the request, which a handler's own guard (a write only if nobody changed it since) relies on.
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

/** Documents in one request: Firestore serves a getAll of a few hundred in one go. */
const READS_PER_REQUEST = 300;

export interface GatheredReads {
  get(ref: DocumentReference): Promise<DocumentSnapshot>;
}

interface Asked {
  ref: DocumentReference;
  resolve: (snapshot: DocumentSnapshot) => void;
  reject: (error: unknown) => void;
}

export function gatheredReader(db: Firestore, perRequest = READS_PER_REQUEST): GatheredReads {
  let asked: Asked[] = [];
  const readAll = async (batch: Asked[]) => {
    try {
      const snapshots = await db.getAll(...batch.map((each) => each.ref));
      batch.forEach((each, i) => each.resolve(snapshots[i]!));
    } catch (error) {
      batch.forEach((each) => each.reject(error));
    }
  };
  return {
    get(ref) {
      return new Promise<DocumentSnapshot>((resolve, reject) => {
        if (asked.length === 0) {
          setImmediate(() => {
            const all = asked;
            asked = [];
            for (let i = 0; i < all.length; i += perRequest) void readAll(all.slice(i, i + perRequest));
          });
        }
        asked.push({ ref, resolve, reject });
      });
    },
  };
}

const readers = new WeakMap<Firestore, GatheredReads>();

/** This process's gathered reads of `db`, shared by every handler. */
export function gatheredReadsOf(db: Firestore): GatheredReads {
  const reader = readers.get(db) ?? gatheredReader(db);
  readers.set(db, reader);
  return reader;
}
