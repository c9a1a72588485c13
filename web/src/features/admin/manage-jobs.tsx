// SPEC 2 'Manage Jobs': the 'Post New Job' / 'Close Form' toggle, the job form (SPEC 5 'Post job'), and the
// Job Listings table with a confirmed delete.
import { useMemo, useState, type FormEvent } from 'react';
import {
  checkPostJob,
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  postJobErrors,
  type Job,
} from '@marketplace/shared/careers/job';
import { sayAdmin, useAdminFormats, useAdminTexts, type AdminTranslate } from '../../lib/admin-texts.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { AdminSection } from './admin-section.tsx';
import { useDeletion } from './use-deletion.tsx';

export function ManageJobs({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const { date } = useAdminFormats();
  const [formOpen, setFormOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  const jobs = useWatch(useMemo(() => admin.watchJobs(), [admin]));
  const deletion = useDeletion<Job>({
    title: t('admin.jobs.deleteTitle'),
    question: (job) => (
      <p>{rich(t('admin.jobs.deleteQuestion', { title: slot('title') }), { title: <strong>{job.title}</strong> })}</p>
    ),
    perform: (job) => admin.deleteJob(job.id).then(() => t('admin.jobs.deleted', { title: job.title })),
    failureText: () => t('admin.error.deleteJobFailed'),
  });

  return (
    <AdminSection
      title={t('admin.jobs.title')}
      action={
        <button
          type="button"
          className="button"
          aria-expanded={formOpen}
          onClick={() => {
            setFormOpen((open) => !open);
            setPosted(false);
          }}
        >
          {formOpen ? t('admin.jobs.close') : t('admin.jobs.post')}
        </button>
      }
    >
      <Banner tone="success">{posted && t('admin.jobs.posted')}</Banner>
      {formOpen && (
        <JobForm
          admin={admin}
          onPosted={() => {
            setFormOpen(false);
            setPosted(true);
          }}
        />
      )}
      <h3 className="admin-section__subtitle">{t('admin.jobs.listings')}</h3>
      {deletion.element}
      <WatchedTable
        watched={jobs}
        what="jobs"
        empty={t('admin.jobs.empty')}
        caption={t('admin.jobs.listings')}
        columns={[t('admin.col.title'), t('admin.col.location'), t('admin.col.posted'), t('admin.col.actions')]}
        cells={(job) => [job.title, job.location, job.postedAt === null ? '' : date(job.postedAt)]}
        actions={(job) => deletion.button(job, t('admin.deleteNamed', { name: job.title }))}
      />
    </AdminSection>
  );
}

/** The job form's check's words in the shown language: SPEC's by their key, the length rule with its limits. */
function sayJobError(t: AdminTranslate, english: string): string {
  return english === postJobErrors.tooLong
    ? t('admin.jobs.form.tooLong', { titleMax: JOB_TITLE_MAX, descriptionMax: JOB_DESCRIPTION_MAX })
    : sayAdmin(t, english);
}

function JobForm({ admin, onPosted }: { admin: AdminPort; onPosted: () => void }) {
  const t = useAdminTexts();
  const { values: fields, field } = useFormFields({ title: '', location: '', description: '' });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPostJob(fields);
    if (!checked.ok) return setError(sayJobError(t, checked.error));
    setError(null);
    setSending(true);
    try {
      await admin.postJob(checked.value);
      onPosted();
    } catch {
      setError(t('admin.error.postJobFailed'));
      setSending(false);
    }
  }

  return (
    <form
      className="card admin-job-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('admin.jobs.form')}
    >
      <Banner tone="error">{error}</Banner>
      <InputField label={t('admin.jobs.form.title')} {...field('title')} />
      <InputField
        label={t('admin.jobs.form.location')}
        placeholder={t('admin.jobs.form.locationHint')}
        {...field('location')}
      />
      <Field id={field('description').id} label={t('admin.jobs.form.description')}>
        <textarea className="input" rows={4} {...field('description')} />
      </Field>
      <div className="admin-job-form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('admin.jobs.form.posting') : t('admin.jobs.form.submit')}
        </button>
      </div>
    </form>
  );
}
