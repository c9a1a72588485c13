// Fixtures for the careers suites: an open job to apply to, as the admin console posts it.
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { Backend } from './emulators.ts';

/** A job posted by an admin, written past the rules; applications name it by `id`. */
export async function seedJob(backend: Backend, id: string): Promise<void> {
  await backend.db.doc(paths.job(id)).set({
    title: 'Embedded engineer',
    location: 'Indore',
    description: 'Kits.',
    postedAt: Timestamp.now(),
  });
}
