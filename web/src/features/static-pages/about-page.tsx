// SPEC 2 About: static text about the platform.
import about from '../../i18n/en/about.json';
import { catalogue } from '../../i18n/i18n.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import './static-pages.css';

const useAboutTexts = catalogue(about);

export function AboutPage() {
  const t = useAboutTexts();
  return (
    <article className="text-page">
      <header className="text-page__header about-header">
        <h1>{t('about.title')}</h1>
        <p className="text-page__lead about-lead">{t('about.lead')}</p>
      </header>

      <div className="about-grid">
        <section className="card about-card" aria-labelledby="about-students">
          <h2 id="about-students">{t('about.studentsTitle')}</h2>
          <p>{t('about.studentsBody')}</p>
        </section>

        <section className="card about-card" aria-labelledby="about-sellers">
          <h2 id="about-sellers">{t('about.sellersTitle')}</h2>
          <p>
            {rich(t('about.sellersBody', { share: slot('share') }), {
              share: <strong>{t('about.sellersShare')}</strong>,
            })}
          </p>
        </section>

        <section className="card about-card" aria-labelledby="about-payments">
          <h2 id="about-payments">{t('about.paymentsTitle')}</h2>
          <p>{t('about.paymentsBody')}</p>
        </section>

        <section className="card about-card" aria-labelledby="about-store">
          <h2 id="about-store">{t('about.storeTitle')}</h2>
          <p>{t('about.storeBody')}</p>
        </section>
      </div>
    </article>
  );
}
