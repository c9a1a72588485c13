// The open positions, newest first (SPEC 7 live subscription: jobs): the careers page lists them and the admin
// console manages them, so the one query lives here, read through shared's jobsFrom.
import { onSnapshot, orderBy, query, type Firestore } from 'firebase/firestore';
import { jobsFrom, type Job } from '@marketplace/shared/careers/job';
import { jobsCollection } from './paths.ts';
import { loggedWatch, type Watch } from './watch.ts';

export function watchJobs(db: Firestore): Watch<Job[]> {
  return loggedWatch('Listing jobs', (onNext, onError) =>
    onSnapshot(
      query(jobsCollection(db), orderBy('postedAt', 'desc')),
      (snapshot) => onNext(jobsFrom(snapshot.docs.map((document) => ({ id: document.id, data: document.data() })))),
      onError,
    ),
  );
}
