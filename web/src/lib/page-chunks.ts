// The page-chunks block: which chunks each page shows first, written into index.html by the build
// (web/vite-first-load.ts), read by src/first-read.ts to preload them and by scripts/web-first-load.ts to
// measure them. One id and one shape for the three.
import type { Page } from '@marketplace/shared/navigation/pages';

export const PAGE_CHUNKS_ID = 'page-chunks';

/** Per page, by file ('/assets/…'), JavaScript and CSS: the page itself, and what its data needs first. */
export type PageChunks = Record<Page, { page: string[]; data: string[] }>;
