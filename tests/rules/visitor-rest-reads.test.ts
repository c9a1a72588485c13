// The visitor's first reads over Firestore's REST API (web/src/app/visitor-reads.ts, issue 10) against the
// emulator and the rules: they show what the SDK's live queries would show a visitor, and the rules judge them
// as reads by nobody signed in.
import { Timestamp } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { readCatalogue, readJobs } from '../../web/src/app/visitor-reads.ts';
import type { InitJson } from '../../web/src/lib/firebase-config.ts';
import { readCollection } from '../../web/src/lib/firestore-rest.ts';
import { watchJobs } from '../../web/src/lib/jobs.ts';
import type { Watch } from '../../web/src/lib/watch.ts';
import { firestoreCatalogue } from '../../web/src/features/store/firestore-catalogue.ts';
import { useMarketplaceRules } from './support/marketplace.ts';
import { RULES_PROJECT_ID, asVisitor, seed } from './support/rules-test-env.ts';
import { cataloguePage } from './support/store.ts';

let env: RulesTestEnvironment;
useMarketplaceRules((started) => (env = started));

function config(): InitJson {
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  return {
    apiKey: 'rules-test',
    authDomain: 'localhost',
    projectId: RULES_PROJECT_ID,
    local: true,
    emulators: { auth: 'unused', firestore: { host: host!, port: Number(port) } },
  };
}

function first<T>(watch: Watch<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

const job = (title: string, daysAgo: number) => ({
  title,
  location: 'Remote',
  description: `${title}, described.`,
  postedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20) - daysAgo * 86_400_000),
});

describe('a visitor’s first read over REST', () => {
  it('reads the catalogue as the live query shows it', async () => {
    await seed(env, paths.storeCataloguePage('page-1'), cataloguePage('product-a', 1200));
    await seed(env, paths.storeCataloguePage('page-2'), cataloguePage('product-b', 900));
    const overRest = await readCatalogue(config());
    expect(overRest.map(({ id }) => id).sort()).toEqual(['product-a', 'product-b']);
    expect(overRest).toEqual(await first(firestoreCatalogue(asVisitor(env)).watchCatalogue()));
  });

  it('reads the jobs newest first, as the live query shows them', async () => {
    await seed(env, `${paths.jobs}/old`, job('Old posting', 9));
    await seed(env, `${paths.jobs}/new`, job('New posting', 1));
    await seed(env, `${paths.jobs}/mid`, job('Middle posting', 4));
    const overRest = await readJobs(config());
    expect(overRest.map(({ title }) => title)).toEqual(['New posting', 'Middle posting', 'Old posting']);
    expect(overRest).toEqual(await first(watchJobs(asVisitor(env))));
  });

  it('is refused what a visitor may not read', async () => {
    await expect(readCollection(config(), paths.users)).rejects.toThrow(/HTTP 403/);
  });
});
