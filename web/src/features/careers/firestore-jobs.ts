// The JobsPort on Firestore, read through shared's jobSchema.
import { onSnapshot, orderBy, query, type Firestore } from 'firebase/firestore';
import { jobSchema } from '@marketplace/shared/careers/job';
import { jobsCollection } from '../../lib/paths.ts';
import { loggedWatch } from '../../lib/watch.ts';
import type { JobsPort } from './jobs.port.ts';

export function firestoreJobs(db: Firestore): Pick<JobsPort, 'watchJobs'> {
  return {
    watchJobs: () =>
      loggedWatch('Listing jobs', (onNext, onError) =>
        onSnapshot(
          query(jobsCollection(db), orderBy('postedAt', 'desc')),
          (snapshot) =>
            onNext(
              snapshot.docs.flatMap((document) => {
                const parsed = jobSchema.safeParse({ ...document.data(), id: document.id });
                return parsed.success ? [parsed.data] : [];
              }),
            ),
          onError,
        ),
      ),
  };
}
