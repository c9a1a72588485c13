import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { noHistoryDetails, type HistoryEvent } from '@marketplace/shared/projects/project-history';
import { HistoryList } from './project-history.tsx';

afterEach(cleanup);

const event = (fields: Partial<HistoryEvent> & Pick<HistoryEvent, 'id' | 'kind'>): HistoryEvent => ({
  by: 'student-1',
  byRole: 'student',
  at: Date.UTC(2026, 10, 20, 12),
  ...noHistoryDetails,
  ...fields,
});

const titles = (events: HistoryEvent[]) => {
  render(<HistoryList events={events} openFile={vi.fn()} />);
  return screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.project-history__title > span')?.textContent);
};

describe('HistoryList', () => {
  // Decision 069: each step of a split project records its milestone, and the list says which.
  it('says which milestone each step of a split project was about', () => {
    expect(
      titles([
        event({ id: 'funded-m2', kind: 'funded', milestone: 1 }),
        event({ id: 'd1', kind: 'delivered', by: 'seller-1', byRole: 'seller', round: 1, milestone: 1 }),
        event({ id: 'released-m2', kind: 'released', milestone: 1 }),
      ]),
    ).toEqual([
      'Milestone 2 funded by the student',
      'Milestone 2: Delivery 1 by the seller',
      'Milestone 2 released by the student',
    ]);
  });

  it('keeps the words of a project that is one milestone', () => {
    expect(
      titles([
        event({ id: 'funded', kind: 'funded' }),
        event({ id: 'd1', kind: 'delivered', by: 'seller-1', byRole: 'seller', round: 1 }),
        event({ id: 'released', kind: 'released' }),
      ]),
    ).toEqual(['Project funded by the student', 'Delivery 1 by the seller', 'Payment released by the student']);
  });
});
