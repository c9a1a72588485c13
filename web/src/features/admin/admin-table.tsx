// The admin console's tables: a captioned table whose rows stack into labelled cards on a phone, the loading,
// failed and empty states around it, and the paged, searchable variant the users and products tables use.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useAdminTexts } from '../../lib/admin-texts.ts';
import { useWatch, type Watched } from '../../lib/use-watch.ts';
import type { Watch } from '../../lib/watch.ts';
import type { Page, PageRequest } from './admin.port.ts';

interface AdminTableProps<Row> {
  caption: string;
  /** Column headings; the last is the actions column. */
  columns: string[];
  rows: Row[];
  cells: (row: Row) => ReactNode[];
  actions: (row: Row) => ReactNode;
  /** Each row's id is `{anchor}-{row id}`, so a link can name it (the console's inbox: decision 063). */
  anchor?: string;
}

export function AdminTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  cells,
  actions,
  anchor,
}: AdminTableProps<Row>) {
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={anchor ? `${anchor}-${row.id}` : undefined}>
              {[...cells(row), actions(row)].map((cell, index) => (
                <td key={columns[index]} data-label={columns[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a table lists, as its loading, failure and empty texts name it in each language ('admin.table.*'). */
export type TableKind =
  'jobs' | 'applications' | 'users' | 'products' | 'refunds' | 'chargebacks' | 'reviews' | 'hiddenReviews';

/** What a watched list shows before and instead of its table. */
function TableState<T>({
  watched,
  what,
  empty,
  children,
}: {
  watched: Watched<T[]>;
  what: TableKind;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const t = useAdminTexts();
  if (watched.status === 'loading')
    return (
      <p className="muted" role="status">
        {t('admin.table.loading', { what })}
      </p>
    );
  if (watched.status === 'failed') return <p className="muted">{t('admin.table.failed', { what })}</p>;
  if (watched.value.length === 0) return <p className="card muted admin-table__empty">{empty}</p>;
  return <>{children(watched.value)}</>;
}

interface WatchedTableProps<Row> extends Omit<AdminTableProps<Row>, 'rows'> {
  watched: Watched<Row[]>;
  /** What the rows are, for the loading and failure texts ('jobs': 'Loading job listings...'). */
  what: TableKind;
  empty: string;
}

/** The table of a watched list, or its loading, failed and empty states. */
export function WatchedTable<Row extends { id: string }>({ watched, what, empty, ...table }: WatchedTableProps<Row>) {
  return (
    <TableState watched={watched} what={what} empty={empty}>
      {(rows) => <AdminTable {...table} rows={rows} />}
    </TableState>
  );
}

interface PagedTableProps<Row> extends Omit<AdminTableProps<Row>, 'rows'> {
  what: 'users' | 'products';
  searchLabel: string;
  watch: (request: PageRequest) => Watch<Page<Row>>;
}

/** A page at a time (Previous / Next), of every row or of a search's matches. */
export function PagedTable<Row extends { id: string }>({ what, searchLabel, watch, ...table }: PagedTableProps<Row>) {
  const t = useAdminTexts();
  const searchId = useId();
  const [search, setSearch] = useState('');
  // The cursors of the pages before this one; the last is where this page starts.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const page = useWatch(useMemo(() => watch({ search, after }), [watch, search, after]));
  const rows: Watched<Row[]> = page.status === 'ready' ? { status: 'ready', value: page.value.rows } : page;
  const next = page.status === 'ready' ? page.value.next : null;

  return (
    <>
      <div className="admin-table__search">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          className="input"
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setCursors([null]);
          }}
        />
      </div>
      <WatchedTable
        {...table}
        watched={rows}
        what={what}
        empty={
          search.trim() ? t('admin.table.noneMatch', { what, search: search.trim() }) : t('admin.table.none', { what })
        }
      />
      {(cursors.length > 1 || next) && (
        <nav className="admin-table__pager" aria-label={t('admin.table.pages', { caption: table.caption })}>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={cursors.length === 1}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            {t('admin.table.previous')}
          </button>
          <span className="muted">{t('admin.table.page', { page: cursors.length })}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!next}
            onClick={() => setCursors((current) => [...current, next])}
          >
            {t('admin.table.next')}
          </button>
        </nav>
      )}
    </>
  );
}
