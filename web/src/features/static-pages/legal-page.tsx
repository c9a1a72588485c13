// The layout the three legal pages share: title, dates, the not-legal-advice disclaimer and numbered sections.
import { useId, type ReactNode } from 'react';
import { supportEmail } from './support-email.ts';
import './static-pages.css';

/** SPEC 2: each legal page carries a disclaimer that it is not legal advice. */
export const legalDisclaimer =
  'The text on this page is provided for information only and does not constitute legal advice.';

/** When the legal texts were last revised; change it whenever a policy's wording changes. */
const lastUpdated = { label: 'November 2026', iso: '2026-11' };

export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="card legal-page">
      <header className="legal-header">
        <h1>{title}</h1>
        <p className="muted legal-updated">
          Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
        <p className="banner banner--info legal-disclaimer" role="note">
          {legalDisclaimer}
        </p>
        <div className="legal-intro">{intro}</div>
      </header>
      {/* A counter numbers the h2s in CSS, so sections can be added or moved without renumbering. */}
      <div className="legal-sections">{children}</div>
    </article>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="legal-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}

/** The closing section every policy ends with. */
export function LegalContactSection() {
  return (
    <LegalSection heading="Contact us">
      <p>
        Questions about this policy can be sent to{' '}
        <a className="legal-email" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>{' '}
        or through the Support &amp; Contact page.
      </p>
    </LegalSection>
  );
}
