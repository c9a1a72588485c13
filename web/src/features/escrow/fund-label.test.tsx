// The fund button's label (decision 068): SPEC's 'Fund Project' for a project that is one milestone, the milestone
// under way's on a split project, in the shown language.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { Project } from '@marketplace/shared/projects/project';
import { showIn } from '../../i18n/language-choice.ts';
import { aProject } from '../../lib/testing/a-project.ts';
import { useActionWords } from './action-words.ts';

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

const one = aProject({ status: 'In Progress' });
// The second of three milestones under way: the first released, the second to fund.
const split = aProject({
  status: 'In Progress',
  budget: 600,
  milestones: [100, 200, 300].map((rupees, i) => ({ title: `Stage ${i + 1}`, amountPaise: rupees * 100, due: null })),
  milestoneIndex: 1,
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
