// The server's mails in the recipient's language (decision 072): one ICU catalogue per language
// (mail-texts/{en,hi}.json, compiled once per process with Lingui's compiler, read with the web's reader: decisions
// 057 and 061). A notification says what its mail says in ids and values (`MailWords`); the English catalogue
// gives back the notification's own English words (mail-words.test.ts holds them equal), the Hindi one its Hindi.
// Amounts are formatted in the language's Indian format (Intl's en-IN, hi-IN). A notification without words (a
// kind not yet in the catalogue) is mailed in its stored English words.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatMessage, type CompiledMessage } from '../i18n/format-message.ts';
import type { SiteLanguage } from '../navigation/site-language.ts';
import en from './mail-texts/en.json';
import hi from './mail-texts/hi.json';

export type MailTextId = keyof typeof en;

/**
 * A value in a mail's sentence: as written (a name, a title, an id), an amount in rupees, a day (an instant, read in
 * India's time), or another sentence.
 */
export type MailValue = string | { rupees: number } | { date: number } | { words: MailText };

/** One sentence of the catalogue with its values. */
export interface MailText {
  id: MailTextId;
  values?: Record<string, MailValue>;
}

/** What a notification's mail says, as the catalogue's ids: its subject and its sentence. */
export interface MailWords {
  title: MailText;
  text: MailText;
}

export const mailCatalogues: Record<SiteLanguage, Record<MailTextId, string>> = { en, hi };

const intlLocale: Record<SiteLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };
const compiled: Record<SiteLanguage, Map<MailTextId, CompiledMessage>> = { en: new Map(), hi: new Map() };

function compiledMessage(language: SiteLanguage, id: MailTextId): CompiledMessage {
  let message = compiled[language].get(id);
  if (message === undefined) {
    message = compileMessageOrThrow(mailCatalogues[language][id]) as unknown as CompiledMessage;
    compiled[language].set(id, message);
  }
  return message;
}

/** An amount as the language writes it: '₹1,23,456.50' (a negative one '-₹500.00', as formatRupees does). */
export function rupeesIn(language: SiteLanguage, rupees: number): string {
  const digits = new Intl.NumberFormat(intlLocale[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(rupees));
  return rupees < 0 && digits !== '0.00' ? `-₹${digits}` : `₹${digits}`;
}

/**
 * A day as the language writes it, in India's time: '7 Dec 2026' in English (shared's indiaDate, word for word),
 * '7 दिसंबर 2026' in Hindi (the month in full: hi-IN's short months are abbreviations people rarely write).
 */
export function dateIn(language: SiteLanguage, epochMillis: number): string {
  return new Date(epochMillis).toLocaleDateString(intlLocale[language], {
    day: 'numeric',
    month: language === 'en' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** A sentence of the catalogue in `language`, its values formatted there. */
export function mailText(language: SiteLanguage, { id, values = {} }: MailText): string {
  const formatted = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : 'rupees' in value
          ? rupeesIn(language, value.rupees)
          : 'date' in value
            ? dateIn(language, value.date)
            : mailText(language, value.words),
    ]),
  );
  return formatMessage(compiledMessage(language, id), intlLocale[language], formatted);
}

/** Shorthands for the builders. */
export const words = (id: MailTextId, values?: Record<string, MailValue>): MailText => ({
  id,
  ...(values && { values }),
});
export const rupees = (amount: number): MailValue => ({ rupees: amount });
export const day = (epochMillis: number): MailValue => ({ date: epochMillis });
export const sentence = (text: MailText): MailValue => ({ words: text });

/**
 * A notification's title and sentence in the reader's language, for the bell as for the mail (decision 072): the
 * catalogue's when it says its words and the reader reads Hindi; else as drafted, in English.
 */
export function saidIn<T extends { title: string; text: string }>(
  language: SiteLanguage,
  content: T,
  words?: MailWords,
): T {
  if (language === 'en' || !words) return content;
  return { ...content, title: mailText(language, words.title), text: mailText(language, words.text) };
}
