// The JobsPort whole: the openings read live from Firestore, and an application sent through the API (the
// resume is checked and stored by the server, never written by the browser).
import type { Firestore } from 'firebase/firestore';
import { firestoreJobs } from './firestore-jobs.ts';
import { httpApplications } from './http-applications.ts';
import type { JobsPort } from './jobs.port.ts';

export function jobsAdapter(db: Firestore): JobsPort {
  return { ...firestoreJobs(db), ...httpApplications() };
}
