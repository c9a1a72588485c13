// The store's concurrency tests: a browser (the web SDK on the emulator, as a person under the rules, or a
// visitor), and sellers listing products at once as POST /api/store/products does (its use case, decision 032).
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { listProduct } from '../../../functions/src/features/store/list-product.ts';
import { API_TEST_PROJECT } from './emulators.ts';

interface Browser {
  db: Firestore;
  close(): Promise<void>;
}

/** A browser on the emulator, signed in as `person` or (null) a visitor. */
export function browserAs(person: { uid: string; email: string } | null): Browser {
  const app = initializeApp({ projectId: API_TEST_PROJECT, apiKey: 'test' }, `browser-${randomUUID()}`);
  const db = getFirestore(app);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(
    db,
    host!,
    Number(port),
    person ? { mockUserToken: { sub: person.uid, email: person.email, email_verified: true } } : {},
  );
  return {
    db,
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/**
 * `count` products ('Listing 0'...) listed at once by `sellers` sellers, each its own write as the listing endpoint
 * makes it (its limit left out: counting is limits.test.ts's); resolves to their ids in listing order.
 */
export async function listAtOnce(db: AdminFirestore, count: number, sellers: number): Promise<string[]> {
  const people = Array.from({ length: sellers }, (_, i) => ({
    uid: `seller-${i}`,
    email: `seller-${i}@example.test`,
    admin: false,
    role: 'seller' as const,
  }));
  await Promise.all(people.map((each) => db.doc(paths.user(each.uid)).set({ email: each.email, role: 'seller' })));
  const listed = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      listProduct(
        { db },
        people[i % sellers]!,
        { name: `Listing ${i}`, description: `Project number ${i}`, price: 100 + i, imageUrl: '' },
        async () => {},
      ),
    ),
  );
  return listed.map((outcome) => {
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value.id;
  });
}
