// SPEC 2's six stat tiles, live: the figures the server keeps by increments (decision 037).
import { useMemo } from 'react';
import { formatRupees } from '@marketplace/shared/projects/money';
import { useWatch } from '../../lib/use-watch.ts';
import type { AdminPort } from './admin.port.ts';

/**
 * What the tiles count (decision 044): SPEC 2's labels stay word for word, so the note says they count what is stored
 * now (and visitors since the start), where Insights counts sign-ups and visits in a range.
 */
export const tilesNote =
  'The tiles count what is stored now: every profile (Total Users), product, job posting and application, and every visitor since the start. Insights counts people who joined and visits within its range.';

export function StatTiles({ admin }: { admin: AdminPort }) {
  const stats = useWatch(useMemo(() => admin.watchStats(), [admin]));
  const ready = stats.status === 'ready' ? stats.value : null;
  const figure = (value: (figures: NonNullable<typeof ready>) => string) => (ready ? value(ready) : '…');
  const tiles = [
    { label: 'Total Visitors', id: 'total-visitors', value: figure((f) => String(f.visitors)) },
    { label: 'Total Users', id: 'total-users', value: figure((f) => String(f.users)) },
    { label: 'Total Store Products', id: 'total-products', value: figure((f) => String(f.products)) },
    { label: 'Job Postings', id: 'job-postings', value: figure((f) => String(f.jobs)) },
    { label: 'Applications', id: 'applications', value: figure((f) => String(f.applications)) },
    { label: 'Total Product Value', id: 'total-product-value', value: figure((f) => formatRupees(f.productValue)) },
  ];
  return (
    <>
      <ul className="dashboard__tiles" aria-label="Platform figures">
        {tiles.map((tile) => (
          <li key={tile.id} className="card dashboard__tile">
            <span className="dashboard__tile-label" id={`${tile.id}-label`}>
              {tile.label}
            </span>
            <span className="dashboard__tile-value" data-testid={tile.id} aria-labelledby={`${tile.id}-label`}>
              {tile.value}
            </span>
          </li>
        ))}
      </ul>
      <p className="muted dashboard__tiles-note">{tilesNote}</p>
    </>
  );
}
