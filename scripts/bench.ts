// Speed and size figures for the hot paths, each against a target. Bounded in count and time; loopback only.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createActor } from 'xstate';
import { navigationMachine } from '@marketplace/shared/navigation/navigation.machine';
import { pages } from '@marketplace/shared/navigation/pages';
import { checkAddress, checkFullName, checkPhone } from '@marketplace/shared/profile/profile-rules';
import { PubSub } from '@google-cloud/pubsub';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../functions/src/app.ts';
import { composeBackend } from '../functions/src/backend.ts';
import { localEnvironment } from '../functions/src/local/local-settings.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
  target: number;
  /** 'max': the value must stay at or below the target; 'min': at or above. */
  kind: 'max' | 'min';
}

const figures: Figure[] = [];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function benchVisitsRoute() {
  // The product's backend, with a publisher that answers at once: this figure is the route's own cost.
  // The SDK clients connect on first use, which this route never makes.
  const firebase = initializeApp({ projectId: 'demo-bench' }, 'bench');
  const backend = composeBackend(
    { db: getFirestore(firebase), auth: getAuth(firebase), pubsub: new PubSub({ projectId: 'demo-bench' }) },
    localEnvironment(mkdtempSync(join(tmpdir(), 'bench-media-')), {}),
  );
  const app = createApp({ ...backend, visits: { publishVisit: async () => 'id' } });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const http = app.listen(0, '127.0.0.1', () => resolve(http));
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
  latencies.sort((a, b) => a - b);
  figures.push({
    name: 'POST /api/visits throughput',
    value: total / seconds,
    unit: 'req/s',
    target: 500,
    kind: 'min',
  });
  figures.push({
    name: 'POST /api/visits p95 latency',
    value: percentile(latencies, 95),
    unit: 'ms',
    target: 50,
    kind: 'max',
  });
}

function benchNavigation() {
  const actor = createActor(navigationMachine, { input: { initialPage: 'home' } }).start();
  actor.send({ type: 'viewer.resolved', viewer: 'member' });
  const rounds = 50_000;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) actor.send({ type: 'page.go', page: pages[i % pages.length]! });
  const perEvent = ((performance.now() - t0) * 1000) / rounds;
  actor.stop();
  figures.push({ name: 'navigation page.go', value: perEvent, unit: 'µs/event', target: 50, kind: 'max' });
}

function benchValidation() {
  const rounds = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    checkFullName(' Asha Verma ');
    checkPhone('+919876543210');
    checkAddress('  12 MG Road, Indore, Madhya Pradesh 452001 ');
  }
  const perCheck = ((performance.now() - t0) * 1000) / (rounds * 3);
  figures.push({ name: 'profile field check', value: perCheck, unit: 'µs/check', target: 5, kind: 'max' });
}

function benchBundle() {
  const assets = join('web', 'dist', 'assets');
  if (!existsSync(assets)) {
    console.log('web/dist is missing: run `npm run build -w web` to measure the bundle.');
    return;
  }
  const gzipKb = (ext: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(ext))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0) / 1024;
  figures.push({ name: 'initial JavaScript (gzip)', value: gzipKb('.js'), unit: 'kB', target: 300, kind: 'max' });
  figures.push({ name: 'CSS (gzip)', value: gzipKb('.css'), unit: 'kB', target: 30, kind: 'max' });
}

await benchVisitsRoute();
benchNavigation();
benchValidation();
benchBundle();
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
figures.push({ name: 'bench process heap after runs', value: heapMb, unit: 'MB', target: 200, kind: 'max' });

let missed = 0;
for (const figure of figures) {
  const met = figure.kind === 'max' ? figure.value <= figure.target : figure.value >= figure.target;
  if (!met) missed++;
  const sign = figure.kind === 'max' ? '<=' : '>=';
  console.log(
    `${met ? 'ok  ' : 'MISS'} ${figure.name.padEnd(32)} ${figure.value.toFixed(2).padStart(10)} ${figure.unit.padEnd(9)} (target ${sign} ${figure.target})`,
  );
}
process.exitCode = missed > 0 ? 1 : 0;
