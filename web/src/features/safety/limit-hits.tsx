// Who met a limit (decision 032), for admins: each limit a person or a network met in an hour, newest first, so the
// ones who keep coming back stand out. A network is shown by a short hash of its address, never the address.
import { useId, useMemo } from 'react';
import { limitLabelOf } from '@marketplace/shared/safety/limits';
import { formatDateTime } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { ModerationPort } from './moderation.port.ts';
import './safety.css';

export function LimitHits({ moderation }: { moderation: Pick<ModerationPort, 'watchLimitHits'> }) {
  const titleId = useId();
  const hits = useWatch(useMemo(() => moderation.watchLimitHits(), [moderation]));
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>Limits met</h2>
      </header>
      {hits.status === 'loading' && (
        <p className="muted" role="status">
          Loading...
        </p>
      )}
      {hits.status === 'failed' && <p className="muted">Who met a limit could not be loaded.</p>}
      {hits.status === 'ready' && hits.value.length === 0 && (
        <p className="card muted admin-table__empty">Nobody has met a limit lately.</p>
      )}
      {hits.status === 'ready' && hits.value.length > 0 && (
        <ul className="limit-hits" aria-label="Limits met, newest first">
          {hits.value.map((hit) => (
            <li key={hit.id} className="limit-hits__item">
              <strong>{hit.email ?? `Network ${hit.address ?? 'unknown'}`}</strong>
              <span>
                {limitLabelOf(hit.limit)}: {hit.allowed} allowed
              </span>
              <span className="muted">{hit.at === null ? '' : formatDateTime(hit.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
