// Who met a limit (decision 032), for admins: each limit a person or a network met in an hour, newest first, so the
// ones who keep coming back stand out. A network is shown by a short hash of its address, never the address.
import { useId, useMemo } from 'react';
import { limitLabels, type LimitName } from '@marketplace/shared/safety/limits';
import { useAdminFormats, useAdminTexts, type AdminTranslate } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { ModerationPort } from './moderation.port.ts';
import './safety.css';

/** A hit's limit in words (shared's limitLabelOf, by its key): one of the hourly ones, or the open endpoints' own. */
const limitLabel = (t: AdminTranslate, limit: string) =>
  Object.hasOwn(limitLabels, limit)
    ? t(`admin.limit.${limit as LimitName}`)
    : t(limit === 'assistant' ? 'admin.limit.assistant' : 'admin.limit.applications');

export function LimitHits({ moderation }: { moderation: Pick<ModerationPort, 'watchLimitHits'> }) {
  const t = useAdminTexts();
  const { dateTime } = useAdminFormats();
  const titleId = useId();
  const hits = useWatch(useMemo(() => moderation.watchLimitHits(), [moderation]));
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>{t('admin.limits.title')}</h2>
      </header>
      {hits.status === 'loading' && (
        <p className="muted" role="status">
          {t('admin.limits.loading')}
        </p>
      )}
      {hits.status === 'failed' && <p className="muted">{t('admin.limits.failed')}</p>}
      {hits.status === 'ready' && hits.value.length === 0 && (
        <p className="card muted admin-table__empty">{t('admin.limits.empty')}</p>
      )}
      {hits.status === 'ready' && hits.value.length > 0 && (
        <ul className="limit-hits" aria-label={t('admin.limits.list')}>
          {hits.value.map((hit) => (
            <li key={hit.id} className="limit-hits__item">
              <strong>
                {hit.email ?? t('admin.limits.network', { address: hit.address ?? t('admin.limits.unknown') })}
              </strong>
              <span>{t('admin.limits.allowed', { limit: limitLabel(t, hit.limit), allowed: hit.allowed })}</span>
              <span className="muted">{hit.at === null ? '' : dateTime(hit.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
