// 'Post a New Project' (SPEC 2, rules in SPEC 5), with its milestones (decision 068: one, the whole project, unless
// the student splits it). The form checks with checkPostProject and hands on only a valid project; writing it is the
// caller's business, so this renders and tests without Firebase.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  checkPostProject,
  localDateString,
  type NewProject,
  type PostProjectInput,
} from '@marketplace/shared/projects/post-project';
import { MIN_AMOUNT } from '@marketplace/shared/projects/money';
import { pricings, type Pricing } from '@marketplace/shared/projects/project';
import { Banner } from '../../ui/banner.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { RadioChoices } from '../../ui/radio-choices.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { MilestoneRows, type MilestoneInput } from '../../ui/milestone-rows.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { postProjectError, useProjectsTexts } from './projects-texts.ts';
import { useProjectWords } from '../../ui/project-texts.ts';

export type SubmitOutcome = { ok: true } | { ok: false; error: string };

interface PostProjectFormProps {
  onSubmit: (project: NewProject) => Promise<SubmitOutcome>;
  onCancel: () => void;
  now: number;
  /** The profile's saved address, offered as the delivery address. */
  initialAddress?: string;
}

/** The form's text fields; the pricing is a choice of two, held apart. */
type TextFields = Omit<PostProjectInput, 'pricing'>;

const emptyInput: TextFields = {
  title: '',
  description: '',
  hardware: '',
  software: '',
  features: '',
  deadline: '',
  budget: '',
  deliveryAddress: '',
};

export function PostProjectForm({ onSubmit, onCancel, now, initialAddress = '' }: PostProjectFormProps) {
  const t = useProjectsTexts();
  // Decision 067: SPEC's take at the student's price stays the default; asking for offers is the other way.
  const pricingLabels: Record<Pricing, string> = {
    fixed: t('projects.post.pricing.fixed'),
    offers: t('projects.post.pricing.offers'),
  };
  const { values: input, field } = useFormFields<TextFields>(
    { ...emptyInput, deliveryAddress: initialAddress },
    'post-project',
  );
  // Each failed attempt is a new object, so the banner is brought into view again even with the same text.
  const [pricing, setPricing] = useState<Pricing>('fixed');
  // Decision 068: none (one milestone, the whole budget) unless the student splits the project.
  const [milestones, setMilestones] = useState<MilestoneInput[]>([]);
  const { milestoneProblem } = useProjectWords();
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  const error = failure?.text ?? null;
  const [submitting, setSubmitting] = useState(false);
  const banner = useRef<HTMLDivElement>(null);

  // The submit button is at the bottom of a long form; on a phone the banner at the top is out of sight.
  useEffect(() => {
    if (!failure) return;
    // Scroll the dialog back to its top, so its heading stays in sight above the banner.
    let scroller = banner.current?.parentElement ?? null;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    scroller?.scrollTo?.({ top: 0 });
    banner.current?.focus({ preventScroll: true });
  }, [failure]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const check = checkPostProject({ ...input, pricing }, now, milestones);
    if (!check.ok) {
      // SPEC 5's errors by this part's keys, the milestones' by the project parts' (any other as it came).
      setFailure({ text: milestoneProblem(postProjectError(t, check.error)) });
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const outcome = await onSubmit(check.value);
    // On success the caller closes the form; only a failure leaves something to show here.
    if (!outcome.ok) {
      setFailure({ text: outcome.error });
      setSubmitting(false);
    }
  }

  return (
    // noValidate: SPEC 5's message in the red banner, rather than the browser's own bubbles, says what is missing.
    <form className="post-project" onSubmit={submit} noValidate>
      <Banner ref={banner} tone="error" focusable>
        {error}
      </Banner>
      <InputField label={t('projects.post.title')} type="text" required maxLength={200} {...field('title')} />
      <Field id="post-project-description" label={t('projects.post.description')}>
        <textarea className="input" rows={4} required {...field('description')} />
      </Field>
      <div className="post-project__row">
        <InputField
          label={t('projects.post.hardware')}
          type="text"
          placeholder={t('projects.post.hardwareExample')}
          {...field('hardware')}
        />
        <InputField
          label={t('projects.post.software')}
          type="text"
          placeholder={t('projects.post.softwareExample')}
          {...field('software')}
        />
      </div>
      <InputField
        label={t('projects.post.features')}
        type="text"
        placeholder={t('projects.post.featuresExample')}
        {...field('features')}
      />
      <div className="post-project__row">
        <InputField
          label={t('projects.post.deadline')}
          type="date"
          required
          min={localDateString(now)}
          {...field('deadline')}
        />
        <InputField
          label={t('projects.post.budget')}
          type="number"
          inputMode="decimal"
          required
          min={MIN_AMOUNT}
          step="0.01"
          {...field('budget')}
        />
      </div>
      <RadioChoices
        legend={t('projects.post.price')}
        name="post-project-pricing"
        choices={pricings}
        labels={pricingLabels}
        value={pricing}
        onChange={setPricing}
        className="post-project__pricing"
        choiceClassName="post-project__pricing-choice"
      />
      <MilestoneRows
        idPrefix="post-project-milestone"
        rows={milestones}
        onChange={setMilestones}
        priceWord="budget"
        price={input.budget}
        lastDay={input.deadline}
        now={now}
        minDate={localDateString(now)}
        disabled={submitting}
      />
      <Field id="post-project-deliveryAddress" label={t('projects.post.deliveryAddress')}>
        <textarea className="input" rows={3} required autoComplete="street-address" {...field('deliveryAddress')} />
      </Field>
      <p className="muted post-project__note">{t('projects.post.addressNote')}</p>
      <FormActions
        submitLabel={submitting ? t('projects.post.posting') : t('projects.post.button')}
        onCancel={onCancel}
        busy={submitting}
      />
    </form>
  );
}
