import { describe, expect, it } from 'vitest';
import { notificationsForReport, type ReportFacts } from './report-notifications.ts';

const open: ReportFacts = {
  id: 'message-p1-m1~u1',
  thing: { kind: 'message', id: 'm1', projectId: 'p1' },
  thingName: 'a message in “Robot arm”',
  reporterId: 'u1',
  status: 'open',
  outcome: null,
  createdAt: 1_000,
  closedAt: null,
};

describe('notificationsForReport', () => {
  it('tells the reporter their report arrived, once, linking to where the message is', () => {
    const [received] = notificationsForReport(null, open);
    // Its words in the mail catalogue are mail-words.test.ts's.
    expect(received).toMatchObject({
      to: { uid: 'u1' },
      key: 'report-message-p1-m1~u1-1000-received',
      at: 1_000,
      content: {
        kind: 'report-received',
        title: 'Report received',
        text: 'We received your report about a message in “Robot arm”. We will tell you what we decide.',
        link: '/dashboard?project=p1',
      },
    });
    expect(notificationsForReport(open, { ...open, counted: true } as ReportFacts)).toEqual([]);
  });

  it('tells the reporter what was decided once the case closes their report', () => {
    const closed = { ...open, status: 'closed', outcome: 'hidden', closedAt: 5_000 } as const;
    expect(notificationsForReport(open, closed)).toEqual([
      expect.objectContaining({
        key: 'report-message-p1-m1~u1-1000-decided',
        at: 5_000,
        content: expect.objectContaining({
          kind: 'report-decided',
          text: 'We reviewed your report about a message in “Robot arm”: we hid it: it no longer shows on the marketplace.',
        }),
      }),
    ]);
    expect(notificationsForReport(closed, closed)).toEqual([]);
  });

  it('waits for the server time of a report just written', () => {
    expect(notificationsForReport(null, { ...open, createdAt: null })).toEqual([]);
  });
});
