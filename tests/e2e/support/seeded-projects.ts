// Projects placed straight into the emulator, as the app and its server would have stored them, for journeys
// that start partway through a project's life (a funded project long past its deadline, a delivery about to be
// released automatically). A funded one comes with the paid payment order its funding left, so a refund finds
// the captured payment exactly as it would after a real checkout.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { toPaise } from '@marketplace/shared/projects/money';
import type { PaymentStatus, ProjectStatus } from '@marketplace/shared/projects/project';
import { seedVerifiedPerson } from './projects.ts';
import type { Admin } from './stack.ts';

export interface SeededProject {
  title: string;
  budget: number;
  /** Epoch millis, or null for none. */
  deadline: number | null;
  status?: ProjectStatus;
  paymentStatus?: PaymentStatus;
  seller?: { uid: string; email: string };
  /** Escrow fields to store as well (dates as epoch millis). */
  escrow?: { deliveries?: number; deliveredAt?: number; autoReleaseAt?: number };
}

export const SEEDED_ADDRESS = '14 Lake View Road, Bhopal 462016';

/** Stores the project (and its delivery address; for a funded one, its paid order); returns its id. */
export async function seedProject(
  admin: Admin,
  student: { uid: string; email: string },
  { title, budget, deadline, status, paymentStatus = 'Unpaid', seller, escrow = {} }: SeededProject,
): Promise<string> {
  const ref = admin.db.collection(paths.projects).doc();
  const at = (millis: number | undefined) => (millis === undefined ? null : Timestamp.fromMillis(millis));
  await ref.set({
    studentId: student.uid,
    studentEmail: student.email,
    title,
    description: `${title}: a description long enough to wrap on a phone, with a word like ${'x'.repeat(60)}.`,
    hardware: 'ESP32',
    software: 'Python',
    features: 'Alerts, Reports',
    deadline: deadline === null ? null : Timestamp.fromMillis(deadline),
    budget,
    status: status ?? (seller ? 'In Progress' : 'Open'),
    paymentStatus,
    createdAt: Timestamp.now(),
    sellerId: seller?.uid ?? null,
    sellerEmail: seller?.email ?? null,
    deliveries: escrow.deliveries ?? 0,
    deliveredAt: at(escrow.deliveredAt),
    autoReleaseAt: at(escrow.autoReleaseAt),
    // Listed, as POST /api/projects writes it (decision 031: the sellers' lists ask for it).
    hidden: false,
  });
  await admin.db.doc(paths.projectDelivery(ref.id)).set({ deliveryAddress: SEEDED_ADDRESS });
  if (paymentStatus !== 'Unpaid') {
    const orderId = `order_sim_seeded${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin.db.doc(paths.paymentOrder(orderId)).set({
      purpose: 'project',
      projectId: ref.id,
      studentId: student.uid,
      amountPaise: toPaise(budget),
      currency: 'INR',
      status: 'paid',
      paymentId: `pay_sim_seeded${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      confirmedBy: 'checkout',
      createdAt: Timestamp.now(),
      paidAt: Timestamp.now(),
    });
  }
  return ref.id;
}

/**
 * A journey's cast: a verified student and seller named after `purpose`, and the student's project `name` (made
 * unique), assigned to the seller when `assigned`.
 */
export async function seedCast(
  admin: Admin,
  purpose: string,
  password: string,
  {
    name,
    assigned = false,
    ...project
  }: Omit<SeededProject, 'title' | 'seller'> & { name: string; assigned?: boolean },
) {
  const student = await seedVerifiedPerson(admin, 'student', `${purpose}-student`, password);
  const seller = await seedVerifiedPerson(admin, 'seller', `${purpose}-seller`, password);
  const title = `${name} ${randomUUID().slice(0, 8)}`;
  const projectId = await seedProject(admin, student, { title, ...project, ...(assigned ? { seller } : {}) });
  return { student, seller, title, projectId };
}
