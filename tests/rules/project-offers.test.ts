// Offers (decision 067): a price is read by the project's student, the seller who offered it and admins, nobody
// else, and written by no browser (each step is the API's, from the offers table). Real clients, each signed in.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import {
  assignedSeller,
  callers,
  dbFor,
  DAY_MS,
  openProject,
  otherSeller,
  PROJECT_ID,
  seedProject,
  student,
  useMarketplaceRules,
  type Caller,
} from './support/marketplace.ts';
import { seed, type Person } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

/** An offer as the API stores it: the seller's terms, waiting for the student. */
function storedOffer(seller: Person, price = 4200) {
  const now = Date.now();
  return {
    projectId: PROJECT_ID,
    studentId: student.uid,
    sellerId: seller.uid,
    sellerEmail: String(seller.token.email),
    state: 'open',
    terms: [{ price, deliveryBy: Timestamp.fromMillis(now + 9 * DAY_MS), note: '', by: 'seller', at: Timestamp.now() }],
    counters: 0,
    expiresAt: Timestamp.fromMillis(now + 7 * DAY_MS),
    step: { name: 'send', by: seller.uid, at: Timestamp.now() },
  };
}

async function seedOffers() {
  await seedProject(env, { ...openProject(), pricing: 'offers' });
  await seed(env, paths.projectOffer(PROJECT_ID, assignedSeller.uid), storedOffer(assignedSeller, 4200));
  await seed(env, paths.projectOffer(PROJECT_ID, otherSeller.uid), storedOffer(otherSeller, 3900));
}

const offers = (caller: Caller) => collection(dbFor(env, caller), paths.projectOffers(PROJECT_ID));
const offerOf = (caller: Caller, seller: Person) => doc(offers(caller), seller.uid);

/** Who may read the assigned seller's offer by id: its student, that seller and admins. */
const readsIt: Record<Caller, boolean> = {
  visitor: false,
  student: true,
  'other student': false,
  'assigned seller': true,
  'other seller': false,
  admin: true,
};

describe("a project's offers under the rules", () => {
  it.each(callers)("%s reading one seller's offer by id", async (caller) => {
    await seedOffers();
    const read = getDoc(offerOf(caller, assignedSeller));
    await (readsIt[caller] ? assertSucceeds(read) : assertFails(read));
  });

  it('lets the student and admins list every offer, and nobody else list them all', async () => {
    await seedOffers();
    for (const caller of callers) {
      const list = getDocs(offers(caller));
      await (caller === 'student' || caller === 'admin' ? assertSucceeds(list) : assertFails(list));
    }
  });

  it("lets a seller list their own offer and nothing of another seller's", async () => {
    await seedOffers();
    const mine = await assertSucceeds(getDocs(query(offers('other seller'), where('sellerId', '==', otherSeller.uid))));
    if (mine.docs.map((offer) => offer.id).join() !== otherSeller.uid) throw new Error('not only their own');
    await assertFails(getDocs(query(offers('other seller'), where('sellerId', '==', assignedSeller.uid))));
    await assertFails(getDocs(query(offers('other seller'), where('state', '==', 'open'))));
  });

  it('lets no browser write an offer: sending, countering, accepting, lowering a price or deleting one', async () => {
    await seedOffers();
    for (const caller of callers) {
      const own = caller === 'other seller' ? otherSeller : assignedSeller;
      await assertFails(setDoc(doc(offers(caller), caller === 'visitor' ? 'x' : own.uid), storedOffer(own, 1)));
      await assertFails(updateDoc(offerOf(caller, assignedSeller), { state: 'accepted' }));
      await assertFails(updateDoc(offerOf(caller, otherSeller), { 'terms.0.price': 1 }));
      await assertFails(deleteDoc(offerOf(caller, otherSeller)));
    }
  });
});
