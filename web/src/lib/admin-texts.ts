// The admin's screens' texts (decision 081): the console's frame, the dashboard's tiles and tables, the money area and
// the queues other features place in the console read one part of the catalogue. Its English travels with the admin's
// screens, which no visitor loads; its Hindi is fetched only when an admin reads Hindi (decision 071). SPEC's texts
// stay word for word in English (features/admin/admin-texts.test.tsx holds them); shared's labels are said by their
// key here.
import { subjectTexts } from '@marketplace/shared/ledger/subject-titles';
import { texts } from '@marketplace/shared/texts';
import en from '../i18n/en/admin.json';
import { catalogue, sayKnown, useFormats, useLocale, type Translate } from '../i18n/i18n.ts';
import { intlLocale } from '../i18n/locale.ts';
import { formatDateTime } from './format-date.ts';

export const useAdminTexts = catalogue(en, () => import('../i18n/hi/admin.json'));
export type AdminId = Parameters<ReturnType<typeof useAdminTexts>>[0];
export type AdminTranslate = Translate<AdminId>;

/** SPEC 8's admin messages (and the job form's other check) a screen may be handed in English, by their key here. */
export const adminKnown: Readonly<Record<string, AdminId>> = {
  [texts.admin.jobRequired]: 'admin.error.jobRequired',
  [texts.admin.postJobFailed]: 'admin.error.postJobFailed',
  [texts.admin.deleteApplicationFailed]: 'admin.error.deleteApplicationFailed',
  [texts.admin.deleteJobFailed]: 'admin.error.deleteJobFailed',
  [texts.admin.notLoggedIn]: 'admin.error.notLoggedIn',
};

/** A text shared words in English, in the shown language when it is one of SPEC's above; else as it came. */
export const sayAdmin = (t: AdminTranslate, english: string): string => sayKnown(t, adminKnown, english);

/**
 * What money was for: the server's name of the project or product as it came; where it kept no name, shared's label
 * of what it was (decision 064), said by its key.
 */
export const saySubject = (t: AdminTranslate, title: string): string =>
  sayKnown(
    t,
    Object.fromEntries(
      Object.entries(subjectTexts).map(([key, english]) => [english, `admin.subject.${key}` as AdminId]),
    ),
    title,
  );

/** Amounts and dates in the shown language's Indian format; `paise` for the ledger's and the providers' amounts. */
export function useAdminFormats() {
  const locale = useLocale();
  const { rupees, date } = useFormats();
  return {
    rupees,
    paise: (paise: number) => rupees(paise / 100),
    date,
    dateTime: (millis: number) => formatDateTime(millis, intlLocale[locale]),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function span(t: AdminTranslate, millis: number): string {
  if (millis < HOUR) return t('admin.time.minutes', { count: Math.max(1, Math.ceil(millis / 60_000)) });
  if (millis < DAY) return t('admin.time.hours', { count: Math.floor(millis / HOUR) });
  const days = Math.floor(millis / DAY);
  const hours = Math.floor((millis - days * DAY) / HOUR);
  const dayText = t('admin.time.days', { count: days });
  return hours > 0 ? `${dayText} ${t('admin.time.hours', { count: hours })}` : dayText;
}

/**
 * How long is left before `due` (decision 049: a chargeback's missed window loses it; decision 063: the inbox's
 * targets), in words: '2 days 5 hours left', '40 minutes left', or 'Overdue by 3 hours'.
 */
export function timeLeftIn(t: AdminTranslate, due: number, now: number): string {
  const left = due - now;
  return left > 0
    ? t('admin.time.left', { span: span(t, left) })
    : t('admin.time.overdue', { span: span(t, -left) });
}
