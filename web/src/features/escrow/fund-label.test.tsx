// The fund button's label (decision 068): SPEC's 'Fund Project' for a project that is one milestone, the milestone
// under way's on a split project, in the shown language.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { Project } from '@marketplace/shared/projects/project';
import { showIn } from '../../i18n/language-choice.ts';
import { aProject, DAY } from '../../lib/testing/a-project.ts';
import { useActionWords } from './escrow-texts.ts';

afterEach(cleanup);

function FundLabel({ project }: { project: Project }) {
  return <>{useActionWords().fundLabel(project)}</>;
}
const fundLabel = (project: Project) => {
  const { container, unmount } = render(<FundLabel project={project} />);
  const text = container.textContent;
  unmount();
  return text;
};

const due = Date.now() + 5 * DAY;
const one = aProject({ status: 'In Progress' });
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

describe('the fund button’s label', () => {
  it('is SPEC’s Fund Project for one milestone, and names the milestone under way on a split project', () => {
    expect(fundLabel(one)).toBe('Fund Project');
    expect(fundLabel(split)).toBe('Fund milestone 2');
  });

  it('is said in Hindi when Hindi is shown', async () => {
    await showIn('hi');
    try {
      expect(fundLabel(one)).toBe('प्रोजेक्ट के लिए राशि जमा करें');
      expect(fundLabel(split)).toBe('माइलस्टोन 2 की राशि जमा करें');
    } finally {
      await showIn('en');
    }
  });
});
