// Sellers' browsers for the store's concurrency tests: the web SDK on the emulator as each seller (under the
// rules), and a visitor's, each listing its own products as the Sell form does.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  serverTimestamp,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newProductFields } from '@marketplace/shared/store/product';
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
 * `count` products ('Listing 0'...) listed at once by `sellers` sellers, each its own write from its seller's
 * browser; resolves to their ids in listing order. The sellers' profiles are seeded first (the rules check the role).
 */
export async function listAtOnce(db: AdminFirestore, count: number, sellers: number): Promise<string[]> {
  const people = Array.from({ length: sellers }, (_, i) => ({ uid: `seller-${i}`, email: `seller-${i}@example.test` }));
  await Promise.all(people.map((each) => db.doc(paths.user(each.uid)).set({ email: each.email, role: 'seller' })));
  const browsers = people.map((each) => ({ seller: each, browser: browserAs(each) }));
  try {
    const refs = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const { seller, browser } = browsers[i % sellers]!;
        const fields = newProductFields(
          seller,
          { name: `Listing ${i}`, description: `Project number ${i}`, price: 100 + i },
          '',
        );
        return addDoc(collection(browser.db, paths.storeProducts), { ...fields, createdAt: serverTimestamp() });
      }),
    );
    return refs.map((ref) => ref.id);
  } finally {
    await Promise.all(browsers.map(({ browser }) => browser.close()));
  }
}
