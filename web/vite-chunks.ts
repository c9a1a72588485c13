// Fewer files in a first load (decision 074): Lighthouse counts every response's headers in 'scripts
// transferred', and the bundler's own splitting gave a visitor's first load 15 to 20 scripts, ten of them under
// 1 kB (React, XState, the texts and small helpers, each split out because a lazy page shares it). Groups put
// them back together:
// - `first-read`: src/first-read.ts with what it imports, one chunk, so that small entry still runs without
//   waiting for the app's (the group holds the entry module, so the entry's own chunk is the group's);
// - `shell`: what the app's entry shares with its lazy pages, and the small parts without styles the visitor pages
//   share with one another (a link, a hook), which every page then has at once instead of each in a response;
// - `visitor-parts`: the larger parts two visitor pages share (the store's cards, on home and the store);
// - `home-page`, `store-page`, `careers-page`, `login-page`: the rest of each one's first load (the login form with
//   its fields and texts). A later screen that needs one of those parts (a form's field) fetches that page's chunk.
// Everything else splits as the bundler decides: a member's pages and their parts stay out of a first load.
import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingOptions, ModuleInfo } from 'rolldown';
import { FIRST_READ, visitorFirstModules } from './vite-first-load.ts';

/** A part the visitor pages share joins the shell only when small (its source, before minifying). */
const SMALL_PART = 2048;

const isStyle = (id: string) => /\.css($|\?)/.test(id);

interface Graph {
  /** src/first-read.ts and what it imports. */
  firstRead: Set<string>;
  shell: Set<string>;
  /** The larger parts two or more visitor pages load first (the store's cards on home and the store). */
  shared: Set<string>;
  /** Every other module of a visitor page's first load: its page's group. */
  pageOf: Map<string, string>;
}

function graphOf(root: string, info: (id: string) => ModuleInfo | null): Graph {
  const reach = (from: string, into = new Set<string>()) => {
    if (into.has(from)) return into;
    into.add(from);
    for (const id of info(from)?.importedIds ?? []) reach(id, into);
    return into;
  };
  const main = resolve(root, 'src/main.tsx');
  const firstRead = reach(resolve(root, FIRST_READ));
  const app = reach(main);
  // Every module, and which of them a dynamic import loads.
  const all = new Set<string>();
  const lazy = new Set<string>();
  const walk = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    const module = info(id);
    for (const next of module?.importedIds ?? []) walk(next);
    for (const next of module?.dynamicallyImportedIds ?? []) {
      lazy.add(next);
      walk(next);
    }
  };
  walk(main);
  const sharedWithLazy = new Set<string>();
  for (const id of lazy) reach(id, sharedWithLazy);
  const shell = new Set([...app].filter((id) => sharedWithLazy.has(id) && !firstRead.has(id) && id !== main));
  // The small parts two or more visitor pages load first, with what they import that no first load has yet.
  const seen = new Map<string, number>();
  for (const modules of Object.values(visitorFirstModules()))
    for (const id of new Set(modules.flatMap((module) => [...reach(resolve(root, module))])))
      seen.set(id, (seen.get(id) ?? 0) + 1);
  const size = (id: string) => info(id)?.code?.length ?? Infinity;
  const shared = new Set<string>();
  for (const [id, pages] of seen) {
    if (pages < 2 || app.has(id) || firstRead.has(id)) continue;
    const part = [...reach(id)].filter((dependency) => !app.has(dependency) && !firstRead.has(dependency));
    // A part with styles stays out: the shell's styles would become a stylesheet every page waits for.
    const small = part.reduce((sum, dependency) => sum + size(dependency), 0) <= SMALL_PART && !part.some(isStyle);
    if (small) for (const p of part) shell.add(p);
    else shared.add(id);
  }
  for (const id of shell) shared.delete(id);
  // The rest of each page's first load, one chunk a page (the login form with its fields and texts).
  const pageOf = new Map<string, string>();
  for (const [page, modules] of Object.entries(visitorFirstModules()))
    for (const module of modules)
      for (const id of reach(resolve(root, module)))
        if (!app.has(id) && !firstRead.has(id) && !shell.has(id) && !shared.has(id)) pageOf.set(id, `${page}-page`);
  return { firstRead, shell, shared, pageOf };
}

/** The client build's groups; `root` is Vite's (web/). */
export function chunkGroups(root: string): CodeSplittingOptions {
  let graph: Graph | undefined;
  const of = (ctx: ChunkingContext) => (graph ??= graphOf(root, (id) => ctx.getModuleInfo(id)));
  return {
    // A group's modules are exactly those named: none of first-read's may be pulled into the shell.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id, ctx) => {
          const { firstRead, shell, shared, pageOf } = of(ctx);
          // The entry's own chunk: the group holds the entry module itself, so its parts join it.
          if (firstRead.has(id)) return 'first-read';
          if (shell.has(id)) return 'shell';
          if (shared.has(id)) return 'visitor-parts';
          return pageOf.get(id) ?? null;
        },
      },
    ],
  };
}
