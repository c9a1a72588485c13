// A job listing and an application to it, as the admin's dashboard lists them, for the admin's component tests in
// both languages. Only tests import this file.
import type { Application } from '@marketplace/shared/careers/application';
import type { Job } from '@marketplace/shared/careers/job';

export const job: Job = { id: 'j1', title: 'Embedded engineer', location: 'Indore', description: 'Kits.', postedAt: 1 };

/** Asha Verma's application to `job`, with her résumé. */
export const application: Application = {
  id: 'a1',
  jobId: 'j1',
  jobTitle: 'Embedded engineer',
  applicantName: 'Asha Verma',
  applicantEmail: 'asha@example.com',
  resumeRef: 'resumes/x.pdf',
  appliedAt: 2,
};
