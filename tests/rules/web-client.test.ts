// The web app's own Firestore adapters (web/src/features/*/firestore-*.ts) against the rules: every write they
// make and every query they run is allowed, so a change on either side that breaks the other fails here
// rather than in a browser. What they send to the API instead (posting, listing, messages: decision 032) is the
// API suites'.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { ProjectGoneError, type Actor } from '@marketplace/shared/projects/project-actions';
import { blockId, hiddenPeopleDocument } from '@marketplace/shared/safety/block';
import type { Watch } from '../../web/src/lib/watch.ts';
import { firestorePayoutDetails, firestorePayouts } from '../../web/src/features/payouts/firestore-payouts.ts';
import { firestoreProfile } from '../../web/src/features/profile/firestore-profile.ts';
import { firestoreDelivery } from '../../web/src/features/escrow/firestore-delivery.ts';
import { firestoreMessages } from '../../web/src/features/projects/firestore-messages.ts';
import { firestoreProjects } from '../../web/src/features/projects/firestore-projects.ts';
import { firestoreListings } from '../../web/src/features/store/firestore-listings.ts';
import { firestoreOrders } from '../../web/src/features/store/firestore-orders.ts';
import { firestoreProducts } from '../../web/src/features/store/firestore-products.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import {
  PROJECT_ID,
  admin,
  assignedSeller,
  openProject,
  otherSeller,
  otherStudent,
  seedProject,
  storedMessage,
  student,
  takenProject,
  useMarketplaceRules,
} from './support/marketplace.ts';
import { asPerson, asVisitor, seed, storedData, type Person } from './support/rules-test-env.ts';
import {
  PRODUCT_ID,
  storedListing,
  buyer,
  productSeller,
  seedOrder,
  seedProduct,
  storedOrder,
} from './support/store.ts';

const env = useMarketplaceRules();

const actor = (person: Person, role: Actor['role']): Actor => ({
  uid: person.uid,
  email: String(person.token.email),
  role,
});
const studentActor = actor(student, 'student');
const sellerActor = actor(assignedSeller, 'seller');

/** The upload endpoint's answer for a product photo, as the local Media adapter names it; no HTTP here. */

/** Every adapter the app builds, as this person's browser would. */
const portFor = (person: Person) => {
  const db = asPerson(env, person);
  return {
    ...firestoreProjects(db),
    ...firestoreDelivery(db),
    ...firestoreMessages(db),
    ...firestorePayouts(db),
    ...firestorePayoutDetails(db),
    ...firestoreProfile(db),
    ...firestoreProducts(db),
    ...firestoreOrders(db),
  };
};

/** A watch's first value, then unsubscribed; a refusal rejects. */
function first<T>(watch: Watch<T>): Promise<T> {
  return firstWhere(watch, () => true);
}

/** The first value the watch delivers that `accept` takes. */
function firstWhere<T>(watch: Watch<T>, accept: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const unsubscribe = watch(
      (value) => {
        if (done || !accept(value)) return;
        done = true;
        resolve(value);
        setTimeout(() => unsubscribe());
      },
      (error) => {
        done = true;
        reject(error);
      },
    );
  });
}

const storedAt = (path: string) => storedData(env, path);

describe('the dashboards', () => {
  beforeEach(async () => {
    await seedProject(env, openProject(), 'open');
    await seedProject(env, takenProject('Completed', 'Released'), 'completed');
  });

  it("lists a student's projects", async () => {
    const projects = await assertSucceeds(
      first(portFor(student).watchProjects(studentActor, 24)).then((page) => page.projects),
    );
    expect(projects.map((project) => project.id).sort()).toEqual(['completed', 'open']);
  });

  it("lists the assigned seller's projects (both queries)", async () => {
    const projects = await assertSucceeds(
      first(portFor(assignedSeller).watchProjects(sellerActor, 24)).then((page) => page.projects),
    );
    expect(projects.map((project) => project.id).sort()).toEqual(['completed', 'open']);
  });

  it("lists another seller's projects: the open one only", async () => {
    const projects = await assertSucceeds(
      first(portFor(otherSeller).watchProjects(actor(otherSeller, 'seller'), 24)).then((page) => page.projects),
    );
    expect(projects.map((project) => project.id)).toEqual(['open']);
  });

  it('leaves out, for a seller, the projects of a student either of them blocked and those a moderator hid', async () => {
    await seedProject(env, { ...openProject(), studentId: otherStudent.uid }, 'of-bob');
    await seedProject(env, { ...openProject(), hidden: true }, 'hidden');
    await seed(env, paths.block(blockId(student.uid, otherSeller.uid)), {
      blockerId: student.uid,
      blockedId: otherSeller.uid,
    });
    await seed(env, paths.hiddenPeople(otherSeller.uid), hiddenPeopleDocument([student.uid]));
    const projects = await assertSucceeds(
      first(portFor(otherSeller).watchProjects(actor(otherSeller, 'seller'), 24)).then((page) => page.projects),
    );
    expect(projects.map((project) => project.id)).toEqual(['of-bob']);
  });

  it('lists, for a seller, their own work in progress with a student who blocked them since', async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'), 'taken');
    await seed(env, paths.hiddenPeople(assignedSeller.uid), hiddenPeopleDocument([student.uid]));
    const projects = await assertSucceeds(
      first(portFor(assignedSeller).watchProjects(sellerActor, 24)).then((page) => page.projects),
    );
    expect(projects.map((project) => project.id).sort()).toEqual(['completed', 'taken']);
  });

  it('shows the delivery address to the student and the assigned seller', async () => {
    await expect(first(portFor(student).watchDeliveryAddress('completed'))).resolves.toBeTruthy();
    await expect(first(portFor(assignedSeller).watchDeliveryAddress('completed'))).resolves.toBeTruthy();
  });

  it("lists the seller's payouts", async () => {
    await seed(env, paths.payout('completed'), {
      projectId: 'completed',
      sellerId: assignedSeller.uid,
      title: 'Line-following robot',
      sellerPaise: 175_000,
      platformPaise: 75_000,
      budgetPaise: 250_000,
      createdAt: Timestamp.now(),
    });
    const payouts = await assertSucceeds(first(portFor(assignedSeller).watchSellerPayouts(assignedSeller.uid)));
    expect(payouts.map((payout) => payout.projectId)).toEqual(['completed']);
  });

  it("lists every payout to an admin a page at a time, newest first, of every status or of one (the console's Payouts)", async () => {
    const payout = (id: string, status: string, minutesAgo: number) =>
      seed(env, paths.payout(id), {
        projectId: id,
        sellerId: id === 'other' ? otherSeller.uid : assignedSeller.uid,
        title: `Project ${id}`,
        sellerPaise: 70_000,
        platformPaise: 30_000,
        budgetPaise: 100_000,
        status,
        createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      });
    await payout('oldest', 'failed', 3);
    await payout('other', 'processed', 2);
    await payout('newest', 'failed', 1);
    const ids = (payouts: { id: string }[]) => payouts.map((one) => one.id);
    const port = portFor(admin);
    expect(ids(await assertSucceeds(first(port.watchAllPayouts('all', 20))))).toEqual(['newest', 'other', 'oldest']);
    // A page is the newest ones: two asked, two read, whatever the rest.
    expect(ids(await assertSucceeds(first(port.watchAllPayouts('all', 2))))).toEqual(['newest', 'other']);
    expect(ids(await assertSucceeds(first(port.watchAllPayouts('failed', 20))))).toEqual(['newest', 'oldest']);
    expect(ids(await assertSucceeds(first(port.watchAllPayouts('failed', 1))))).toEqual(['newest']);
    // Anyone else is refused the list of every payout, a page of it too.
    expectConsole('warn', /Listing all payouts failed/);
    await expect(first(portFor(assignedSeller).watchAllPayouts('all', 20))).rejects.toThrow();
  });

  it("reads the seller's own payout details back (none saved reads as null)", async () => {
    const port = portFor(assignedSeller);
    await expect(assertSucceeds(first(port.watchPayoutDetails(assignedSeller.uid)))).resolves.toBeNull();
    await seed(env, paths.payoutDetails(assignedSeller.uid), { method: 'upi', upiId: 'sally@okaxis' });
    // The client's cache may answer null first; the server's answer follows.
    const saved = firstWhere(port.watchPayoutDetails(assignedSeller.uid), (details) => details !== null);
    await expect(saved).resolves.toEqual({
      method: 'upi',
      upiId: 'sally@okaxis',
    });
  });
});

describe('the project actions', () => {
  it("takes (funding, the delivery and the release are the API's: decision 028)", async () => {
    await seedProject(env, openProject());
    await assertSucceeds(portFor(assignedSeller).perform('take', PROJECT_ID, sellerActor));
    expect(await storedAt(paths.project(PROJECT_ID))).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Unpaid',
      sellerId: assignedSeller.uid,
    });
  });

  it('tells a seller who comes second that the project is gone', async () => {
    await seedProject(env, openProject());
    await portFor(assignedSeller).perform('take', PROJECT_ID, sellerActor);
    const late = portFor(otherSeller).perform('take', PROJECT_ID, actor(otherSeller, 'seller'));
    await expect(late).rejects.toBeInstanceOf(ProjectGoneError);
  });
});

describe('the chat', () => {
  beforeEach(async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
  });

  it('lists, counts unread and marks read (the API sends)', async () => {
    await seed(
      env,
      `${paths.projectMessages(PROJECT_ID)}/later`,
      storedMessage(assignedSeller, student, 'Parts ordered.'),
    );
    await seed(env, `${paths.projectMessages(PROJECT_ID)}/earlier`, storedMessage(assignedSeller, student, 'Hi'));

    const chat = await assertSucceeds(first(portFor(student).watchMessages(PROJECT_ID)));
    expect(chat.map((message) => message.text).sort()).toEqual(['Hi', 'Parts ordered.']);

    const unread = await assertSucceeds(first(portFor(student).watchUnreadCounts(student.uid)));
    expect(unread.get(PROJECT_ID)).toBe(2);

    await assertSucceeds(
      portFor(student).markRead(
        PROJECT_ID,
        chat.map((message) => message.id),
        student.uid,
      ),
    );
    const after = await first(portFor(student).watchUnreadCounts(student.uid));
    expect(after.get(PROJECT_ID)).toBeUndefined();
  });

  it("counts the student's reply as the seller's unread", async () => {
    await seed(env, `${paths.projectMessages(PROJECT_ID)}/reply`, storedMessage(student, assignedSeller, 'Thanks!'));
    const unread = await first(portFor(assignedSeller).watchUnreadCounts(assignedSeller.uid));
    expect(unread.get(PROJECT_ID)).toBe(1);
  });
});

describe('the profile', () => {
  it('saves one field of the person’s own profile, and only that field', async () => {
    await assertSucceeds(portFor(student).saveField(student.uid, 'phone', '+919876543210'));
    expect(await storedAt(paths.user(student.uid))).toMatchObject({ phone: '+919876543210', role: 'student' });
  });

  it("is refused for someone else's profile, and the adapter logs the refusal", async () => {
    expectConsole('warn', /Saving the profile's fullName failed/);
    await expect(portFor(student).saveField(otherSeller.uid, 'fullName', 'Not Mine')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the store', () => {
  it('shows a visitor the newest listings, and the page after a listing', async () => {
    await seed(env, paths.storeListing(PRODUCT_ID), storedListing({ createdAt: 2_000 }));
    await seed(env, paths.storeListing('older'), storedListing({ createdAt: 1_000 }));
    const listings = firestoreListings(asVisitor(env));
    const newest = await assertSucceeds(first(listings.watchNewest()));
    expect(newest.map((listing) => listing.id)).toEqual([PRODUCT_ID, 'older']);
    const after = await assertSucceeds(listings.loadMore(newest[0]!));
    expect(after.map((listing) => listing.id)).toEqual(['older']);
  });

  it('lists, edits and removes a seller’s product (the API lists it)', async () => {
    const port = portFor(productSeller);
    const id = PRODUCT_ID;
    await seedProduct(env);

    const listed = await assertSucceeds(first(port.watchSellerProducts(productSeller.uid)));
    expect(listed.map((product) => product.id)).toEqual([id]);

    const { name, description } = storedListing();
    await assertSucceeds(port.updateProduct(id, { name, description, price: 2499 }, ''));
    expect(await storedAt(paths.storeProduct(id))).toMatchObject({
      price: 2499,
      imageUrl: '',
      sellerId: productSeller.uid,
    });

    await assertSucceeds(port.deleteProduct(id));
    expect(await storedAt(paths.storeProduct(id))).toBeUndefined();
  });

  it("is refused another seller's product, and the adapter logs the refusal", async () => {
    await seedProduct(env, undefined, 'sallys');
    expectConsole('warn', /Deleting a product failed/);
    await expect(portFor(otherSeller).deleteProduct('sallys')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lists the buyer’s purchases and the seller’s sales and follows an order (its steps are the API’s)', async () => {
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
    await seedOrder(env, storedOrder({ orderedAt: minutesAgo(3) }), 'earlier');
    await seedOrder(env, storedOrder({ seller: otherSeller, orderedAt: minutesAgo(2) }), 'from-sam');
    await seedOrder(env, storedOrder({ paymentMethod: 'cod', orderedAt: minutesAgo(1) }), 'later');

    const purchases = await assertSucceeds(first(portFor(buyer).watchPurchases(buyer.uid, 20)));
    expect(purchases.map((order) => order.id)).toEqual(['later', 'from-sam', 'earlier']);
    const sales = await assertSucceeds(first(portFor(productSeller).watchSales(productSeller.uid, 20)));
    expect(sales.map((order) => order.id)).toEqual(['later', 'earlier']);
    // A page is the newest ones: two asked, two read, whatever the rest.
    const newestPurchases = await assertSucceeds(first(portFor(buyer).watchPurchases(buyer.uid, 2)));
    expect(newestPurchases.map((order) => order.id)).toEqual(['later', 'from-sam']);
    const newestSale = await assertSucceeds(first(portFor(productSeller).watchSales(productSeller.uid, 1)));
    expect(newestSale.map((order) => order.id)).toEqual(['later']);

    const followed = await assertSucceeds(first(portFor(buyer).watchOrder('later')));
    expect(followed).toMatchObject({ id: 'later', orderStatus: 'Order Confirmed', paymentMethod: 'cod' });
  });

  // A tracking link (/store?order={id}) can be opened by anyone: the read it makes is the buyer's alone.
  it("follows an order from a link for its buyer only; anyone else's read, and a missing order's, is refused", async () => {
    await seedOrder(env, storedOrder(), 'linked');
    expect(await assertSucceeds(first(portFor(buyer).watchOrder('linked')))).toMatchObject({ id: 'linked' });
    expectConsole('warn', /Following an order failed/);
    for (const orders of [portFor(otherStudent), portFor(otherSeller), firestoreOrders(asVisitor(env))]) {
      await expect(first(orders.watchOrder('linked'))).rejects.toMatchObject({ code: 'permission-denied' });
    }
    await expect(first(portFor(buyer).watchOrder('no-such-order'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

// Last in the file: this test opens and closes several listeners in quick succession, and the emulator has
// been seen to garble the stream of the next test's listener when it clears the database meanwhile.
describe('the dashboard a page at a time', () => {
  beforeEach(async () => {
    await seedProject(env, openProject(), 'open');
    await seedProject(env, takenProject('Completed', 'Released'), 'completed');
  });

  it('reads a page at a time in SPEC 4 order: In Progress, Open, Completed, nearest deadline first', async () => {
    const day = 86_400_000;
    const dated = (project: DocumentData, days: number) => ({
      ...project,
      deadline: Timestamp.fromMillis(Date.now() + days * day),
    });
    await seedProject(env, dated(openProject(), 9), 'open-later');
    await seedProject(env, dated(openProject(), 2), 'open-sooner');
    await seedProject(env, dated(takenProject('In Progress', 'Unpaid'), 20), 'in-progress');
    const port = portFor(assignedSeller);
    const ids = (page: { projects: { id: string }[] }) => page.projects.map((project) => project.id);
    const firstTwo = await assertSucceeds(first(port.watchProjects(sellerActor, 2)));
    expect(ids(firstTwo)).toEqual(['in-progress', 'open-sooner']);
    expect(firstTwo.more).toBe(true);
    // The second listener may answer first from what the first one cached; the server's answer follows.
    const all = await assertSucceeds(
      firstWhere(port.watchProjects(sellerActor, 24), (page) => !page.more && page.projects.length === 5),
    );
    expect(ids(all)).toEqual(['in-progress', 'open-sooner', 'open-later', 'open', 'completed']);
    expect(all.more).toBe(false);
  });
});
