// The figures that need no emulator: the visits route's own cost (a publisher that answers at once),
// navigation, the profile checks, and the size of the built web app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PubSub } from '@google-cloud/pubsub';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createActor } from 'xstate';
import { navigationMachine } from '@marketplace/shared/navigation/navigation.machine';
import { pages } from '@marketplace/shared/navigation/pages';
import { checkAddress, checkFullName, checkPhone } from '@marketplace/shared/profile/profile-rules';
import { createApp } from '../../functions/src/app.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { ROOT } from '../root.ts';
import {
  MEMBER_FIRST_SCREEN_KB,
  firstScreenFiles,
  memberPages,
  readFirstLoad,
  scriptsGzipKb,
} from '../web-first-load.ts';
import { percentile, type Figure } from './figures.ts';
import { temporaryDir } from '../temporary-dir.ts';

export async function benchVisitsRoute(): Promise<Figure[]> {
  // The product's backend, with a publisher that answers at once: this figure is the route's own cost.
  const firebase = initializeApp({ projectId: 'demo-bench' }, 'bench-visits');
  const backend = composeBackend(
    { db: getFirestore(firebase), auth: getAuth(firebase), pubsub: new PubSub({ projectId: 'demo-bench' }) },
    localEnvironment(temporaryDir('bench-media-'), {}),
  );
  const app = createApp({ ...backend, visits: { publishVisit: async () => 'id' } });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const http = createServer(app).listen(0, '127.0.0.1', () => resolve(http));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/visits`;
  const total = 2000;
  const concurrency = 10;
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const response = await fetch(url, { method: 'POST' });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  server.close();
  return [
    { name: 'POST /api/visits throughput', value: total / seconds, unit: 'req/s', target: { value: 500, kind: 'min' } },
    {
      name: 'POST /api/visits p95 latency',
      value: percentile(latencies, 95),
      unit: 'ms',
      target: { value: 50, kind: 'max' },
    },
  ];
}

export function benchNavigation(): Figure[] {
  const actor = createActor(navigationMachine, { input: { initialPage: 'home' } }).start();
  actor.send({ type: 'viewer.resolved', viewer: 'member' });
  const rounds = 50_000;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) actor.send({ type: 'page.go', page: pages[i % pages.length]! });
  const perEvent = ((performance.now() - t0) * 1000) / rounds;
  actor.stop();
  return [{ name: 'navigation page.go', value: perEvent, unit: 'µs/event', target: { value: 50, kind: 'max' } }];
}

export function benchValidation(): Figure[] {
  const rounds = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    checkFullName(' Asha Verma ');
    checkPhone('+919876543210');
    checkAddress('  12 MG Road, Indore, Madhya Pradesh 452001 ');
  }
  const perCheck = ((performance.now() - t0) * 1000) / (rounds * 3);
  return [{ name: 'profile field check', value: perCheck, unit: 'µs/check', target: { value: 5, kind: 'max' } }];
}

export function benchBundle(dist = join(ROOT, 'web', 'dist')): Figure[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) {
    console.log('web/dist is missing: run `npm run build -w web` to measure the bundle.');
    return [];
  }
  const gzipKb = (ext: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(ext))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0) / 1024;
  return [
    // Every chunk of the app, which no one page loads: printed to watch it grow. The budgets are pages' (decision 101).
    { name: 'JavaScript (gzip, all chunks)', value: gzipKb('.js'), unit: 'kB' },
    { name: 'CSS (gzip)', value: gzipKb('.css'), unit: 'kB', target: { value: 30, kind: 'max' } },
    ...benchPageBundles(dist),
    ...benchMemberScreens(dist),
  ];
}

/**
 * The JavaScript a visitor page loads first, as the build's index.html says (scripts/web-first-load.ts): what
 * it needs to show itself, and with what its data needs first (nothing for a visitor's page since decision 020).
 */
function benchPageBundles(dist: string): Figure[] {
  if (!existsSync(join(dist, 'index.html'))) return [];
  const { shell, pages } = readFirstLoad(dist);
  return (['home', 'store', 'careers', 'login'] as const).flatMap((page): Figure[] => {
    const { page: own, data } = pages[page];
    return [
      {
        name: `${page}: initial JavaScript (gzip)`,
        value: scriptsGzipKb(dist, [...shell, ...own]),
        unit: 'kB',
        // The budget (decision 020); Lighthouse's 'scripts transferred' counts the same with the headers.
        target: { value: 120, kind: 'max' },
      },
      ...(data.length > 0
        ? [
            {
              name: `${page}: with its data's schemas (gzip)`,
              value: scriptsGzipKb(dist, [...shell, ...own, ...data]),
              unit: 'kB',
            },
          ]
        : []),
    ];
  });
}

/** What a member's page loads before it can show: the shell, its chunks, and Auth and Firestore (decision 101). */
function benchMemberScreens(dist: string): Figure[] {
  if (!existsSync(join(dist, 'index.html'))) return [];
  const load = readFirstLoad(dist);
  return memberPages.map((page) => ({
    name: `${page}: first screen (gzip JS)`,
    value: scriptsGzipKb(dist, firstScreenFiles(load, page)),
    unit: 'kB',
    target: { value: MEMBER_FIRST_SCREEN_KB, kind: 'max' },
  }));
}
