// The projects board and the post form in both languages (decision 071): in English word for word SPEC's texts, in Hindi
// the form, its errors and the board's own words with no English of ours left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { texts } from '@marketplace/shared/texts';
import { showIn, translate } from '../../i18n/i18n.ts';
import { PostProjectForm } from './post-project-form.tsx';
import { postProjectErrorKeys } from './projects-texts.ts';

afterEach(cleanup);

const now = new Date(2030, 5, 15, 12).getTime();

describe("the projects board's and the post form's English", () => {
  it("is SPEC's, word for word", () => {
    const spec: Record<string, string> = {
      'projects.board.loadingProjects': texts.dashboard.loadingProjects,
      'projects.board.studentEmpty': texts.dashboard.studentEmpty,
      'projects.board.studentEmptyHint': texts.dashboard.studentEmptyHint,
      'projects.board.sellerEmpty': texts.dashboard.sellerEmpty,
      'projects.board.sellerEmptyHint': texts.dashboard.sellerEmptyHint,
    };
    for (const [key, text] of Object.entries(spec)) expect(translate('en', key), key).toBe(text);
    // Every SPEC 5 message the form shows has its key, saying the same in English.
    for (const [text, key] of Object.entries(postProjectErrorKeys)) expect(translate('en', key)).toBe(text);
  });
});

describe('the post form in Hindi', () => {
  it('has no English of ours left, and says what is missing in Hindi', async () => {
    await showIn('hi');
    try {
      const onSubmit = vi.fn();
      const { container } = render(<PostProjectForm now={now} onSubmit={onSubmit} onCancel={() => {}} />);
      await screen.findByLabelText('शीर्षक *');
      fireEvent.click(within(container).getByRole('button', { name: 'प्रोजेक्ट पोस्ट करें' }));
      expect(await screen.findByText(translate('hi', 'projects.post.error.requiredFields'))).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      // What may stay Latin: the examples' product names, and what is not this part's yet: the milestone rows (a
      // part of their own, shared with the offers) and the form's Cancel (every form's).
      const form = container.cloneNode(true) as HTMLElement;
      form.querySelector('.milestone-rows')?.remove();
      const allowed = new Set(['Arduino', 'Uno', 'Python', 'React', 'Cancel']);
      const placeholders = [...form.querySelectorAll('[placeholder]')].map((node) => node.getAttribute('placeholder'));
      const text = `${form.textContent ?? ''} ${placeholders.join(' ')}`;
      const latin = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.has(word));
      expect(latin).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
