// SPEC 2 About: static text about the platform.
import type { ReactNode } from 'react';
import about from '../../i18n/en/about.json';
import { catalogue } from '../../i18n/i18n.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import './static-pages.css';

const useAboutTexts = catalogue(about);

/** One of the page's cards, named by its heading. */
function AboutCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card about-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
    </section>
  );
}

export function AboutPage() {
  const t = useAboutTexts();
  return (
    <article className="text-page">
      <header className="text-page__header about-header">
        <h1>{t('about.title')}</h1>
        <p className="text-page__lead about-lead">{t('about.lead')}</p>
      </header>

      <div className="about-grid">
        <AboutCard id="about-students" title={t('about.studentsTitle')}>
          {t('about.studentsBody')}
        </AboutCard>
        <AboutCard id="about-sellers" title={t('about.sellersTitle')}>
          {rich(t('about.sellersBody', { share: slot('share') }), {
            share: <strong>{t('about.sellersShare')}</strong>,
          })}
        </AboutCard>
        <AboutCard id="about-payments" title={t('about.paymentsTitle')}>
          {t('about.paymentsBody')}
        </AboutCard>
        <AboutCard id="about-store" title={t('about.storeTitle')}>
          {t('about.storeBody')}
        </AboutCard>
      </div>
    </article>
  );
}
