// Members' pages at size: a student with 1,000 projects and 1,000 store purchases, a seller with 1,000 sales. What
// each dashboard list's first screen reads through the web app's own adapters (signed in, under the rules), and how
// long until it has its data, beside reading every one of that person's documents in the same run. Target: a
// bounded number of documents (a page and the one that says 'Load more') and data within 1.5 s.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getDocs, query, where } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { newProjectFields } from '@marketplace/shared/projects/post-project';
import { orderedProduct, storeOrderDocument } from '../../functions/src/features/store/store-records.ts';
import { productSchema } from '@marketplace/shared/store/product';
import { firestoreProjects } from '../../web/src/features/projects/firestore-projects.ts';
import { PROJECTS_PAGE_SIZE } from '../../web/src/features/projects/projects.port.ts';
import { firestoreOrders } from '../../web/src/features/store/firestore-orders.ts';
import { ORDERS_PAGE } from '../../web/src/features/store/store.port.ts';
import { projectsCollection, storeOrdersCollection } from '../../web/src/lib/paths.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { visitFigures, type Figure } from './figures.ts';
import { browserVisits } from './web-client.ts';

const EACH = 1000;
const DAY = 86_400_000;
const student = { uid: 'bench-members-student', email: 'bench-members-student@example.test' };
const seller = { uid: 'bench-members-seller', email: 'bench-members-seller@example.test' };
const tokenOf = (person: { uid: string; email: string }) => ({
  sub: person.uid,
  email: person.email,
  email_verified: true,
});

async function seed(db: Firestore): Promise<void> {
  const writer = db.bulkWriter();
  const now = Date.now();
  void writer.set(db.doc(paths.user(student.uid)), { uid: student.uid, email: student.email, role: 'student' });
  void writer.set(db.doc(paths.user(seller.uid)), { uid: seller.uid, email: seller.email, role: 'seller' });
  const product = productSchema.parse({
    id: 'bench-kit',
    name: 'Bench weather station kit',
    description: 'A pre-built weather station with its source and report.',
    price: 2500,
    imageUrl: '',
    sellerId: seller.uid,
    sellerEmail: seller.email,
  });
  for (let n = 0; n < EACH; n++) {
    // The student's projects, every status among them, each with its own deadline.
    const status = (['Open', 'In Progress', 'Completed', 'Cancelled'] as const)[n % 4]!;
    void writer.set(db.doc(paths.project(`bench-members-project-${n}`)), {
      ...newProjectFields(student, {
        title: `Bench project ${n}`,
        description: 'A project of the members-at-size bench.',
        hardware: '',
        software: '',
        features: '',
        deadline: now + (n + 1) * DAY,
        budget: 1500,
        deliveryAddress: '12 Long Street, Bhopal',
      }),
      status,
      ...(status === 'Open' ? {} : { sellerId: seller.uid, sellerEmail: seller.email }),
      deadline: Timestamp.fromMillis(now + (n + 1) * DAY),
      createdAt: Timestamp.fromMillis(now - n * 60_000),
    });
    // The student's purchases, which are the seller's sales.
    void writer.set(db.doc(paths.storeOrder(`bench-members-order-${n}`)), {
      ...storeOrderDocument({
        buyer: student,
        product: orderedProduct(product),
        deliveryAddress: '12 Long Street, Bhopal',
        paymentMethod: 'upi',
        razorpay: { paymentId: `pay_Bench${n}`, orderId: `order_Bench${n}` },
      }),
      orderStatus: 'Delivered',
      orderedAt: Timestamp.fromMillis(now - n * 60_000),
    });
  }
  await writer.close();
}

/** Visits per figure: the median is reported, the first visit paying the emulator's first query of its shape. */
const VISITS = 5;

/**
 * A first screen's reads (the documents its queries delivered) and time to its data, as the person's browser reads it,
 * each visit a fresh client (a new tab, nothing cached); the median of VISITS.
 */
const visit = (
  firestore: BenchFirestore,
  person: { uid: string; email: string },
  name: string,
  read: (db: Parameters<typeof firestoreOrders>[0]) => Promise<number>,
) => browserVisits(firestore, name, VISITS, read, tokenOf(person));

export async function benchMemberPages(firestore: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  say(`seeding a student with ${EACH} projects and ${EACH} purchases, which are a seller's ${EACH} sales`);
  await seed(firestore.db);
  const actor = { ...student, role: 'student' as const };
  // Each status's query reads its room and one more: what 'Load more' is decided by.
  const projects = await visit(firestore, student, 'projects', async (db) => {
    const page = await firstValue(firestoreProjects(db).watchProjects(actor, PROJECTS_PAGE_SIZE));
    return page.projects.length + (page.more ? 1 : 0);
  });
  const purchases = await visit(firestore, student, 'purchases', async (db) => {
    const page = await firstValue(firestoreOrders(db).watchPurchases(student.uid, ORDERS_PAGE));
    return page.length;
  });
  const sales = await visit(firestore, seller, 'sales', async (db) => {
    const page = await firstValue(firestoreOrders(db).watchSales(seller.uid, ORDERS_PAGE));
    return page.length;
  });
  const every = (
    person: { uid: string; email: string },
    field: 'studentId' | 'sellerId',
    which: 'projects' | 'orders',
  ) =>
    visit(firestore, person, `every-${which}-${field}`, async (db) => {
      const collection = which === 'projects' ? projectsCollection(db) : storeOrdersCollection(db);
      const all = await getDocs(query(collection, where(field, '==', person.uid)));
      return all.size;
    });
  const sizes = `(${EACH.toLocaleString('en')})`;
  return [
    ...visitFigures(
      { reads: `student's projects: first screen reads ${sizes}`, time: "student's projects: time to the list" },
      projects,
      { name: 'every project of theirs', ...(await every(student, 'studentId', 'projects')) },
      PROJECTS_PAGE_SIZE + 4,
    ),
    ...visitFigures(
      { reads: `student's purchases: first screen reads ${sizes}`, time: "student's purchases: time to the list" },
      purchases,
      { name: 'every order of theirs', ...(await every(student, 'studentId', 'orders')) },
      ORDERS_PAGE,
    ),
    ...visitFigures(
      { reads: `seller's sales: first screen reads ${sizes}`, time: "seller's sales: time to the list" },
      sales,
      { name: 'every sale of theirs', ...(await every(seller, 'sellerId', 'orders')) },
      ORDERS_PAGE,
    ),
  ].map((figure) => (figure.unit === 'ms' ? { ...figure, target: { value: 1500, kind: 'max' as const } } : figure));
}
