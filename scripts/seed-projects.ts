// The demo projects (`npm start` on a first start, `npm run seed` at any time): the demo student's projects in
// each state of the escrow (scripts/seed-data/demo-projects.ts). Each project's documents (the project, its
// history, chat, payment order, refund or payout) are created together in one batch, and only when the project
// is missing, so seeding again changes nothing, whatever the demo accounts did to them since. Beside them, the demo
// seller's payout details and email choices.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { createOnce, isAlreadyExists } from '../functions/src/platform/firestore-errors.ts';
import { demoNotificationPrefs } from './seed-data/demo-notification-prefs.ts';
import { demoPayoutDetails, demoProjectDocuments } from './seed-data/demo-projects.ts';

export async function seedDemoProjects(say: (line: string) => void, { auth, db }: { auth: Auth; db: Firestore }) {
  const [student, seller] = await Promise.all([
    auth.getUserByEmail('student@example.com'),
    auth.getUserByEmail('seller@example.com'),
  ]);
  const people = {
    student: { uid: student.uid, email: student.email! },
    seller: { uid: seller.uid, email: seller.email! },
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
  // The demo's email choices, also before the first start, so its catch-up's mail honours them; once only, so a
  // choice changed on the Profile page stays.
  for (const { path, data } of demoNotificationPrefs(people)) await createOnce(db, path, data);
  say(`demo projects: ${created} new, one in each state of the escrow (student@example.com and seller@example.com)`);
}
