// A new job application reaches every admin, once per application, dated when it was made.
import type { z } from 'zod';
import { applicationSchema } from '../careers/application.ts';
import { words } from './mail-words.ts';
import type { NotificationDraft } from './notification.ts';

/** What an application's notice reads of it; the server reads the application as this. */
export const applicationFacts = applicationSchema.pick({
  id: true,
  jobTitle: true,
  applicantName: true,
  appliedAt: true,
});

export function notificationsForApplication(application: z.infer<typeof applicationFacts>): NotificationDraft[] {
  return [
    {
      to: { admins: true },
      key: `application-${application.id}`,
      at: application.appliedAt,
      content: {
        kind: 'admin-new-application',
        title: 'New application',
        text: `${application.applicantName} applied for ${application.jobTitle}.`,
        link: '/dashboard',
      },
      // The name and the job as written, in the admin's language (decision 072).
      words: {
        title: words('application.new.title'),
        text: words('application.new.text', { name: application.applicantName, job: application.jobTitle }),
      },
    },
  ];
}
