// The project parts every project screen shares, and the dialogs' own words, in both languages (decision 071): in
// English word for word shared's (SPEC's statuses and deadline display, the milestone check's errors), in Hindi with
// no English of ours left beside the data.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { deadlineDisplay } from '@marketplace/shared/projects/deadline';
import { MAX_MILESTONES, milestoneTexts } from '@marketplace/shared/projects/milestone-check';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { showIn, translate } from '../i18n/i18n.ts';
import { aProject, DAY } from '../lib/testing/a-project.ts';
import { latinWords } from '../lib/testing/latin-words.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MilestoneRows } from './milestone-rows.tsx';
import { StatusBadges, DeadlineText, AutoReleaseText, UnreadBadge } from './project-badges.tsx';
import { MilestoneList } from './project-milestones.tsx';
import { useProjectWords } from './project-texts.ts';

afterEach(cleanup);

const now = new Date(2030, 5, 15, 12).getTime();
const split = aProject({
  status: 'In Progress',
  paymentStatus: 'Funded',
  budget: 600,
  deadline: now + 20 * DAY,
  milestones: [
    { title: 'Circuit', amountPaise: 10_000, due: now + 5 * DAY },
    { title: 'Firmware', amountPaise: 50_000, due: null },
  ],
  milestoneIndex: 1,
  milestoneOutcomes: [{ state: 'released', payoutPaise: 10_000, refundPaise: 0 }],
});

/** Every text of shared's milestone check about one milestone (worded with its number), however many it has. */
const perMilestone = Object.values(milestoneTexts).filter(
  (text): text is (n: number) => string => typeof text === 'function' && text.length === 1,
);

/** What useProjectWords says for an English text, rendered, in the language shown. */
function Problem({ english }: { english: string }) {
  return <p>{useProjectWords().milestoneProblem(english)}</p>;
}
function Deadline({ deadline }: { deadline: number | null }) {
  return <p>{useProjectWords().deadline(deadline, now).text}</p>;
}

describe("the project parts' English", () => {
  it("is shared's, word for word: the deadline display and the milestone check's errors", () => {
    for (const deadline of [null, now - 3 * DAY, now - DAY, now, now + DAY, now + 9 * DAY]) {
      render(<Deadline deadline={deadline} />);
      expect(screen.getByText(deadlineDisplay(deadline, now).text)).toBeTruthy();
      cleanup();
    }
    expect(perMilestone.length).toBeGreaterThan(0);
    const errors = [
      milestoneTexts.tooMany,
      milestoneTexts.none,
      milestoneTexts.total(12_345, 60_000),
      ...[1, 2, MAX_MILESTONES].flatMap((n) => perMilestone.map((text) => text(n))),
    ];
    for (const english of errors) {
      const { container } = render(<Problem english={english} />);
      expect(container.textContent).toBe(english);
      cleanup();
    }
    expect(translate('en', 'project-ui.status.in-progress')).toBe('In Progress');
  });

  it('keeps the badges, the release date and the unread count as they were', () => {
    const project = aProject({
      status: 'Completed',
      paymentStatus: 'Funded',
      sellerId: 's',
      sellerEmail: 's@example.com',
      autoReleaseAt: Date.UTC(2030, 10, 30, 12),
      disputeStatus: null,
    });
    const { container } = render(
      <>
        <StatusBadges project={project} />
        <AutoReleaseText project={project} />
        <UnreadBadge count={2} />
      </>,
    );
    expect(container.querySelector('.project-badges')?.textContent).toBe('Status: CompletedPayment: Funded');
    expect(screen.getByText('Releases automatically on 30 Nov 2030')).toBeTruthy();
    expect(screen.getByLabelText('2 unread messages')).toBeTruthy();
  });
});

describe('the project parts in Hindi', () => {
  it('say the badges, deadline, milestones and their rows in Hindi, amounts in the Indian format', async () => {
    await showIn('hi');
    try {
      const { container } = render(
        <>
          <StatusBadges project={{ ...split, disputeStatus: 'open' }} />
          <DeadlineText deadline={now + 3 * DAY} now={now} />
          <MilestoneList project={split} />
          <MilestoneRows
            idPrefix="rows"
            rows={[
              { title: 'Circuit', amount: '100', due: '2030-06-20' },
              { title: '', amount: '200', due: '2030-06-25' },
            ]}
            onChange={() => {}}
            priceWord="budget"
            price="600"
            lastDay=""
            now={now}
            minDate="2030-06-15"
          />
          <UnreadBadge count={3} />
        </>,
      );
      expect(await screen.findByText('काम जारी')).toBeTruthy();
      expect(screen.getByText('राशि जमा')).toBeTruthy();
      expect(screen.getByText('विवाद में')).toBeTruthy();
      expect(screen.getByText('3 दिन बाकी')).toBeTruthy();
      expect(screen.getByLabelText('3 नए संदेश')).toBeTruthy();
      const items = within(container.querySelector('.project-milestones') as HTMLElement).getAllByRole('listitem');
      expect(items[0]!.textContent).toContain('भुगतान जारी');
      expect(items[1]!.textContent).toContain(`${formatRupees(fromPaise(50_000))}कोई नियत तारीख़ नहीं`);
      // The rows' first problem, shared's check said in Hindi.
      expect(screen.getByText('माइलस्टोन 2 का शीर्षक लिखें।')).toBeTruthy();
      expect(screen.getByText('माइलस्टोन का जोड़ ₹300.00 है, बजट ₹600.00 है।')).toBeTruthy();
      expect(latinWords(container, ['Circuit', 'Firmware'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });

  it("gives every dialog a Hindi ×, Cancel and 'Working' (the ui part, in the visitors' Hindi chunk)", async () => {
    await showIn('hi');
    try {
      render(
        <ConfirmDialog title="शीर्षक" confirmLabel="हाँ" onConfirm={() => new Promise(() => {})} onCancel={() => {}}>
          <p>पक्का?</p>
        </ConfirmDialog>,
      );
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
      within(dialog).getByRole('button', { name: 'हाँ' }).click();
      expect(await within(dialog).findByRole('button', { name: 'हो रहा है...' })).toBeTruthy();
      expect(latinWords(dialog)).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
