// Texts read from message catalogues compiled by Lingui's compiler (decisions 057 and 061), laid out as decision
// 060 says: the English catalogue comes in parts (en/NAME.json), each loaded with the screens that read it, so a
// page's first load carries its own texts and no others; the Hindi catalogue is fetched only once someone
// chooses Hindi. Which language a render reads is React state (useLocale): the server and the hydrating render
// read English whatever the browser has chosen, then the page moves to Hindi, so a prerendered page never
// mismatches (decision 019).
import { createContext, use, useCallback, useContext, useSyncExternalStore } from 'react';
// The reader of compiled messages is shared's (decision 061), which the server's mails read too (decision 072).
import { formatMessage, type CompiledMessage, type Values } from '@marketplace/shared/i18n/format-message';
import { intlLocale, type Locale } from './locale.ts';

export type { Values } from '@marketplace/shared/i18n/format-message';
export type Translate<Id extends string> = (id: Id, values?: Values) => string;
type Catalogue = Record<string, CompiledMessage>;

const catalogues: Record<Locale, Catalogue | null> = { en: {}, hi: null };

/**
 * A members' part's Hindi (decision 071): fetched with its screens' chunk only when Hindi is shown, never in the
 * visitors' Hindi chunk nor their first load. `fetching` settles once its messages are in `hindiParts` (or failed).
 */
interface HindiPart {
  load: () => Promise<unknown>;
  /** Keeps what came: a part's messages, or a screen's Hindi content (hindiContent). */
  take: (module: unknown) => void;
  fetching: Promise<void> | null;
  failed: boolean;
}
const hindiParts: Catalogue = {};
const laterHindiParts: HindiPart[] = [];

function fetchHindiPart(part: HindiPart): Promise<void> {
  if (part.fetching) return part.fetching;
  const fetching = part.load().then(
    (module) => part.take(module),
    (error: unknown) => {
      // Offline: the screen shows English (translate falls back) rather than wait; choosing Hindi again retries.
      part.failed = true;
      console.warn('A part of the Hindi catalogue could not be fetched.', error);
    },
  );
  // Settled, it says so the way React's use() reads (status), so a screen drawn later reads it at once, not
  // after a pass suspended on a promise that has already come.
  void fetching.then(() => Object.assign(fetching, { status: 'fulfilled', value: undefined }));
  part.fetching = fetching;
  return part.fetching;
}

/**
 * Adds a part of the English catalogue (compiled by the build, web/vite-catalogues.ts) and gives the hook its
 * screens read it with: `const t = useHomeTexts(); t('home.stepsTitle')`. Ids are checked against the part.
 * A members' part passes its Hindi as `hindi` (a dynamic import of its hi/NAME.json): it is fetched when
 * Hindi is shown, and its screens wait for it (Suspense) rather than flash English; a visitors' part has its
 * Hindi in the Hindi chunk (hi/index.ts).
 */
export function catalogue<Part extends Record<string, string>>(
  english: Part,
  hindi?: () => Promise<{ default: Record<string, unknown> }>,
): () => Translate<keyof Part & string> {
  Object.assign(catalogues.en!, english as unknown as Catalogue);
  if (!hindi) return useTranslate;
  const take = (module: unknown) => {
    Object.assign(hindiParts, (module as { default: Catalogue }).default);
  };
  const part: HindiPart = { load: hindi, take, fetching: null, failed: false };
  laterHindiParts.push(part);
  if (current === 'hi') void fetchHindiPart(part);
  return function useTranslatePart() {
    const locale = useLocale();
    // Called on every render in Hindi, whether the part came, failed (English shows) or is on its way: a pass that
    // suspended here is replayed once it settles, and a replay that skipped use() would read the hooks after it as
    // updates of hooks never mounted (React's error 467, seen on a member's first screen drawn in Hindi).
    if (locale === 'hi') use(fetchHindiPart(part));
    return useTranslate();
  };
}

/**
 * A screen's Hindi that is not messages but content (decision 079: the legal pages' policies and the support FAQ,
 * shared/src/content, which 'Ask Me' answers from too), fetched as a members' part is: when Hindi is shown, or when
 * the screen first draws in Hindi, which waits for it (Suspense). The hook gives it while Hindi is shown, else null
 * (English, or a fetch that failed: the screen then shows its English content).
 */
export function hindiContent<Content>(load: () => Promise<Content>): () => Content | null {
  let content: Content | null = null;
  const part: HindiPart = {
    load,
    take: (module) => {
      content = module as Content;
    },
    fetching: null,
    failed: false,
  };
  laterHindiParts.push(part);
  if (current === 'hi') void fetchHindiPart(part);
  return function useHindiContent() {
    const locale = useLocale();
    if (locale !== 'hi') return null;
    // As in catalogue(): called on every render in Hindi, so a replayed pass reads the same hooks.
    use(fetchHindiPart(part));
    return content;
  };
}

function useTranslate(): Translate<string> {
  const locale = useLocale();
  return useCallback((id, values) => translate(locale, id, values), [locale]);
}

/**
 * A text shared's code words in English (SPEC's, word for word), said in the shown language: by its key where `known`
 * lists it; any other (a browser's or the server's own words) as it came. Here, in the shell's chunk, so the parts
 * that use it add no chunk of their own to a page's first load.
 */
export function sayKnown<Id extends string>(
  t: Translate<Id>,
  known: Readonly<Record<string, Id>>,
  english: string,
): string {
  return Object.hasOwn(known, english) ? t(known[english]!) : english;
}

/** A message in `locale`, outside a render (the server's page heads: web/src/render-page.tsx). */
export function translate(locale: Locale, id: string, values?: Values): string {
  // A key missing in Hindi (the catalogue check forbids it) still shows its English rather than its id.
  const hindi = locale === 'hi' ? (catalogues.hi?.[id] ?? hindiParts[id]) : undefined;
  const message = hindi ?? catalogues.en![id] ?? id;
  return formatMessage(message, intlLocale[locale], values);
}

let current: Locale = 'en';
let wanted: Locale = 'en';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The language a page was drawn in on the server: English, or Hindi at a Hindi address (decision 065). The
 * server's render and the browser's hydrating render read it, so both draw the same HTML.
 */
const RenderedLocale = createContext<Locale>('en');
export const RenderedLocaleProvider = RenderedLocale.Provider;

/** The language this render shows: on the server and while a page hydrates, the one it was drawn in. */
export function useLocale(): Locale {
  const rendered = useContext(RenderedLocale);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => rendered,
  );
}

/** The server's renderer draws Hindi pages with the whole Hindi catalogue, bundled (web/src/render-page.tsx). */
export function hindiCatalogueGiven(messages: Catalogue): void {
  catalogues.hi ??= messages;
}

/**
 * Shows the app in `locale`, fetching its catalogue first when it has not come yet: `hindi` fetches the Hindi one (the
 * language choice's, language-choice.ts, so the screens that only read texts import no Hindi); `<html lang>` follows.
 */
export async function showWith(locale: Locale, hindi: () => Promise<Catalogue>): Promise<void> {
  wanted = locale;
  if (locale === 'hi' && !catalogues.hi) {
    const messages = await hindi();
    catalogues.hi ??= messages;
  }
  if (locale === 'hi')
    await Promise.all(
      laterHindiParts.map((part) => {
        if (part.failed) Object.assign(part, { fetching: null, failed: false });
        return fetchHindiPart(part);
      }),
    );
  // A later choice made while this catalogue was on its way wins.
  if (wanted !== locale) return;
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The language shown, or on its way when its catalogue is still being fetched (outside a render). */
export function wantedLocale(): Locale {
  return wanted;
}

/** Amounts and dates in the shown language's Indian format (Intl's en-IN and hi-IN). */
export function useFormats() {
  const locale = intlLocale[useLocale()];
  return {
    rupees: (rupees: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(rupees),
    date: (millis: number) =>
      new Date(millis).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  };
}
