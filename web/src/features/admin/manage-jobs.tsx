// SPEC 2 'Manage Jobs': the 'Post New Job' / 'Close Form' toggle, the job form (SPEC 5 'Post job'), and the
// Job Listings table with a confirmed delete.
import { useMemo, useState, type FormEvent } from 'react';
import { checkPostJob, type Job } from '@marketplace/shared/careers/job';
import { texts } from '@marketplace/shared/texts';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { AdminSection } from './admin-section.tsx';
import { useDeletion } from './use-deletion.tsx';

export function ManageJobs({ admin }: { admin: AdminPort }) {
  const [formOpen, setFormOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  const jobs = useWatch(useMemo(() => admin.watchJobs(), [admin]));
  const deletion = useDeletion<Job>({
    title: 'Delete job listing',
    question: (job) => (
      <p>
        Delete the listing <strong>{job.title}</strong>? People can no longer apply for it.
      </p>
    ),
    perform: (job) => admin.deleteJob(job.id).then(() => `Deleted ${job.title}.`),
    failureText: () => texts.admin.deleteJobFailed,
  });

  return (
    <AdminSection
      title="Manage Jobs"
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
          {formOpen ? 'Close Form' : 'Post New Job'}
        </button>
      }
    >
      <Banner tone="success">{posted && 'Job posted.'}</Banner>
      {formOpen && (
        <JobForm
          admin={admin}
          onPosted={() => {
            setFormOpen(false);
            setPosted(true);
          }}
        />
      )}
      <h3 className="admin-section__subtitle">Job Listings</h3>
      {deletion.element}
      <WatchedTable
        watched={jobs}
        what="job listings"
        empty="No jobs posted yet."
        caption="Job Listings"
        columns={['Title', 'Location', 'Posted', 'Actions']}
        cells={(job) => [job.title, job.location, job.postedAt === null ? '' : formatDate(job.postedAt)]}
        actions={(job) => deletion.button(job, `Delete ${job.title}`)}
      />
    </AdminSection>
  );
}

function JobForm({ admin, onPosted }: { admin: AdminPort; onPosted: () => void }) {
  const { values: fields, field } = useFormFields({ title: '', location: '', description: '' });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPostJob(fields);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setSending(true);
    try {
      await admin.postJob(checked.value);
      onPosted();
    } catch {
      setError(texts.admin.postJobFailed);
      setSending(false);
    }
  }

  return (
    <form
      className="card admin-job-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Post a new job"
    >
      <Banner tone="error">{error}</Banner>
      <InputField label="Job title" {...field('title')} />
      <InputField label="Location" placeholder="e.g. Indore or Remote" {...field('location')} />
      <Field id={field('description').id} label="Description">
        <textarea className="input" rows={4} {...field('description')} />
      </Field>
      <div className="admin-job-form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Posting...' : 'Post Job'}
        </button>
      </div>
    </form>
  );
}
