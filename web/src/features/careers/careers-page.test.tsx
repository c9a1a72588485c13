import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { texts } from '@marketplace/shared/texts';
import { CareersList } from './careers-page.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const jobs = [
  { id: 'j1', title: 'Frontend Engineer', location: 'Indore', description: 'Build the marketplace.' },
  { id: 'j2', title: 'Support Specialist', location: 'Remote', description: 'Help students and sellers.' },
];

describe('CareersPage', () => {
  it('shows loading while the jobs are unknown', () => {
    render(<CareersList jobs={null} />);

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText(texts.careers.noOpenings)).toBeNull();
  });

  it('says there are no openings and gives the careers email when the list is empty', () => {
    render(<CareersList jobs={[]} />);

    expect(screen.getByRole('heading', { name: texts.careers.noOpenings })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'careers@projectboard.example' }).getAttribute('href')).toBe(
      'mailto:careers@projectboard.example',
    );
  });

  it('shows a card per job with its title, location and description', () => {
    render(<CareersList jobs={jobs} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    for (const job of jobs) {
      expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeTruthy();
      expect(screen.getByText(job.location)).toBeTruthy();
      expect(screen.getByText(job.description)).toBeTruthy();
    }
    expect(screen.queryByText(texts.careers.noOpenings)).toBeNull();
  });

  it('brings the success message into view and gives it focus when an application has gone through', () => {
    const { rerender } = render(<CareersList jobs={jobs} onApply={() => {}} />);
    screen.getByRole('button', { name: 'Apply Now for Support Specialist' }).focus();
    rerender(<CareersList jobs={jobs} notice={texts.careers.applicationSent} onApply={() => {}} />);

    const status = screen.getByRole('status');
    expect(status.textContent).toBe(texts.careers.applicationSent);
    expect(document.activeElement).toBe(status);
  });
});
