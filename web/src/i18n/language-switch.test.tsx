// The language switch: Hindi shown at once and remembered, the browser's language the first time, <html lang>
// following; and a page rendered on the server (always English) hydrates without a mismatch for a Hindi reader.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../app/layout/footer.tsx';
import { Header } from '../app/layout/header.tsx';
import { useFormats } from './i18n.ts';
import { showIn, startInChosenLocale } from './language-choice.ts';
import { chosenLocale, LOCALE_KEY } from './locale.ts';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  await act(() => showIn('en'));
});

const header = () => <Header viewer="visitor" email={null} page="home" onNavigate={() => {}} onSignOut={() => {}} />;

describe('chosenLocale', () => {
  it('takes the choice remembered here over the browser', () => {
    expect(chosenLocale('en', ['hi-IN'])).toBe('en');
    expect(chosenLocale('hi', ['en-GB'])).toBe('hi');
  });

  it("takes the browser's first language the product has, else English", () => {
    expect(chosenLocale(null, ['hi-IN', 'en'])).toBe('hi');
    expect(chosenLocale(null, ['en-US', 'hi'])).toBe('en');
    expect(chosenLocale(null, ['mr-IN', 'hi'])).toBe('hi');
    expect(chosenLocale(null, ['ta-IN'])).toBe('en');
    expect(chosenLocale('fr', [])).toBe('en');
  });
});

describe('the language switch', () => {
  it('shows Hindi when chosen, remembers it, sets <html lang>, and goes back to English', async () => {
    render(header());
    expect(screen.getByRole('link', { name: 'About' })).toBeTruthy();
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(hindi.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(hindi);
    expect(await screen.findByRole('link', { name: 'हमारे बारे में' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeTruthy();
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'About' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
  });

  it("starts in the browser's Hindi the first time, and in the remembered English after", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['hi-IN', 'en-IN'] });
    render(<Footer viewer="visitor" onNavigate={() => {}} />);
    await act(() => startInChosenLocale());
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toBeTruthy();
    expect(screen.getByText('© 2026 ProjectBoard. सभी राशियाँ भारतीय रुपये (₹) में हैं।')).toBeTruthy();

    localStorage.setItem(LOCALE_KEY, 'en');
    await act(() => showIn('en'));
    await act(() => startInChosenLocale());
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByText('© 2026 ProjectBoard. All amounts in Indian rupees (₹).')).toBeTruthy();
  });

  it("renders English on the server, and a Hindi reader's page hydrates it without a mismatch, then shows Hindi", async () => {
    await act(() => showIn('hi'));
    const html = renderToString(<Footer viewer="visitor" onNavigate={() => {}} />);
    expect(html).toContain('Terms &amp; Conditions');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Footer viewer="visitor" onNavigate={() => {}} />, { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(container.textContent).toContain('नियम और शर्तें'));
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('useFormats', () => {
  function Amount() {
    const { rupees, date } = useFormats();
    return <p>{`${rupees(123456.5)} · ${date(Date.UTC(2026, 10, 29, 6))}`}</p>;
  }

  it("formats amounts and dates in the shown language's Indian format", async () => {
    render(<Amount />);
    expect(screen.getByText('₹1,23,456.50 · 29 Nov 2026')).toBeTruthy();
    await act(() => showIn('hi'));
    expect(screen.getByText('₹1,23,456.50 · 29 नव॰ 2026')).toBeTruthy();
  });
});
