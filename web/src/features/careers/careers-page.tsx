// SPEC 2 Careers: the open positions, or the empty state with a careers contact email.
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { jobPath } from '@marketplace/shared/navigation/pages';
import { useAddress } from '../../i18n/use-address.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { followInApp } from '../../lib/in-app-link.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { useCareersTexts } from './careers-texts.ts';
import type { JobsPort } from './jobs.port.ts';
import './careers.css';

// Loaded when someone chooses Apply Now: the form's checks stay out of the careers page's first load.
const ApplicationModal = lazy(() => import('./application-modal.tsx').then((m) => ({ default: m.ApplicationModal })));

export const careersEmail = 'careers@projectboard.example';

/** The careers email as a link, inside a sentence of the catalogue that says where it goes. */
function withEmail(text: string) {
  return rich(text, {
    email: (
      <a className="careers-email" href={`mailto:${careersEmail}`}>
        {careersEmail}
      </a>
    ),
  });
}

export interface CareersJob {
  id: string;
  title: string;
  location: string;
  description: string;
}

export function CareersPage({ jobs: port, job = null }: { jobs: JobsPort; job?: string | null }) {
  const t = useCareersTexts();
  const watched = useWatch(useMemo(() => port.watchJobs(), [port]));
  const [applying, setApplying] = useState<CareersJob | null>(null);
  // Whether an application went through: its notice is said in the language shown, also after a switch.
  const [sent, setSent] = useState(false);
  const notice = sent ? t('careers.applicationSent') : null;
  // A list that could not be loaded reads as empty: the page still gives the careers email (SPEC 2).
  const jobs = watched.status === 'loading' ? null : watched.status === 'ready' ? watched.value : [];
  const apply = (chosen: CareersJob) => {
    setSent(false);
    setApplying(chosen);
  };
  return (
    <>
      {job === null ? (
        <CareersList jobs={jobs} notice={notice} onApply={apply} />
      ) : (
        <JobPage
          job={jobs === null ? undefined : (jobs.find((open) => open.id === job) ?? null)}
          notice={notice}
          onApply={apply}
        />
      )}
      {applying && (
        <Suspense fallback={null}>
          <ApplicationModal
            job={applying}
            jobs={port}
            onClose={() => setApplying(null)}
            onSent={() => {
              setApplying(null);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

interface CareersListProps {
  /** Null while the list is still loading. */
  jobs: CareersJob[] | null;
  /** Said above the list after an application went through. */
  notice?: string | null;
  onApply?: (job: CareersJob) => void;
}

export function CareersList({ jobs, notice = null, onApply }: CareersListProps) {
  const t = useCareersTexts();
  const address = useAddress();
  const noticeRef = useRef<HTMLDivElement>(null);
  // The form closes on success and its opener may be far down the list, with the banner above the window
  // (applicants thought it failed). The banner comes into view and takes focus, so it is seen and
  // read out. This runs after the closing dialog has handed focus back to Apply Now.
  useEffect(() => {
    if (!notice) return;
    noticeRef.current?.scrollIntoView?.({ block: 'center' });
    noticeRef.current?.focus({ preventScroll: true });
  }, [notice]);
  return (
    <div className="text-page">
      <header className="text-page__header">
        <h1>{t('careers.title')}</h1>
        <p className="text-page__lead careers-lead">{t('careers.lead')}</p>
      </header>
      <Banner tone="success" ref={noticeRef} focusable className="careers-notice">
        {notice}
      </Banner>

      {jobs === null ? (
        <p className="muted careers-loading" role="status">
          {t('careers.loading')}
        </p>
      ) : jobs.length === 0 ? (
        <section className="card careers-empty" aria-labelledby="careers-empty-title">
          <h2 id="careers-empty-title">{t('careers.noOpenings')}</h2>
          <p>{withEmail(t('careers.emptyBody', { email: slot('email') }))}</p>
        </section>
      ) : (
        <section aria-labelledby="careers-open-title">
          <h2 id="careers-open-title" className="careers-open-title">
            {t('careers.openPositions')}
          </h2>
          <ul className="card-grid careers-list">
            {jobs.map((job) => (
              <li key={job.id} className="card careers-job">
                <h3 className="careers-job__title">
                  {/* The position's own page (decision 052), which job search engines read. */}
                  <a href={address(jobPath(job.id))} onClick={(event) => followInApp(event, address(jobPath(job.id)))}>
                    {job.title}
                  </a>
                </h3>
                <p className="careers-job__location">
                  <span className="visually-hidden">{t('careers.location')}</span>
                  {job.location}
                </p>
                <p className="careers-job__description">{job.description}</p>
                {onApply && <ApplyButton job={job} onApply={onApply} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

interface JobPageProps {
  /** Undefined while the jobs load; null when no open position has this id. */
  job: CareersJob | null | undefined;
  notice: string | null;
  onApply: (job: CareersJob) => void;
}

/** One position's own page, /careers/{id} (decision 052): drawn by the server with its JobPosting data. */
function JobPage({ job, notice, onApply }: JobPageProps) {
  const t = useCareersTexts();
  const all = useAddress()('/careers');
  const back = (
    <p className="careers-back">
      <a href={all} onClick={(event) => followInApp(event, all)}>
        {t('careers.allPositions')}
      </a>
    </p>
  );
  if (job === undefined)
    return (
      <div className="text-page">
        {back}
        <p className="muted careers-loading" role="status">
          {t('careers.loading')}
        </p>
      </div>
    );
  if (job === null)
    return (
      <div className="text-page">
        {back}
        <h1>{t('careers.closedTitle')}</h1>
        <p>{withEmail(t('careers.closedBody', { email: slot('email') }))}</p>
      </div>
    );
  return (
    <article className="text-page careers-position">
      {back}
      <header className="text-page__header">
        <h1>{job.title}</h1>
        <p className="text-page__lead careers-job__location">
          <span className="visually-hidden">{t('careers.location')}</span>
          {job.location}
        </p>
      </header>
      <Banner tone="success" focusable className="careers-notice">
        {notice}
      </Banner>
      <p className="careers-position__description">{job.description}</p>
      <ApplyButton job={job} onApply={onApply} />
    </article>
  );
}

/** Apply Now for one position, in the list and on the position's own page alike. */
function ApplyButton({ job, onApply }: { job: CareersJob; onApply: (job: CareersJob) => void }) {
  const t = useCareersTexts();
  return (
    <button
      type="button"
      className="button careers-job__apply"
      aria-label={t('careers.applyFor', { title: job.title })}
      onClick={() => onApply(job)}
    >
      {t('careers.applyNow')}
    </button>
  );
}
