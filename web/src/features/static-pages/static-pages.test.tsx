import { Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Policy } from '@marketplace/shared/content/blocks';
import { faq } from '@marketplace/shared/content/faq';
import { faqInHindi } from '@marketplace/shared/content/faq-hindi';
import { legalDisclaimer, privacy, refund, terms } from '@marketplace/shared/content/policies';
import {
  legalDisclaimerInHindi,
  privacyInHindi,
  refundInHindi,
  termsInHindi,
} from '@marketplace/shared/content/policies-hindi';
import enLegal from '../../i18n/en/legal.json';
import hiLegal from '../../i18n/hi/legal.json';
import hiSupport from '../../i18n/hi/support.json';
import { showIn } from '../../i18n/language-choice.ts';
import { texts } from '@marketplace/shared/texts';
import { HomePage } from './home-page.tsx';
import { SupportPage } from './support-page.tsx';
import { TermsPage } from './terms-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RefundPage } from './refund-page.tsx';
import { AboutPage } from './about-page.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('HomePage', () => {
  it('shows the hero and sends Get Started to signup', () => {
    const onNavigate = vi.fn();
    render(<HomePage onNavigate={onNavigate} />);

    expect(screen.getByRole('heading', { level: 1, name: texts.home.hero })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.home.getStarted }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('signup');
  });

  it('lists three steps and renders what the app composes after them', () => {
    render(
      <HomePage onNavigate={() => {}}>
        <p>store goes here</p>
      </HomePage>,
    );

    const steps = screen.getByRole('heading', { level: 2, name: 'How It Works' }).nextElementSibling;
    expect(steps?.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('store goes here')).toBeTruthy();
  });
});

describe('AboutPage', () => {
  it('has one page title', () => {
    render(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('SupportPage', () => {
  it('answers the student and seller questions', () => {
    render(<SupportPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Support & Contact' })).toBeTruthy();
    for (const question of [
      'How do I post a project?',
      'How does payment work?',
      'How do I find projects?',
      'How do I get paid?',
    ]) {
      expect(screen.getByText(question).tagName).toBe('SUMMARY');
    }
    expect(screen.getByRole('link', { name: 'support@projectboard.example' }).getAttribute('href')).toBe(
      'mailto:support@projectboard.example',
    );
  });

  // SPEC 2: the form has no submit handling. Pressing Send must still not let the browser submit
  // (reload) the page, which shows as a submit event whose default was not prevented.
  it('does nothing when the message is sent', () => {
    render(<SupportPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+919876543210' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    const submits: Event[] = [];
    // Listening on the document runs after React's own handler on the root.
    const record = (event: Event) => submits.push(event);
    document.addEventListener('submit', record);
    const before = window.location.href;

    try {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    } finally {
      document.removeEventListener('submit', record);
    }

    expect(submits).toHaveLength(1);
    expect(submits[0]?.defaultPrevented).toBe(true);
    expect(window.location.href).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe.each([
  { name: 'TermsPage', Page: TermsPage, title: 'Terms and Conditions' },
  { name: 'PrivacyPage', Page: PrivacyPage, title: 'Privacy Policy' },
  { name: 'RefundPage', Page: RefundPage, title: 'Cancellation & Refund Policy' },
])('$name', ({ Page, title }) => {
  it('has its title, the last-updated date and the not-legal-advice disclaimer', () => {
    render(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(legalDisclaimer)).toBeTruthy();
    expect(screen.getByText('November 2026')).toBeTruthy();
    // The note that the English governs is for the translation only.
    expect(screen.queryByText(enLegal['legal.englishGoverns'])).toBeNull();
  });
});

describe('the support and legal pages in Hindi (decision 079)', () => {
  beforeAll(() => showIn('hi'));
  afterAll(() => showIn('en'));

  const drawn = (Page: ComponentType) =>
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );

  it.each([
    { name: 'TermsPage', Page: TermsPage, english: terms, hindi: termsInHindi },
    { name: 'PrivacyPage', Page: PrivacyPage, english: privacy, hindi: privacyInHindi },
    { name: 'RefundPage', Page: RefundPage, english: refund, hindi: refundInHindi },
  ] as { name: string; Page: ComponentType; english: Policy; hindi: Policy }[])(
    '$name shows its policy in Hindi, the disclaimer in Hindi and that the English text governs',
    async ({ Page, english, hindi }) => {
      drawn(Page);
      expect(await screen.findByRole('heading', { level: 1, name: hindi.title })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        hindi.sections.map((section) => section.heading),
      );
      expect(screen.getByText(legalDisclaimerInHindi)).toBeTruthy();
      expect(screen.getByText(hiLegal['legal.englishGoverns'])).toBeTruthy();
      expect(screen.getByText('नवंबर 2026').tagName).toBe('TIME');
      for (const text of [english.title, legalDisclaimer, ...english.sections.map((section) => section.heading)])
        expect(document.body.textContent, text).not.toContain(text);
    },
  );

  it('SupportPage shows its FAQ and its form in Hindi, the address as it is', async () => {
    drawn(SupportPage);
    expect(await screen.findByRole('heading', { level: 1, name: hiSupport['support.title'] })).toBeTruthy();
    for (const item of [...faqInHindi.students, ...faqInHindi.sellers])
      expect(screen.getByText(item.question).tagName).toBe('SUMMARY');
    for (const item of [...faq.students, ...faq.sellers])
      expect(document.body.textContent).not.toContain(item.question);
    for (const label of ['support.name', 'support.phone', 'support.message'] as const)
      expect(screen.getByLabelText(hiSupport[label])).toBeTruthy();
    expect(screen.getByRole('button', { name: hiSupport['support.send'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@projectboard.example' }).getAttribute('href')).toBe(
      'mailto:support@projectboard.example',
    );
  });
});
