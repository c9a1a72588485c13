// What a first load of the built app fetches, read from the build's index.html as Vite wrote it (app.html; the
// prerendered pages ask for the same scripts after their first paint, decision 021): the scripts it
// names (the entry, its preloads, src/first-read.ts) and, per page, the chunks src/first-read.ts preloads from
// the page-chunks block web/vite-first-load.ts writes. The build test holds the budget on it; the bench prints it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageChunksIn, type PageChunks } from '../web/src/lib/page-chunks.ts';

/** The pages only a signed-in member opens: each needs Firebase Auth and Firestore's SDK before it can show. */
export const memberPages = ['dashboard', 'admin', 'people', 'privacy-centre', 'profile'] as const;

/**
 * Decision 101: a member's first screen (the shell, the page's chunks and Auth and Firestore), gzip. Auth and
 * Firestore are about 118 kB of it and the shell about 105; the largest, the dashboard, was 361 kB when this was set.
 */
export const MEMBER_FIRST_SCREEN_KB = 375;

export interface FirstLoad {
  /** Every page's: the scripts index.html names, as '/assets/…'. */
  shell: string[];
  pages: PageChunks;
}

export function readFirstLoad(dist: string): FirstLoad {
  const html = readFileSync(join(dist, 'app.html'), 'utf8');
  const shell = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file!,
  );
  return { shell, pages: pageChunksIn(html) };
}

/** What `page` fetches before it can show: the shell, its own chunks and what its data needs first. */
export function firstScreenFiles({ shell, pages }: FirstLoad, page: keyof PageChunks): string[] {
  return [...shell, ...pages[page].page, ...pages[page].data];
}

/** The gzip size of the scripts among `files`, in kB, as the host sends them. */
export function scriptsGzipKb(dist: string, files: readonly string[]): number {
  const scripts = new Set(files.filter((file) => file.endsWith('.js')));
  return [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;
}
