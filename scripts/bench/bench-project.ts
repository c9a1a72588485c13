// The project every bench path funds or works on: its own module, so the api's thread (api-thread.ts, fund-io.ts)
// loads it without the paths bench's web client.
import { Timestamp } from 'firebase-admin/firestore';
import { newProjectFields } from '@marketplace/shared/projects/post-project';

/** A ₹1,500 project taken by the bench's seller and not yet funded, as stored; `fields` change any of it. */
export function benchTakenProject(student: { uid: string; email: string }, fields: Record<string, unknown> = {}) {
  const deadline = Date.now() + 10 * 86_400_000;
  return {
    ...newProjectFields(student, {
      title: 'Bench project',
      description: 'A project for the bench.',
      hardware: '',
      software: '',
      features: '',
      deadline,
      budget: 1500,
      deliveryAddress: '12 Long Street, Bhopal',
    }),
    deadline: Timestamp.fromMillis(deadline),
    createdAt: Timestamp.now(),
    status: 'In Progress',
    paymentStatus: 'Unpaid',
    sellerId: 'bench-seller',
    sellerEmail: 'seller@example.test',
    ...fields,
  };
}
