// 'Load more' under a list read a page at a time (web/src/lib/use-paged-watch.ts); absent when the list is all there.
// Its name says which list, since a dashboard has several. A translated list gives both in the shown language.
export function LoadMoreButton({
  loadMore,
  what,
  label = 'Load more',
  name = `Load more ${what}`,
}: {
  loadMore: (() => void) | null;
  what: string;
  label?: string;
  name?: string;
}) {
  if (!loadMore) return null;
  return (
    <button type="button" className="button button--secondary" aria-label={name} onClick={loadMore}>
      {label}
    </button>
  );
}
