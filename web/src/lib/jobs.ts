// The open positions, newest first (SPEC 7 live subscription: jobs): the careers page lists them and the admin
// console manages them, so the one query lives here, read through shared's jobsFrom.
import { orderBy, query, type Firestore } from 'firebase/firestore';
import { jobsFrom, type Job } from '@marketplace/shared/careers/job';
import { jobsCollection } from './paths.ts';
import { watchQuery } from './firestore-watch.ts';
import { type Watch } from './watch.ts';

export function watchJobs(db: Firestore): Watch<Job[]> {
  return watchQuery('Listing jobs', query(jobsCollection(db), orderBy('postedAt', 'desc')), (snapshot) => jobsFrom(snapshot.docs.map((document) => ({ id: document.id, data: document.data() }))));
}
