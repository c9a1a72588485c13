// SPEC 2 Home: the hero, the three steps of a project, then whatever the app composes below (the store).
import type { ReactNode } from 'react';
import { texts } from '@marketplace/shared/texts';
import type { Page } from '@marketplace/shared/navigation/pages';
import './static-pages.css';

const steps = [
  {
    title: 'Post your project',
    body: 'Describe what you need, the hardware and software it involves, your budget and your deadline. Sellers see it straight away.',
  },
  {
    title: 'A seller takes it',
    body: 'A seller picks up your project and it moves to In Progress. Chat with them directly to settle the details while the work goes on.',
  },
  {
    title: 'Fund, receive, release',
    body: 'Fund the project once it is taken; the platform holds the money safely. When the work is delivered and complete, release the payment to the seller.',
  },
] as const;

export function HomePage({ onNavigate, children }: { onNavigate: (page: Page) => void; children?: ReactNode }) {
  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className="home-hero__title">
          {texts.home.hero}
        </h1>
        <p className="home-hero__subtitle">
          Post the project you need with your budget and deadline, and a skilled seller will build it for you. Short on
          time? Pick a ready-made project from our store.
        </p>
        <button type="button" className="button home-hero__cta" onClick={() => onNavigate('signup')}>
          {texts.home.getStarted}
        </button>
      </section>

      <section className="home-steps" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className="home-steps__title">
          How It Works
        </h2>
        <ol className="home-steps__list">
          {steps.map((step, index) => (
            <li key={step.title} className="card home-step">
              {/* The number is already announced by the ordered list, so it is hidden from screen readers. */}
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home-step__title">{step.title}</h3>
              <p className="home-step__body">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      {children}
    </div>
  );
}
