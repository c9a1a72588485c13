// SPEC 2 Home: the hero, the three steps of a project, then whatever the app composes below (the store).
import type { ReactNode } from 'react';
import type { Page } from '@marketplace/shared/navigation/pages';
import home from '../../i18n/en/home.json';
import { catalogue } from '../../i18n/i18n.ts';
import './static-pages.css';

const useHomeTexts = catalogue(home);

const steps = [
  { title: 'home.step1Title', body: 'home.step1Body' },
  { title: 'home.step2Title', body: 'home.step2Body' },
  { title: 'home.step3Title', body: 'home.step3Body' },
] as const;

export function HomePage({ onNavigate, children }: { onNavigate: (page: Page) => void; children?: ReactNode }) {
  const t = useHomeTexts();
  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className="home-hero__title">
          {t('home.hero')}
        </h1>
        <p className="home-hero__subtitle">{t('home.subtitle')}</p>
        <button type="button" className="button home-hero__cta" onClick={() => onNavigate('signup')}>
          {t('home.getStarted')}
        </button>
      </section>

      <section className="home-steps" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className="home-steps__title">
          {t('home.stepsTitle')}
        </h2>
        <ol className="home-steps__list">
          {steps.map((step, index) => (
            <li key={step.title} className="card home-step">
              {/* The number is already announced by the ordered list, so it is hidden from screen readers. */}
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home-step__title">{t(step.title)}</h3>
              <p className="home-step__body">{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </section>

      {children}
    </div>
  );
}
