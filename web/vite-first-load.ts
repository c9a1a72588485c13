// The build's part in a fast first load (decision 013). The app's entry is about 125 kB gzip; the
// first page needs more than that: its own chunks (React.lazy in src/app/page-view.tsx), the schemas, and on
// the store and careers pages the data. Found only when the entry has run, each of those costs the first
// screen another round trip after the entry. So index.html gets:
// - src/first-read.ts as an entry of its own, loaded async ahead of the app: it fetches the configuration,
//   starts the page's public read over REST, and preloads the page's chunks;
// - which chunks each page shows first, as a JSON data block, since only the build knows their hashed names.
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { Page } from '../shared/src/navigation/pages.ts';
import { texts } from '../shared/src/texts.ts';
import { PAGE_CHUNKS_ID, type PageChunks } from './src/lib/page-chunks.ts';

export const FIRST_READ = 'src/first-read.ts';

/** A member's data: Firebase Auth for their session, then Firestore's SDK. */
const memberData = ['src/lib/auth.ts', 'src/app/firestore-adapters.ts', 'src/lib/firestore.ts'];

/** A page's first modules (from web/): the page itself, and what its data needs before it can show. */
export interface FirstModules {
  /** Its lazy page (src/app/page-view.tsx) and the parts it draws first. */
  page: string[];
  /** What a member's pages need before they can show (Auth, Firestore's SDK); a visitor's reads need nothing. */
  data: string[];
}

/** The pages a first-load budget is set on (tests/deploy/web-build.test.ts). */
const visitorPages = ['home', 'store', 'careers', 'login'] as const;

const firstModules: Record<Page, FirstModules> = {
  // The store's listings are read without schemas (shared/src/store/listing.ts), inside the page's chunks.
  home: { page: ['src/features/static-pages/home-page.tsx', 'src/features/store/store-browser.tsx'], data: [] },
  store: { page: ['src/features/store/store-page.tsx'], data: [] },
  // The jobs too (shared/src/careers/job.ts).
  careers: { page: ['src/features/careers/careers-page.tsx'], data: [] },
  login: { page: ['src/features/session/auth-screen.tsx'], data: [] },
  signup: { page: ['src/features/session/auth-screen.tsx'], data: [] },
  about: { page: ['src/features/static-pages/about-page.tsx'], data: [] },
  support: { page: ['src/features/static-pages/support-page.tsx'], data: [] },
  terms: { page: ['src/features/static-pages/terms-page.tsx'], data: [] },
  privacy: { page: ['src/features/static-pages/privacy-page.tsx'], data: [] },
  refund: { page: ['src/features/static-pages/refund-page.tsx'], data: [] },
  dashboard: { page: ['src/app/member-dashboard.tsx'], data: memberData },
  profile: { page: ['src/features/profile/profile-page.tsx'], data: memberData },
  'privacy-centre': { page: ['src/features/privacy/privacy-centre.tsx'], data: memberData },
  // A public profile reads live through Firestore's SDK (its reviews and rating), as a member's pages do.
  people: { page: ['src/features/reviews/people-page.tsx'], data: memberData },
  // Decision 063: the console's areas, an admin's only.
  admin: { page: ['src/app/admin-console.tsx'], data: memberData },
};

/** The first modules of the visitor pages whose first load has a budget, by page. */
export function visitorFirstModules(): Record<(typeof visitorPages)[number], string[]> {
  return Object.fromEntries(visitorPages.map((page) => [page, firstModules[page].page])) as Record<
    (typeof visitorPages)[number],
    string[]
  >;
}

/** Each page's chunks with everything they import, leaving out what index.html loads anyway. */
export function pageChunks(bundle: OutputBundle, root: string): PageChunks {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticGraph = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) staticGraph(imported, into);
  };
  const cssOf = (file: string) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])];
  const withCss = (files: Set<string>) => {
    for (const file of [...files]) for (const css of cssOf(file)) files.add(css);
    return files;
  };
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) staticGraph(entry.fileName, loaded);
  withCss(loaded);
  const filesOf = (modules: string[], page: string, leaveOut: Set<string>) => {
    const files = new Set<string>();
    for (const module of modules) {
      const id = resolve(root, module);
      // Its own chunk, or the shared one the bundler put it in.
      const chunk =
        chunks.find((candidate) => candidate.facadeModuleId === id) ??
        chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`No chunk holds ${module} (one of the ${page} page's first modules).`);
      staticGraph(chunk.fileName, files);
    }
    return [...withCss(files)].filter((file) => !leaveOut.has(file));
  };
  const map = {} as PageChunks;
  for (const [page, modules] of Object.entries(firstModules) as [Page, FirstModules][]) {
    const ofPage = filesOf(modules.page, page, loaded);
    const ofData = filesOf(modules.data, page, new Set([...loaded, ...ofPage]));
    map[page] = { page: ofPage.map((file) => `/${file}`), data: ofData.map((file) => `/${file}`) };
  }
  return map;
}

export function firstLoad(): Plugin {
  let root = '';
  return {
    name: 'first-load',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // In the dev server there is no bundle: the module itself, and nothing to preload.
        let src = `/${FIRST_READ}`;
        let chunksByPage: Partial<PageChunks> = {};
        if (bundle) {
          const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'first-read');
          if (!chunk) throw new Error(`The build has no first-read chunk (${FIRST_READ}).`);
          src = `/${chunk.fileName}`;
          chunksByPage = pageChunks(bundle, root);
        }
        return {
          // SPEC 2's loading state is in the page itself, so it shows while the app's script is still on its
          // way instead of a blank screen; the app replaces it when it renders.
          html: html.replace(
            '<div id="root"></div>',
            `<div id="root"><main><p class="platform-loading" role="status">${texts.app.loadingPlatform}</p></main></div>`,
          ),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: PAGE_CHUNKS_ID },
              children: JSON.stringify(chunksByPage),
              injectTo: 'head-prepend',
            },
            // async: it runs as soon as it has arrived, not after the app's larger entry as document order would.
            { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}
