import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { aProject, DAY } from '../lib/testing/a-project.ts';
import { MilestoneList, MilestoneSummary } from './project-milestones.tsx';

afterEach(cleanup);

const due = Date.now() + 5 * DAY;
const split = aProject({
  status: 'In Progress',
  paymentStatus: 'Funded',
  budget: 600,
  milestones: [
    { title: 'Circuit', amountPaise: 10_000, due },
    { title: 'Firmware', amountPaise: 20_000, due },
    { title: 'Report', amountPaise: 30_000, due },
  ],
  milestoneIndex: 1,
  milestoneOutcomes: [
    { state: 'released', payoutPaise: 10_000, refundPaise: 0 },
    { state: 'funded', payoutPaise: 0, refundPaise: 0 },
  ],
});

describe('a split project’s milestones (decision 068)', () => {
  it('lists each with its amount and where it stands, the one under way marked', () => {
    render(<MilestoneList project={split} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Circuit₹100\.00Due .*Released$/),
      expect.stringMatching(/^Firmware₹200\.00Due .*Funded, held$/),
      expect.stringMatching(/^Report₹300\.00Due .*To fund$/),
    ]);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('sums what is held, released and still to fund', () => {
    render(<MilestoneSummary project={split} />);
    expect(screen.getByText(/Milestone 2 of 3/).textContent).toBe(
      'Milestone 2 of 3 · ₹200.00 held · ₹100.00 released · ₹300.00 to fund',
    );
  });

  it('shows nothing for a project that is one milestone', () => {
    const one = aProject({ status: 'In Progress' });
    const { container } = render(
      <>
        <MilestoneList project={one} />
        <MilestoneSummary project={one} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
