import { describe, expect, it } from 'vitest';
import { alternatesOf, hasHindiAddress, languageOfPath, pathIn, urlIn } from './language-paths.ts';
import { pathToPage, urlToDestination } from './pages.ts';

describe('Hindi addresses (decision 065)', () => {
  it('reads the language and the English path from an address', () => {
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/store/abc')).toEqual({ language: 'hi', path: '/store/abc' });
    expect(languageOfPath('/store')).toEqual({ language: 'en', path: '/store' });
    // Only '/hi' as a whole first segment: a page named 'hiring' would stay English.
    expect(languageOfPath('/hiring')).toEqual({ language: 'en', path: '/hiring' });
  });

  it('maps a Hindi address to the same page and listing as its English one', () => {
    expect(pathToPage('/hi/careers')).toBe('careers');
    expect(pathToPage('/hi')).toBe('home');
    expect(urlToDestination('/hi/store/abc', '')).toEqual(urlToDestination('/store/abc', ''));
    expect(urlToDestination('/hi/careers/job-1', '')).toEqual(urlToDestination('/careers/job-1', ''));
  });

  it('gives the translated visitor pages a Hindi address and no other page', () => {
    for (const path of [
      '/',
      '/store',
      '/store/abc',
      '/careers',
      '/careers/job-1',
      '/about',
      '/support',
      '/terms',
      '/privacy',
      '/refund',
    ])
      expect(hasHindiAddress(path), path).toBe(true);
    for (const path of ['/login', '/signup', '/dashboard', '/profile', '/people/u1', '/nowhere'])
      expect(hasHindiAddress(path), path).toBe(false);
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('hi', '/store?order=o1')).toBe('/hi/store?order=o1');
    expect(pathIn('hi', '/terms')).toBe('/hi/terms');
    expect(pathIn('hi', '/login')).toBe('/login');
    expect(pathIn('en', '/store')).toBe('/store');
  });

  it('names both languages and English as x-default, the same set from either address', () => {
    expect(alternatesOf('/store/abc')).toEqual([
      { hreflang: 'en-IN', path: '/store/abc' },
      { hreflang: 'hi-IN', path: '/hi/store/abc' },
      { hreflang: 'x-default', path: '/store/abc' },
    ]);
    expect(alternatesOf(languageOfPath('/hi/about').path)).toEqual(alternatesOf('/about'));
    expect(alternatesOf('/login')).toEqual([]);
  });
});

describe('urlIn', () => {
  it('moves a full address between its languages, keeping origin and query', () => {
    expect(urlIn('hi', 'https://x.in/store/abc')).toBe('https://x.in/hi/store/abc');
    expect(urlIn('en', 'https://x.in/hi/store/abc?order=o')).toBe('https://x.in/store/abc?order=o');
    expect(urlIn('hi', 'http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000/hi');
    expect(urlIn('hi', 'https://x.in/login')).toBe('https://x.in/login');
  });
});
