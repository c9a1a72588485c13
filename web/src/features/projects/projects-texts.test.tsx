// The projects board and the post form in both languages (decision 071): in English word for word SPEC's texts, in Hindi
// the form, its errors and the board's own words with no English of ours left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { texts } from '@marketplace/shared/texts';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { aProject } from '../../lib/testing/a-project.ts';
import { latinWords } from '../../lib/testing/latin-words.ts';
import { ChatModal } from './chat-modal.tsx';
import { PostProjectForm } from './post-project-form.tsx';
import { fakeMessagesPort } from './test-ports.ts';
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

describe('the chat in Hindi', () => {
  it('titles, labels and sends in Hindi; the messages and emails as they are', async () => {
    await showIn('hi');
    try {
      const project = aProject({ status: 'In Progress', sellerId: 'seller-1', sellerEmail: 'seller@example.com' });
      const student = { uid: project.studentId, email: project.studentEmail, role: 'student' as const };
      render(
        <ChatModal
          project={project}
          actor={student}
          messages={fakeMessagesPort()}
          send={async () => {}}
          onClose={() => {}}
        />,
      );
      const dialog = await screen.findByRole('dialog', { name: 'चैट' });
      expect(within(dialog).getByText(`${project.title} · seller@example.com के साथ`)).toBeTruthy();
      expect(within(dialog).getByPlaceholderText('संदेश लिखें...')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'भेजें' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
      // The message list's own words (ui/message-list.tsx) come from this part too.
      expect(within(dialog).getByRole('list', { name: 'संदेश' })).toBeTruthy();
      expect(latinWords(dialog, [project.title, 'seller@example.com'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
