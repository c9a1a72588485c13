// Offers (decision 067): a price is read by the project's student, the seller who offered it and admins, nobody
// else, and written by no browser (each step is the API's, from the offers table). Real clients, each signed in.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDocs, Timestamp, where } from 'firebase/firestore';
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
import { at, within } from './support/documents.ts';
import { readMark, unreadQuery } from '../../web/src/features/projects/firestore-messages.ts';
import { offerChatQuery } from '../../web/src/features/projects/firestore-offer-messages.ts';

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

const offers = (caller: Caller) => within(dbFor(env, caller), paths.projectOffers(PROJECT_ID));
const offerOf = (caller: Caller, sellerId: string) => at(dbFor(env, caller), paths.projectOffer(PROJECT_ID, sellerId));

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
    const read = offerOf(caller, assignedSeller.uid).read();
    await (readsIt[caller] ? assertSucceeds(read) : assertFails(read));
  });

  it('lets the student and admins list every offer, and nobody else list them all', async () => {
    await seedOffers();
    for (const caller of callers) {
      const list = offers(caller).list();
      await (caller === 'student' || caller === 'admin' ? assertSucceeds(list) : assertFails(list));
    }
  });

  it("lets a seller list their own offer and nothing of another seller's", async () => {
    await seedOffers();
    const mine = await assertSucceeds(offers('other seller').list(where('sellerId', '==', otherSeller.uid)));
    if (mine.docs.map((offer) => offer.id).join() !== otherSeller.uid) throw new Error('not only their own');
    await assertFails(offers('other seller').list(where('sellerId', '==', assignedSeller.uid)));
    await assertFails(offers('other seller').list(where('state', '==', 'open')));
  });

  it('lets no browser write an offer: sending, countering, accepting, lowering a price or deleting one', async () => {
    await seedOffers();
    for (const caller of callers) {
      const own = caller === 'other seller' ? otherSeller : assignedSeller;
      await assertFails(offerOf(caller, caller === 'visitor' ? 'x' : own.uid).set(storedOffer(own, 1)));
      await assertFails(offerOf(caller, assignedSeller.uid).update({ state: 'accepted' }));
      await assertFails(offerOf(caller, otherSeller.uid).update({ 'terms.0.price': 1 }));
      await assertFails(offerOf(caller, otherSeller.uid).remove());
    }
  });
});

// Each offer has its own chat with its cards (decision 073): between the project's student and that seller, read by
// admins too; another seller never reads it, so never sees the price on its cards. Written by the API only; each
// side marks what they read for themselves.
describe("an offer's chat under the rules", () => {
  /** A card of the seller's first terms, as the offer's step writes it, unread by the student. */
  const card = (seller: Person) => ({
    text: 'Offer: ₹4,200.00, delivered by 9 Dec 2026.',
    offerTerms: 0,
    senderId: seller.uid,
    senderEmail: String(seller.token.email),
    readBy: [seller.uid],
    unreadBy: [student.uid],
    createdAt: Timestamp.now(),
  });

  async function seedChats() {
    await seedOffers();
    for (const seller of [assignedSeller, otherSeller])
      await seed(env, `${paths.projectOfferMessages(PROJECT_ID, seller.uid)}/card-1`, card(seller));
  }

  /**
   * The chat screen's read of `seller`'s offer chat. Its query, the unread markers' and what marking read writes are
   * the web client's own.
   */
  const chat = (caller: Caller, seller: Person) => getDocs(offerChatQuery(dbFor(env, caller), PROJECT_ID, seller.uid));
  /** A card in `seller`'s offer chat, as `caller` reaches it. */
  const cardIn = (caller: Caller, seller: Person, id = 'card-1') =>
    at(dbFor(env, caller), `${paths.projectOfferMessages(PROJECT_ID, seller.uid)}/${id}`);

  it.each(callers)("%s reading the assigned seller's offer chat, by id and as a list", async (caller) => {
    await seedChats();
    // Each read starts when its check awaits it: a refusal started earlier would reject with nobody listening yet.
    const expectRead = (read: () => Promise<unknown>) =>
      readsIt[caller] ? assertSucceeds(read()) : assertFails(read());
    await expectRead(() => cardIn(caller, assignedSeller).read());
    await expectRead(() => chat(caller, assignedSeller));
  });

  it('finds a seller only their own offer chat in their unread markers, never another seller’s card', async () => {
    await seedChats();
    // The student's unread markers span both chats; each seller's span none of the other's.
    const unread = (caller: Caller, uid: string) => getDocs(unreadQuery(dbFor(env, caller), uid));
    const studentsUnread = await assertSucceeds(unread('student', student.uid));
    if (studentsUnread.size !== 2) throw new Error(`the student has ${studentsUnread.size} unread, not 2`);
    await assertFails(unread('other seller', student.uid));
  });

  it('lets no browser write a card or a message, or change a price on one', async () => {
    await seedChats();
    for (const caller of callers) {
      const own = caller === 'other seller' ? otherSeller : assignedSeller;
      await assertFails(cardIn(caller, own, 'new').set(card(own)));
      await assertFails(cardIn(caller, assignedSeller).update({ text: 'Offer: ₹1.00' }));
      await assertFails(cardIn(caller, assignedSeller).remove());
    }
  });

  it('lets each side mark a card read for themselves only', async () => {
    await seedChats();
    const mark = (caller: Caller, patch: Record<string, unknown>) => cardIn(caller, assignedSeller).update(patch);
    await assertFails(mark('other seller', readMark(otherSeller.uid)));
    await assertFails(mark('student', { ...readMark(student.uid), offerTerms: 1 }));
    await assertSucceeds(mark('student', readMark(student.uid)));
  });
});
