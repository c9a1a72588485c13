// A new job application reaches every admin, once per application, dated when it was made.
import type { Application } from '../careers/application.ts';
import type { NotificationDraft } from './notification.ts';

export function notificationsForApplication(
  application: Pick<Application, 'id' | 'jobTitle' | 'applicantName' | 'appliedAt'>,
): NotificationDraft[] {
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
    },
  ];
}
