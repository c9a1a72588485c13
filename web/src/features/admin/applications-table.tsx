// SPEC 2 'Job Applications': Applicant, Position, Resume, Actions. The resume opens through a link the server
// issues to admins for a few minutes (the file itself is never public); delete is confirmed, and the server
// removes the stored file with the application.
import { useMemo, useState } from 'react';
import type { Application } from '@marketplace/shared/careers/application';
import { rich, slot } from '../../i18n/rich.tsx';
import { useAdminTexts } from '../../lib/admin-texts.ts';
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
  const t = useAdminTexts();
  const applications = useWatch(useMemo(() => admin.watchApplications(), [admin]));
  const [resumeError, setResumeError] = useState<string | null>(null);
  const deletion = useDeletion<Application>({
    title: t('admin.applications.deleteTitle'),
    question: (application) => (
      <p>
        {rich(t('admin.applications.deleteQuestion', { name: slot('name'), job: application.jobTitle }), {
          name: <strong>{application.applicantName}</strong>,
        })}
      </p>
    ),
    perform: (application) =>
      admin
        .deleteApplication(application.id)
        .then(() => t('admin.applications.deleted', { name: application.applicantName })),
    failureText: () => t('admin.error.deleteApplicationFailed'),
  });

  async function openResume(application: Application) {
    setResumeError(null);
    try {
      await openInNewTab(() => admin.resumeLink(application.id));
    } catch (error) {
      setResumeError(failureOf(t, error, (failure) => errorText(failure, t('admin.applications.resumeFailed'))));
    }
  }

  return (
    <AdminSection title={t('admin.applications.title')}>
      <Banner tone="error">{resumeError}</Banner>
      {deletion.element}
      <WatchedTable
        watched={applications}
        what="applications"
        empty={t('admin.applications.empty')}
        caption={t('admin.applications.title')}
        columns={[t('admin.col.applicant'), t('admin.col.position'), t('admin.col.resume'), t('admin.col.actions')]}
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
            aria-label={t('admin.applications.viewResumeOf', { name: application.applicantName })}
            type="button"
            className="button--link button"
            onClick={() => void openResume(application)}
          >
            {t('admin.applications.viewResume')}
          </button>,
        ]}
        actions={(application) =>
          deletion.button(application, t('admin.applications.deleteNamed', { name: application.applicantName }))
        }
      />
    </AdminSection>
  );
}
