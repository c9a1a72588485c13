// 'Load more' under a list read a page at a time (web/src/lib/use-paged-watch.ts); absent when the list is all there.
// Its name says which list, since a dashboard has several: `what` in the shown language, as the caller words it.
import { useUiTexts } from './ui-texts.ts';

export function LoadMoreButton({ loadMore, what }: { loadMore: (() => void) | null; what: string }) {
  const t = useUiTexts();
  if (!loadMore) return null;
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={t('ui.loadMoreOf', { what })}
      onClick={loadMore}
    >
      {t('ui.loadMore')}
    </button>
  );
}
