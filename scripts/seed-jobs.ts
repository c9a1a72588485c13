// The demo careers page (`npm start` on a first start, `npm run seed` at any time): the positions in
// scripts/seed-data/demo-jobs.ts, each with a fixed id and created only when missing, so seeding again (or
// after an admin deleted one) changes nothing that is there.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createOnce } from '../functions/src/platform/firestore-errors.ts';
import { paths } from '@marketplace/shared/paths';
import { demoJobs } from './seed-data/demo-jobs.ts';

export async function seedDemoJobs(say: (line: string) => void, db: Firestore): Promise<void> {
  let posted = 0;
  for (const [index, { id, ...job }] of demoJobs.entries()) {
    // A day apart, newest first as the page lists them.
    const postedAt = Timestamp.fromMillis(Date.now() - index * 86_400_000);
    if (await createOnce(db, paths.job(id), { ...job, postedAt })) posted += 1;
  }
  if (posted > 0) say(`posted ${posted} demo job${posted === 1 ? '' : 's'}`);
}
