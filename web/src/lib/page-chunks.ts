// The page-chunks block: which chunks each page shows first, written into index.html by the build
// (web/vite-first-load.ts), read by src/first-read.ts to preload them, by the prerender to link each page's
// stylesheets (web/prerender-pages.ts) and by scripts/web-first-load.ts to measure them. One id and one shape.
import type { Page } from '@marketplace/shared/navigation/pages';

export const PAGE_CHUNKS_ID = 'page-chunks';

/**
 * Set on `<html>` of a prerendered page, which asks for its chunks with the app's entry after its first paint
 * (web/prerendered-html.ts, decision 021): first-read.ts then leaves them alone.
 */
export const AFTER_PAINT = 'data-app-start';

/** Per page, by file ('/assets/…'), JavaScript and CSS: the page itself, and what its data needs first. */
export type PageChunks = Record<Page, { page: string[]; data: string[] }>;

/** The block in a built index.html (at build time and in the measuring scripts; the browser reads the element). */
export function pageChunksIn(html: string): PageChunks {
  const block = new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ID}">(.*?)</script>`, 's').exec(html);
  if (!block) throw new Error('index.html has no page-chunks block: is web/vite-first-load.ts in the build?');
  return JSON.parse(block[1]!) as PageChunks;
}
