// The demo projects (`npm start` on a first start, `npm run seed` at any time): the demo student's projects in
// each state of the escrow (scripts/seed-data/demo-projects.ts). Each project's documents (the project, its
// history, offers, chat, payment orders, refund or payouts) are created together in one batch, and only when the project
// is missing, so seeding again changes nothing, whatever the demo accounts did to them since. Beside them, the demo
// seller's payout details, their verification (decision 033: so the demo's payouts are sent) and email choices.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { createOnce, isAlreadyExists } from '../functions/src/platform/firestore-errors.ts';
import { demoNotificationPrefs } from './seed-data/demo-notification-prefs.ts';
import { demoPayoutDetails, demoProjectDocuments, type DemoPeople } from './seed-data/demo-projects.ts';
import { demoVerification } from './seed-data/demo-verification.ts';

export async function seedDemoProjects(say: (line: string) => void, { auth, db }: { auth: Auth; db: Firestore }) {
  const [student, seller, otherSeller] = await Promise.all([
    auth.getUserByEmail('student@example.com'),
    auth.getUserByEmail('seller@example.com'),
    auth.getUserByEmail('seller2@example.com'),
  ]);
  const people: DemoPeople = {
    student: { uid: student.uid, email: student.email! },
    seller: { uid: seller.uid, email: seller.email! },
    otherSeller: { uid: otherSeller.uid, email: otherSeller.email! },
  };
  let created = 0;
  for (const { documents } of demoProjectDocuments(people, Date.now(), (millis) => Timestamp.fromMillis(millis))) {
    const batch = db.batch();
    for (const { path, data } of documents) batch.create(db.doc(path), data);
    try {
      await batch.commit();
      created += 1;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error; // seeded before
    }
  }
  // Where the demo seller is paid: saved before the host's first start, so the payout waiting then is sent to it.
  await createOnce(db, paths.payoutDetails(seller.uid), { ...demoPayoutDetails, updatedAt: Timestamp.now() });
  await verifyDemoSeller(db, people);
  // The demo's email choices, also before the first start, so its catch-up's mail honours them; once only, so a
  // choice changed on the Profile page stays.
  for (const { path, data } of demoNotificationPrefs(people)) await createOnce(db, path, data);
  say(
    `demo projects: ${created} new, one in each state of the escrow, one asking for offers and one in milestones (student@example.com, seller@example.com and seller2@example.com)`,
  );
}

/**
 * The demo seller verified for the demo UPI id (decision 033), once: a verification they made or failed since stays.
 * Also run on every later start (repairDemoAccounts), for data seeded before verification existed.
 */
export async function verifyDemoSeller(db: Firestore, people: Pick<DemoPeople, 'seller'>): Promise<boolean> {
  const { path, data } = demoVerification(people, (millis) => Timestamp.fromMillis(millis));
  if (!(await createOnce(db, path, data))) return false;
  await db.doc(paths.user(people.seller.uid)).update({ sellerVerified: true });
  return true;
}
