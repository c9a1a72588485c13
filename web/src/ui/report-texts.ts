// The report dialog's and the blocked people's texts (decision 071), wherever a Report button is: the English part
// travels with the dialog, never in a visitor's first load (the listing page fetches its Report apart); the Hindi is
// fetched only when a member reads Hindi. The server's answers (decision 031) are shared's words, said here by their keys.
import { blockTexts } from '@marketplace/shared/safety/block';
import { REPORT_NOTE_MAX, reportTexts, type ReportReason } from '@marketplace/shared/safety/report';
import en from '../i18n/en/report.json';
import { catalogue, sayKnown } from '../i18n/i18n.ts';

export const useReportTexts = catalogue(en, () => import('../i18n/hi/report.json'));
type ReportId = Parameters<ReturnType<typeof useReportTexts>>[0];

export const reasonKey = (reason: ReportReason) => `report.reason.${reason}` as const;

/**
 * The server's words about a report (its answer, its refusals), by their keys; each is its key's English word for
 * word (known-texts.test.ts). The note's limit is said with its number: noteTooLong below.
 */
export const reportKnown: Readonly<Record<string, ReportId>> = {
  [reportTexts.reasonRequired]: 'report.server.reasonRequired',
  [reportTexts.notFound]: 'report.server.notFound',
  [reportTexts.ownThing]: 'report.server.ownThing',
  [reportTexts.notVisible]: 'report.server.notVisible',
  [reportTexts.received]: 'report.server.received',
  [reportTexts.alreadyOpen]: 'report.server.alreadyOpen',
  // Unblocking's answers (Block's own are the block part's, block-texts.ts).
  [blockTexts.unblocked]: 'report.block.server.unblocked',
  [blockTexts.notBlocked]: 'report.block.server.notBlocked',
};

/** What the server said, in the shown language; words it is not known to say (a rate limit's) as they came. */
export function useReportSay(): (english: string | null) => string | null {
  const t = useReportTexts();
  return (english) => {
    if (english === null) return null;
    if (english === reportTexts.noteTooLong) return t('report.server.noteTooLong', { max: REPORT_NOTE_MAX });
    return sayKnown(t, reportKnown, english);
  };
}
