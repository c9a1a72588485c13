// The console's search box (decision 063): a payment, refund or payout by its provider id or UTR, an order or a
// project by id or title, a document by serial number, a person by email or name; each found thing opens in place
// (its facts and its history) and, where it has one, at its own place in the app.
import { useId, useState, type FormEvent } from 'react';
import type { consoleContract, SearchResult } from '@marketplace/shared/admin/console-api';
import type { ApiClient } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminFormats, useAdminTexts } from '../../../lib/admin-texts.ts';
import { HiddenLabel } from '../../../ui/field.tsx';

type Searched =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResult[] }
  | { status: 'failed'; message: string };

/** The console's port: its inbox and search endpoints (decision 063), through the one client (decision 083). */
export type ConsoleApi = ApiClient<typeof consoleContract>;

export function ConsoleSearch({ port, onOpen }: { port: ConsoleApi; onOpen: (href: string) => void }) {
  const t = useAdminTexts();
  const { dateTime } = useAdminFormats();
  const inputId = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<Searched>({ status: 'idle' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched({ status: 'searching' });
    port.search({ q: text }).then(
      ({ results }) => setSearched({ status: 'done', results }),
      (error: unknown) => setSearched({ status: 'failed', message: errorText(error, t('admin.search.failed')) }),
    );
  };
  return (
    <div className="console-search">
      <form role="search" className="console-search__form" onSubmit={submit}>
        <HiddenLabel htmlFor={inputId}>{t('admin.search.label')}</HiddenLabel>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('admin.search.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--small">
          {t('admin.search.submit')}
        </button>
      </form>
      <div role="status" className="console-search__status">
        {searched.status === 'searching' && t('admin.search.searching')}
        {searched.status === 'done' &&
          (searched.results.length === 0
            ? t('admin.search.nothing', { text: text.trim() })
            : t('admin.search.found', { count: searched.results.length }))}
        {searched.status === 'failed' && <span className="console-error">{searched.message}</span>}
      </div>
      {searched.status === 'done' && searched.results.length > 0 && (
        <ul className="console-search__results">
          {searched.results.map((result) => (
            <li key={`${result.kind}:${result.id}`}>
              <details>
                <summary>
                  <span className="console-inbox__kind">{t(`admin.search.kind.${result.kind}`)}</span> {result.title}{' '}
                  <span className="muted">({result.matched})</span>
                </summary>
                <dl className="console-search__facts">
                  {result.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {result.history.length > 0 && (
                  <ol
                    className="console-search__history"
                    aria-label={t('admin.search.history', { title: result.title })}
                  >
                    {result.history.map((line, index) => (
                      <li key={`${line.at}-${index}`}>
                        <time dateTime={new Date(line.at).toISOString()}>{dateTime(line.at)}</time> {line.what}
                      </li>
                    ))}
                  </ol>
                )}
                {result.href && (
                  <a
                    href={result.href}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      onOpen(result.href!);
                    }}
                  >
                    {t(`admin.search.open.${result.kind}`)}
                  </a>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
