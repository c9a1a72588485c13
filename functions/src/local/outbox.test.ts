import { describe, expect, it } from 'vitest';
import { renderOutbox } from './outbox.ts';

describe("the developers' outbox page", () => {
  it('lists each mail with its recipient, subject and text, escaped, in the order given', () => {
    const page = renderOutbox([
      {
        id: 'b',
        to: 'new@example.test',
        message: { subject: 'Work <delivered>', text: 'R&D done', html: '' },
        createdAt: Date.UTC(2026, 10, 26),
      },
      { id: 'a', to: 'old@example.test', message: { subject: 'Older', text: 'x', html: '' }, createdAt: null },
    ]);
    expect(page).toContain('<strong>Work &lt;delivered&gt;</strong> to new@example.test · 2026-11-26T00:00:00.000Z');
    expect(page).toContain('<pre>R&amp;D done</pre>');
    expect(page.indexOf('new@example.test')).toBeLessThan(page.indexOf('old@example.test'));
  });

  it('says when there is none', () => {
    expect(renderOutbox([])).toContain('No mail yet.');
  });
});
