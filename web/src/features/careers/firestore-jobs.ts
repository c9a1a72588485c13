// The JobsPort's list on Firestore (the query is shared with the admin console in lib/jobs.ts).
import type { Firestore } from 'firebase/firestore';
import { watchJobs } from '../../lib/jobs.ts';
import type { JobsPort } from './jobs.port.ts';

export function firestoreJobs(db: Firestore): Pick<JobsPort, 'watchJobs'> {
  return { watchJobs: () => watchJobs(db) };
}
