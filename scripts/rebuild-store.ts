// `node --import tsx scripts/rebuild-store.ts`: writes the store's read model afresh from the products (one listing
// per product, functions/src/features/store/listings.ts) and removes the catalogue pages it replaced;
// with TYPESENSE_HOST and TYPESENSE_API_KEY set, it also puts every listing into the production search index,
// which otherwise holds a product only from its next change (docs/decisions/018). Against `npm start`'s running
// emulators by default (whose search engine rebuilds itself at every start); with `--project <id>` against that
// Firebase project, with the machine's Google credentials. Safe to run again, and beside the deployed triggers:
// everything it writes is what the product says now.
import type { Firestore } from 'firebase-admin/firestore';
import { typesenseProductSearch } from '../functions/src/adapters/typesense-product-search.ts';
import { rebuildListings } from '../functions/src/features/store/listings.ts';
import { everyListing } from '../functions/src/features/store/store-search-index.ts';
import { isMain, runMain } from './script-entry.ts';
import { useRunningLocalEmulators, withLocalAdmin } from './seed.ts';
import { inProject, projectAsked } from './backfill.ts';

const say = (line: string) => console.log(`[rebuild-store] ${line}`);

async function rebuild(db: Firestore, withSearchIndex: boolean): Promise<void> {
  const { listings, removed } = await rebuildListings(db);
  say(`${listings} listings written, ${removed} without a product removed, catalogue pages removed.`);
  const { TYPESENSE_HOST: host, TYPESENSE_API_KEY: apiKey, TYPESENSE_COLLECTION: collection } = process.env;
  if (!withSearchIndex || !host || !apiKey) return;
  const search = typesenseProductSearch(() => ({ host, apiKey, collection: collection ?? 'storeListings' }));
  const all = await everyListing(db);
  for (const listing of all) await search.upsert(listing);
  say(`${all.length} listings put into the Typesense collection at ${host}.`);
}

if (isMain(import.meta.url)) {
  await runMain('rebuild-store', async () => {
    const projectId = projectAsked('rebuild-store', process.argv.slice(2));
    if (projectId) return inProject(projectId, (db) => rebuild(db, true));
    await useRunningLocalEmulators();
    await withLocalAdmin(({ db }) => rebuild(db, false));
  });
}
