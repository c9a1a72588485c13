// SPEC 2's six stat tiles, live: the figures the server keeps by increments (decision 037).
import { useMemo } from 'react';
import { useAdminFormats, useAdminTexts } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { AdminPort } from './admin.port.ts';

// What the tiles count (decision 044): SPEC 2's labels stay word for word, so the note ('admin.tiles.note') says they
// count what is stored now (and visitors since the start), where Insights counts sign-ups and visits in a range.
export function StatTiles({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const { rupees } = useAdminFormats();
  const stats = useWatch(useMemo(() => admin.watchStats(), [admin]));
  const ready = stats.status === 'ready' ? stats.value : null;
  const figure = (value: (figures: NonNullable<typeof ready>) => string) => (ready ? value(ready) : '…');
  const tiles = [
    { id: 'total-visitors', value: figure((f) => String(f.visitors)) },
    { id: 'total-users', value: figure((f) => String(f.users)) },
    { id: 'total-products', value: figure((f) => String(f.products)) },
    { id: 'job-postings', value: figure((f) => String(f.jobs)) },
    { id: 'applications', value: figure((f) => String(f.applications)) },
    { id: 'total-product-value', value: figure((f) => rupees(f.productValue)) },
  ] as const;
  return (
    <>
      <ul className="dashboard__tiles" aria-label={t('admin.tiles.label')}>
        {tiles.map((tile) => (
          <li key={tile.id} className="card dashboard__tile">
            <span className="dashboard__tile-label" id={`${tile.id}-label`}>
              {t(`admin.tile.${tile.id}`)}
            </span>
            <span className="dashboard__tile-value" data-testid={tile.id} aria-labelledby={`${tile.id}-label`}>
              {tile.value}
            </span>
          </li>
        ))}
      </ul>
      <p className="muted dashboard__tiles-note">{t('admin.tiles.note')}</p>
    </>
  );
}
