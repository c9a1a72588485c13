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
import { demoStoreMoney } from './seed-data/demo-ledger.ts';
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
  const deliveryAddress = 'Hostel 4, Room 12, Devi Ahilya University, Indore, Madhya Pradesh 452001';
  const pastOrders = [
    { id: 'demo-order-card', product: products[1]!, daysAgo: 12, paymentMethod: 'card' as const },
    { id: 'demo-order-cod', product: products[3]!, daysAgo: 5, paymentMethod: 'cod' as const },
  ];
  for (const order of pastOrders) {
    const ordered = orderedProduct(order.product);
    const orderedAt = now - order.daysAgo * DAY_MS;
    const razorpay =
      order.paymentMethod === 'card' ? { paymentId: 'pay_sim_demo_card', orderId: 'order_sim_demo_card' } : null;
    await createOnce(db, paths.storeOrder(order.id), {
      ...storeOrderDocument({ buyer, product: ordered, deliveryAddress, paymentMethod: order.paymentMethod, razorpay }),
      orderStatus: 'Delivered',
      orderedAt: Timestamp.fromMillis(orderedAt),
    });
    if (razorpay) await seedPaymentOrder(db, buyer, ordered, razorpay, 'card', deliveryAddress, orderedAt);
    // Delivered three days after it was bought: its money earned then (decision 029).
    const money = demoStoreMoney(
      {
        id: order.id,
        paymentOrderId: razorpay?.orderId ?? null,
        paymentId: razorpay?.paymentId ?? null,
        buyerId: buyer.uid,
        sellerId: seller.uid,
        sellerEmail: ordered.sellerEmail,
        title: ordered.name,
        pricePaise: toPaise(ordered.price),
        paymentMethod: order.paymentMethod,
        orderedAt,
        deliveredAt: orderedAt + 3 * DAY_MS,
      },
      (millis) => Timestamp.fromMillis(millis),
    );
    for (const { path, data } of money) await createOnce(db, path, data);
  }
  await seedRecentOrder(db, buyer, seller.uid, products[0]!, now);
  say(
    `demo store: ${demoProducts.length} products from seller@example.com (${listed} new), 2 past orders of student@example.com and one bought today that can still be cancelled`,
  );
}

/** The paid payment order a card or UPI purchase leaves (store-purchase.ts), which a refund finds the payment by. */
async function seedPaymentOrder(
  db: Firestore,
  buyer: { uid: string; email: string },
  ordered: ReturnType<typeof orderedProduct>,
  { paymentId, orderId }: { paymentId: string; orderId: string },
  paymentMethod: 'card' | 'upi',
  deliveryAddress: string,
  paidAt: number,
) {
  await createOnce(db, paths.paymentOrder(orderId), {
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
    paymentMethod,
    createdAt: Timestamp.fromMillis(paidAt),
    paidAt: Timestamp.fromMillis(paidAt),
  });
}

/**
 * The demo student's UPI order of today, as the store's payment purpose writes it (store-purchase.ts): the store
 * order under its payment order's id, beside the paid payment order a refund returns the money of, and its capture
 * (decision 029). Its tracking is manual (the demo seller moves it on), so automatic tracking does not deliver it
 * seconds after the start.
 */
async function seedRecentOrder(
  db: Firestore,
  buyer: { uid: string; email: string },
  sellerId: string,
  product: Parameters<typeof orderedProduct>[0],
  now: number,
): Promise<void> {
  const id = 'order_sim_demo_recent';
  const paymentId = 'pay_sim_demo_recent';
  const orderedAtMs = now - 2 * 60 * 60 * 1000;
  const orderedAt = Timestamp.fromMillis(orderedAtMs);
  const ordered = orderedProduct(product);
  const deliveryAddress = 'Hostel 4, Room 12, Devi Ahilya University, Indore, Madhya Pradesh 452001';
  await seedPaymentOrder(db, buyer, ordered, { paymentId, orderId: id }, 'upi', deliveryAddress, orderedAtMs);
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
  const money = demoStoreMoney(
    {
      id,
      paymentOrderId: id,
      paymentId,
      buyerId: buyer.uid,
      sellerId,
      sellerEmail: ordered.sellerEmail,
      title: ordered.name,
      pricePaise: toPaise(ordered.price),
      paymentMethod: 'upi',
      orderedAt: orderedAtMs,
      deliveredAt: null,
    },
    (millis) => Timestamp.fromMillis(millis),
  );
  for (const { path, data } of money) await createOnce(db, path, data);
}
