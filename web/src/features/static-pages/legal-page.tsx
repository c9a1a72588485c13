// A legal page from its policy (shared/src/content/policies.ts): title, date, the not-legal-advice
// disclaimer (SPEC 2), the introduction and numbered sections. In Hindi (decision 079) the policy is its Hindi
// (policies-hindi.ts, fetched with the page only when Hindi is shown, so no other page carries it), with a note
// that the English text governs, as Indian sites translating their terms say.
import { useId } from 'react';
import type { Policy, Section } from '@marketplace/shared/content/blocks';
import { lastUpdated, legalDisclaimer } from '@marketplace/shared/content/policies';
import type * as policiesInHindi from '@marketplace/shared/content/policies-hindi';
import en from '../../i18n/en/legal.json';
import { catalogue, hindiContent, useLocale } from '../../i18n/i18n.ts';
import { intlLocale } from '../../i18n/locale.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { Banner } from '../../ui/banner.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import './static-pages.css';

const useLegalTexts = catalogue(en, () => import('../../i18n/hi/legal.json'));
export type PoliciesInHindi = typeof policiesInHindi;
const usePoliciesInHindi = hindiContent(() => import('@marketplace/shared/content/policies-hindi'));

/** 'November 2026' in the shown language's way ('नवंबर 2026'), from the revision's year and month. */
function monthOf(iso: string, locale: string): string {
  const [year, month] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year!, (month ?? 1) - 1),
  );
}

export function LegalPage({ policy, inHindi }: { policy: Policy; inHindi: (hindi: PoliciesInHindi) => Policy }) {
  const t = useLegalTexts();
  const locale = useLocale();
  const hindi = usePoliciesInHindi();
  const shown = hindi ? inHindi(hindi) : policy;
  return (
    <article className="card legal-page">
      <header className="legal-header">
        <h1>{shown.title}</h1>
        <p className="muted legal-updated">
          {rich(t('legal.updated', { date: slot('date') }), {
            date: <time dateTime={lastUpdated.iso}>{monthOf(lastUpdated.iso, intlLocale[locale])}</time>,
          })}
        </p>
        <Banner tone="info" as="p" role="note" className="legal-disclaimer">
          {hindi ? hindi.legalDisclaimerInHindi : legalDisclaimer}
        </Banner>
        {hindi && (
          <p role="note" className="legal-governing">
            {t('legal.englishGoverns')}
          </p>
        )}
        <div className="legal-intro">
          <ContentBlocks blocks={shown.intro} />
        </div>
      </header>
      {/* A counter numbers the h2s in CSS, so sections can be added or moved without renumbering. */}
      <div className="legal-sections">
        {shown.sections.map((section, index) => (
          <LegalSection key={index} section={section} />
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
