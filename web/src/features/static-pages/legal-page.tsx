// A legal page from its policy (shared/src/content/policies.ts): title, date, the not-legal-advice
// disclaimer (SPEC 2), the introduction and numbered sections.
import { useId } from 'react';
import type { Policy, Section } from '@marketplace/shared/content/blocks';
import { lastUpdated, legalDisclaimer } from '@marketplace/shared/content/policies';
import { Banner } from '../../ui/banner.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import './static-pages.css';

export function LegalPage({ policy }: { policy: Policy }) {
  return (
    <article className="card legal-page">
      <header className="legal-header">
        <h1>{policy.title}</h1>
        <p className="muted legal-updated">
          Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
        <Banner tone="info" as="p" role="note" className="legal-disclaimer">
          {legalDisclaimer}
        </Banner>
        <div className="legal-intro">
          <ContentBlocks blocks={policy.intro} />
        </div>
      </header>
      {/* A counter numbers the h2s in CSS, so sections can be added or moved without renumbering. */}
      <div className="legal-sections">
        {policy.sections.map((section) => (
          <LegalSection key={section.heading} section={section} />
        ))}
      </div>
    </article>
  );
}

function LegalSection({ section }: { section: Section }) {
  const headingId = useId();
  return (
    <section className="legal-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <ContentBlocks blocks={section.blocks} />
    </section>
  );
}
