// A reporter hears of their report (decision 031): that it arrived, and once an admin decided its case, what was
// decided. Each once per report (its id and when it was made: a report made again after a decision is a new one).
import type { z } from 'zod';
import { reportSchema } from '../safety/report.ts';
import { sentence, words, type MailText, type MailTextId } from './mail-words.ts';
import { projectLink, type NotificationDraft } from './notification.ts';

/** What a report's notices read of it; the server reads the report as this. */
export const reportFacts = reportSchema.pick({
  id: true,
  thing: true,
  thingName: true,
  reporterId: true,
  status: true,
  outcome: true,
  createdAt: true,
  closedAt: true,
});
export type ReportFacts = z.infer<typeof reportFacts>;

/** Where the reporter is taken: what was reported, where they can still see it. */
function linkOf({ thing }: ReportFacts): string {
  switch (thing.kind) {
    case 'message':
      return projectLink(thing.projectId);
    case 'project':
      return projectLink(thing.id);
    case 'person':
      return `/people/${encodeURIComponent(thing.id)}`;
    case 'product':
      return '/store';
    case 'review':
      return '/dashboard';
  }
}

const decidedText: Record<NonNullable<ReportFacts['outcome']>, string> = {
  dismissed: 'we found it does not break our rules, so it stays',
  hidden: 'we hid it: it no longer shows on the marketplace',
  suspended: 'we suspended the account it came from',
};

/**
 * How the report names its thing (`thingName`, as the server's reported-thing.ts words it in English: 'the product
 * “Line follower”', 'the profile of Asha', 'a profile'), read back into the mail catalogue's ids with the name as
 * written (decision 072). A name in another form (none is written today) leaves the notice's words English.
 */
const thingForms: [RegExp, MailTextId][] = [
  [/^the product “(.*)”$/s, 'report.thing.product'],
  [/^the project “(.*)”$/s, 'report.thing.project'],
  [/^a message in “(.*)”$/s, 'report.thing.message'],
  [/^a review of “(.*)”$/s, 'report.thing.review'],
  [/^the profile of (.+)$/s, 'report.thing.person'],
];

function thingWords(thingName: string): MailText | null {
  if (thingName === '') return words('report.thing.unknown');
  if (thingName === 'a profile') return words('report.thing.aProfile');
  for (const [form, id] of thingForms) {
    const name = form.exec(thingName)?.[1];
    if (name !== undefined) return words(id, { name });
  }
  return null;
}

export function notificationsForReport(before: ReportFacts | null, after: ReportFacts): NotificationDraft[] {
  if (after.createdAt === null) return [];
  const to = { uid: after.reporterId };
  const round = `report-${after.id}-${after.createdAt}`;
  const about = after.thingName || 'what you reported';
  const link = linkOf(after);
  const thing = thingWords(after.thingName);
  if (after.status === 'open' && before?.status !== 'open') {
    return [
      {
        to,
        key: `${round}-received`,
        at: after.createdAt,
        content: {
          kind: 'report-received',
          title: 'Report received',
          text: `We received your report about ${about}. We will tell you what we decide.`,
          link,
        },
        ...(thing && {
          words: {
            title: words('report.received.title'),
            text: words('report.received.text', { thing: sentence(thing) }),
          },
        }),
      },
    ];
  }
  if (after.status === 'closed' && before?.status !== 'closed' && after.outcome) {
    return [
      {
        to,
        key: `${round}-decided`,
        at: after.closedAt,
        content: {
          kind: 'report-decided',
          title: 'Report reviewed',
          text: `We reviewed your report about ${about}: ${decidedText[after.outcome]}.`,
          link,
        },
        ...(thing && {
          words: {
            title: words('report.decided.title'),
            text: words(`report.decided.${after.outcome}`, { thing: sentence(thing) }),
          },
        }),
      },
    ];
  }
  return [];
}
