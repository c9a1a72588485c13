// The open positions the careers page lists (SPEC 7 live subscription: jobs), and applying for one.
import type { Job } from '@marketplace/shared/careers/job';
import { ShownError } from '../../lib/error-text.ts';
import type { Watch } from '../../lib/watch.ts';

export interface ApplicationInput {
  jobId: string;
  name: string;
  email: string;
  resume: File;
}

/** Why an application did not go through, already in SPEC 8's words. */
export class ApplicationError extends ShownError {
  override name = 'ApplicationError';
}

export interface JobsPort {
  /** Newest first. */
  watchJobs(): Watch<Job[]>;
  /** Sends the application with its resume; rejects with an ApplicationError saying what to show. */
  apply(application: ApplicationInput): Promise<void>;
}
