// 'Load more' under a list read a page at a time (web/src/lib/use-paged-watch.ts); absent when the list is all there.
// Its name says which list, since a dashboard has several.
export function LoadMoreButton({ loadMore, what }: { loadMore: (() => void) | null; what: string }) {
  if (!loadMore) return null;
  return (
    <button type="button" className="button button--secondary" aria-label={`Load more ${what}`} onClick={loadMore}>
      Load more
    </button>
  );
}
