// SPEC 2 'Job Applications': Applicant, Position, Resume, Actions. The resume opens through a link the server
// issues to admins for a few minutes (the file itself is never public); delete is confirmed, and the server
// removes the stored file with the application.
import { useMemo, useState } from 'react';
import type { Application } from '@marketplace/shared/careers/application';
import { texts } from '@marketplace/shared/texts';
import { openInNewTab } from '../../lib/open-in-new-tab.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { EmailText } from '../../ui/email-text.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { errorText } from '../../lib/error-text.ts';
import { failureOf, useDeletion } from './use-deletion.tsx';

export function ApplicationsTable({ admin }: { admin: AdminPort }) {
  const applications = useWatch(useMemo(() => admin.watchApplications(), [admin]));
  const [resumeError, setResumeError] = useState<string | null>(null);
  const deletion = useDeletion<Application>({
    title: 'Delete application',
    question: (application) => (
      <p>
        Delete <strong>{application.applicantName}</strong>’s application for {application.jobTitle}, with their resume?
      </p>
    ),
    perform: (application) =>
      admin.deleteApplication(application.id).then(() => `Deleted ${application.applicantName}’s application.`),
    failureText: () => texts.admin.deleteApplicationFailed,
  });

  async function openResume(application: Application) {
    setResumeError(null);
    try {
      await openInNewTab(() => admin.resumeLink(application.id));
    } catch (error) {
      setResumeError(
        failureOf(error, (failure) => errorText(failure, 'The resume could not be opened. Please try again.')),
      );
    }
  }

  return (
    <AdminSection title="Job Applications">
      <Banner tone="error">{resumeError}</Banner>
      {deletion.element}
      <WatchedTable
        watched={applications}
        what="applications"
        empty="No applications yet."
        caption="Job Applications"
        columns={['Applicant', 'Position', 'Resume', 'Actions']}
        cells={(application) => [
          <>
            {application.applicantName}
            <br />
            <a className="admin-table__email" href={`mailto:${application.applicantEmail}`}>
              <EmailText email={application.applicantEmail} />
            </a>
          </>,
          application.jobTitle,
          <button
            aria-label={`View resume of ${application.applicantName}`}
            type="button"
            className="button--link button"
            onClick={() => void openResume(application)}
          >
            View resume
          </button>,
        ]}
        actions={(application) => deletion.button(application, `Delete ${application.applicantName}’s application`)}
      />
    </AdminSection>
  );
}
