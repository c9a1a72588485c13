// The demo store (`npm start` on a first start, `npm run seed` at any time): the demo seller's listings,
// each with a photo from scripts/seed-data/products/, and one past order of the demo student each way (card
// and cash on delivery), so a new person meets a working store, tracking and 'My Store Purchases'; and one bought
// by UPI today, shipped by hand, so the demo student can cancel it inside SPEC 9's 24 hours and see the refund.
// Everything has a fixed id and is created only when missing, so seeding again changes nothing.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { CURRENCY, toPaise } from '@marketplace/shared/projects/money';
import { newProductFields } from '@marketplace/shared/store/product';
import { orderedProduct, storeOrderDocument } from '../functions/src/features/store/store-records.ts';
import { createOnce } from '../functions/src/platform/firestore-errors.ts';
import { ROOT } from './root.ts';
import { demoProducts } from './seed-data/demo-products.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const productId = (image: string) => `demo-${image.replace(/\.\w+$/, '')}`;

export async function seedDemoStore(
  say: (line: string) => void,
  { auth, db, mediaDir }: { auth: Auth; db: Firestore; mediaDir: string },
): Promise<void> {
  const [seller, student] = await Promise.all([
    auth.getUserByEmail('seller@example.com'),
    auth.getUserByEmail('student@example.com'),
  ]);
  const images = join(mediaDir, 'public', 'products');
  await mkdir(images, { recursive: true });
  const now = Date.now();
  let listed = 0;
  const products = await Promise.all(
    demoProducts.map(async (demo, index) => {
      const id = productId(demo.image);
      const file = `demo-${demo.image}`;
      await copyFile(join(ROOT, 'scripts', 'seed-data', 'products', demo.image), join(images, file));
      const fields = newProductFields({ uid: seller.uid, email: seller.email! }, demo, `/media/products/${file}`);
      // Listed a few days apart, newest first in the order they are written here.
      const createdAt = Timestamp.fromMillis(now - (index + 1) * DAY_MS);
      if (await createOnce(db, paths.storeProduct(id), { ...fields, createdAt })) listed += 1;
      return { ...fields, id, createdAt: createdAt.toMillis() };
    }),
  );

  const buyer = { uid: student.uid, email: student.email! };
  const pastOrders = [
    { id: 'demo-order-card', product: products[1]!, daysAgo: 12, paymentMethod: 'card' as const },
    { id: 'demo-order-cod', product: products[3]!, daysAgo: 5, paymentMethod: 'cod' as const },
  ];
  for (const order of pastOrders) {
    await createOnce(db, paths.storeOrder(order.id), {
      ...storeOrderDocument({
        buyer,
        product: orderedProduct(order.product),
        deliveryAddress: 'Hostel 4, Room 12, Devi Ahilya University, Indore, Madhya Pradesh 452001',
        paymentMethod: order.paymentMethod,
        razorpay:
          order.paymentMethod === 'card' ? { paymentId: 'pay_sim_demo_card', orderId: 'order_sim_demo_card' } : null,
      }),
      orderStatus: 'Delivered',
      orderedAt: Timestamp.fromMillis(now - order.daysAgo * DAY_MS),
    });
  }
  await seedRecentOrder(db, buyer, products[0]!, now);
  say(
    `demo store: ${demoProducts.length} products from seller@example.com (${listed} new), 2 past orders of student@example.com and one bought today that can still be cancelled`,
  );
}

/**
 * The demo student's UPI order of today, as the store's payment purpose writes it (store-purchase.ts): the store
 * order under its payment order's id, beside the paid payment order a refund returns the money of. Its tracking is
 * manual (the demo seller moves it on), so automatic tracking does not deliver it seconds after the start.
 */
async function seedRecentOrder(
  db: Firestore,
  buyer: { uid: string; email: string },
  product: Parameters<typeof orderedProduct>[0],
  now: number,
): Promise<void> {
  const id = 'order_sim_demo_recent';
  const paymentId = 'pay_sim_demo_recent';
  const orderedAt = Timestamp.fromMillis(now - 2 * 60 * 60 * 1000);
  const ordered = orderedProduct(product);
  const deliveryAddress = 'Hostel 4, Room 12, Devi Ahilya University, Indore, Madhya Pradesh 452001';
  await createOnce(db, paths.paymentOrder(id), {
    purpose: 'store',
    studentId: buyer.uid,
    studentEmail: buyer.email,
    amountPaise: toPaise(ordered.price),
    currency: CURRENCY,
    status: 'paid',
    paymentId,
    confirmedBy: 'checkout',
    product: ordered,
    deliveryAddress,
    paymentMethod: 'upi',
    createdAt: orderedAt,
    paidAt: orderedAt,
  });
  await createOnce(db, paths.storeOrder(id), {
    ...storeOrderDocument({
      buyer,
      product: ordered,
      deliveryAddress,
      paymentMethod: 'upi',
      razorpay: { paymentId, orderId: id },
    }),
    orderStatus: 'Shipped',
    tracking: 'manual',
    orderedAt,
  });
}
