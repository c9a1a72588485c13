import { describe, expect, it } from 'vitest';
import { caseStatuses, moderationTexts } from './moderation.ts';
import { caseRefusal, countsIntoOpenCase, moderationProcess } from './moderation-process.ts';

describe('the moderation case as a process table (decision 062)', () => {
  it('decides an open case only, with the refusal word for word otherwise', () => {
    expect(caseRefusal('decide', 'open')).toBeNull();
    expect(caseRefusal('decide', 'decided')).toBe('This case was decided already. Undo that decision first.');
    expect(moderationProcess.decide.to).toBe('decided');
  });

  it('undoes a decided case only, reopening it', () => {
    expect(caseRefusal('undo', 'decided')).toBeNull();
    expect(caseRefusal('undo', 'open')).toBe('This case has no decision to undo.');
    expect(moderationProcess.undo.to).toBe('open');
  });

  it('counts a report into an open case, and opens a new or decided one afresh', () => {
    for (const status of [null, ...caseStatuses]) expect(caseRefusal('report', status), String(status)).toBeNull();
    expect(countsIntoOpenCase('open')).toBe(true);
    expect(countsIntoOpenCase('decided')).toBe(false);
    expect(countsIntoOpenCase(null)).toBe(false);
    expect(moderationProcess.report.to).toBe('open');
  });

  it('refuses what its row leaves out, as the row says: a row without a status is refused from it', () => {
    const row = moderationProcess.decide as { from: readonly (string | null)[] };
    const from = row.from;
    try {
      row.from = [];
      expect(caseRefusal('decide', 'open')).toBe(moderationTexts.alreadyDecided);
    } finally {
      row.from = from;
    }
  });

  it('leads every row to a status a case can have, and leaves every status by some row', () => {
    const rows = Object.values(moderationProcess);
    for (const row of rows) expect(caseStatuses).toContain(row.to);
    for (const status of caseStatuses)
      expect(rows.some((row) => (row.from as readonly unknown[]).includes(status))).toBe(true);
  });
});
