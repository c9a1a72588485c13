// SPEC 2 'Careers': Apply Now opens this modal: name, email and a resume (SPEC 5: all required). The server
// checks the file by its bytes; its refusal is shown here in SPEC 8's words, and success closes the form.
import { useId, useState, type FormEvent } from 'react';
import { RESUME_ACCEPT, checkApplication } from '@marketplace/shared/careers/application';
import type { Job } from '@marketplace/shared/careers/job';
import { texts } from '@marketplace/shared/texts';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { InputField } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { useApplicationSay } from './application-texts.ts';
import { useCareersTexts } from './careers-texts.ts';
import type { JobsPort } from './jobs.port.ts';

interface ApplicationModalProps {
  job: Pick<Job, 'id' | 'title' | 'location'>;
  jobs: Pick<JobsPort, 'apply'>;
  onClose: () => void;
  onSent: () => void;
}

export function ApplicationModal({ job, jobs, onClose, onSent }: ApplicationModalProps) {
  const t = useCareersTexts();
  const say = useApplicationSay();
  const id = useId();
  const { values, field } = useFormFields({ name: '', email: '' }, id);
  const [resume, setResume] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkApplication({ ...values, hasResume: resume !== null });
    if (!checked.ok || !resume) return setError(checked.ok ? texts.careers.applicationRequired : checked.error);
    setError(null);
    setSending(true);
    try {
      await jobs.apply({ jobId: job.id, ...checked.value, resume });
      onSent();
    } catch (failure) {
      setError(errorText(failure, texts.careers.applicationFailed));
      setSending(false);
    }
  }

  return (
    <Dialog
      title={t('careers.apply.title', { title: job.title })}
      subtitle={job.location}
      onClose={onClose}
      closable={!sending}
      size="narrow"
    >
      <form className="application-form" onSubmit={(event) => void submit(event)} noValidate>
        <Banner tone="error">{say(error)}</Banner>
        <InputField label={t('careers.apply.name')} autoComplete="name" {...field('name')} />
        <InputField label={t('careers.apply.email')} type="email" autoComplete="email" {...field('email')} />
        <InputField
          id={`${id}-resume`}
          label={t('careers.apply.resume')}
          type="file"
          accept={RESUME_ACCEPT}
          onChange={(e) => setResume(e.target.files?.[0] ?? null)}
        />
        <FormActions
          submitLabel={sending ? t('careers.apply.submitting') : t('careers.apply.submit')}
          cancelLabel={t('careers.apply.cancel')}
          onCancel={onClose}
          busy={sending}
        />
      </form>
    </Dialog>
  );
}
