import { describe, expect, it } from 'vitest';
import { entryTitle, subjectTexts } from './subject-titles.ts';

const titles = new Map([
  ['project-IpdAJ4bk9q', 'Line follower'],
  ['order-o1', 'Soil sensor kit'],
]);

describe('what a ledger entry was for, by name (decision 064)', () => {
  it("names a project or an order by the title the server read, never by the subject's id", () => {
    expect(entryTitle({ subject: 'project-IpdAJ4bk9q' }, titles)).toBe('Line follower');
    expect(entryTitle({ subject: 'order-o1' }, titles)).toBe('Soil sensor kit');
  });

  it('labels the earlier books’ history as what it is, not as something gone', () => {
    expect(entryTitle({ subject: 'order-history-2026-10-01-2', imported: true }, titles)).toBe(
      subjectTexts.importedOrder,
    );
    expect(entryTitle({ subject: 'project-history-2026-10-01-2', imported: true }, titles)).toBe(
      subjectTexts.importedProject,
    );
  });

  it('says what an unnamed subject was, and never shows its id', () => {
    const cases = [
      { subject: 'project-gone', imported: undefined },
      { subject: 'order-gone' },
      { subject: 'payment-order_x' },
      { subject: null },
    ];
    const said = cases.map((entry) => entryTitle(entry, titles));
    expect(said).toEqual([subjectTexts.goneProject, subjectTexts.goneOrder, subjectTexts.payment, subjectTexts.none]);
    expect(said.join(' ')).not.toMatch(/order_x|project-|order-/);
  });
});
