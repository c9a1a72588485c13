// The console's search box (decision 063): a payment, refund or payout by its provider id or UTR, an order or a
// project by id or title, a document by serial number, a person by email or name; each found thing opens in place
// (its facts and its history) and, where it has one, at its own place in the app.
import { useId, useState, type FormEvent } from 'react';
import type { SearchKind, SearchResult } from '@marketplace/shared/admin/console-api';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { ConsolePort } from './console.port.ts';

const kindLabels: Record<SearchKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  payout: 'Payout',
  order: 'Store order',
  project: 'Project',
  document: 'Document',
  person: 'Person',
};

type Searched =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResult[] }
  | { status: 'failed'; message: string };

export function ConsoleSearch({ port, onOpen }: { port: ConsolePort; onOpen: (href: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<Searched>({ status: 'idle' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched({ status: 'searching' });
    port.search(text).then(
      (results) => setSearched({ status: 'done', results }),
      (error: unknown) =>
        setSearched({ status: 'failed', message: errorText(error, 'Search did not work. Please try again.') }),
    );
  };
  return (
    <div className="console-search">
      <form role="search" className="console-search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Find a payment, order, project, document or person
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={100}
          placeholder="Payment id, UTR, order, serial, email or name"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--small">
          Search
        </button>
      </form>
      <div role="status" className="console-search__status">
        {searched.status === 'searching' && 'Searching...'}
        {searched.status === 'done' &&
          (searched.results.length === 0 ? `Nothing found for “${text.trim()}”.` : `${searched.results.length} found.`)}
        {searched.status === 'failed' && <span className="console-error">{searched.message}</span>}
      </div>
      {searched.status === 'done' && searched.results.length > 0 && (
        <ul className="console-search__results">
          {searched.results.map((result) => (
            <li key={`${result.kind}:${result.id}`}>
              <details>
                <summary>
                  <span className="console-inbox__kind">{kindLabels[result.kind]}</span> {result.title}{' '}
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
                  <ol className="console-search__history" aria-label={`History of ${result.title}`}>
                    {result.history.map((line, index) => (
                      <li key={`${line.at}-${index}`}>
                        <time dateTime={new Date(line.at).toISOString()}>{formatDateTime(line.at)}</time> {line.what}
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
                    Open {kindLabels[result.kind].toLowerCase()}
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
