// The live job list for the careers page (SPEC 7 live subscription: jobs), newest first.
import { useEffect, useState } from 'react';
import { onSnapshot, orderBy, query, Timestamp } from 'firebase/firestore';
import { jobSchema, type Job } from '@marketplace/shared/careers/job';
import { useFirebase } from '../../lib/contexts.ts';
import { jobsCollection } from '../../lib/paths.ts';

export function useJobs(): Job[] | null {
  const { db } = useFirebase();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  useEffect(
    () =>
      onSnapshot(
        query(jobsCollection(db), orderBy('postedAt', 'desc')),
        (snapshot) =>
          setJobs(
            snapshot.docs.flatMap((doc) => {
              const data = doc.data();
              const postedAt = data.postedAt instanceof Timestamp ? data.postedAt.toMillis() : null;
              const parsed = jobSchema.safeParse({ ...data, id: doc.id, postedAt });
              return parsed.success ? [parsed.data] : [];
            }),
          ),
        (error) => {
          console.warn('Jobs could not be loaded.', error);
          setJobs([]);
        },
      ),
    [db],
  );
  return jobs;
}
