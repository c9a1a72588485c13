// An English path as an address in the shown language ('/store' is '/hi/store' in Hindi: decision 065). Apart from
// i18n.ts, so a screen that only reads texts does not import the site's addresses.
import { useCallback } from 'react';
import { pathIn } from '@marketplace/shared/navigation/language-paths';
import { useLocale } from './i18n.ts';

export function useAddress(): (englishPath: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathIn(locale, path), [locale]);
}
