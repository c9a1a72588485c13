// The open positions the careers page lists (SPEC 7 live subscription: jobs).
import type { Job } from '@marketplace/shared/careers/job';
import type { Watch } from '../../lib/watch.ts';

export interface JobsPort {
  /** Newest first. */
  watchJobs(): Watch<Job[]>;
}
