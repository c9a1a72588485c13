// `npm run bench`: speed, size and cost figures of the product's paths, each beside a baseline measured in
// the same run and against a target where there is one. It starts its own emulators (free ports, no data
// kept), like `npm test`. Bounded in count and time; loopback only. Figures only: nothing here fails a build.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulators.ts';
import { ROOT } from './root.ts';
import { startHostProcess } from './run-host.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { buildWeb } from './start.ts';
import { createStopStack } from './stop-stack.ts';
import { benchBundle, benchNavigation, benchValidation, benchVisitsRoute } from './bench/basics.ts';
import { startBenchEmulators } from './bench/bench-stack.ts';
import { printFigures, type Figure } from './bench/figures.ts';
import { benchAdmin } from './bench/admin.ts';
import { benchPaths } from './bench/paths.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { benchStore } from './bench/store.ts';

const say = (line: string) => console.log(`[bench] ${line}`);
const started = createStopStack();

async function main(): Promise<number> {
  const figures: Figure[] = [];
  figures.push(...(await benchVisitsRoute()), ...benchNavigation(), ...benchValidation());

  // The app as `npm start` serves it: a production build behind the local host.
  const webDist = join(ROOT, 'test-results', 'bench', 'web-dist');
  say('building the web app');
  await buildWeb({ file: join(ROOT, 'test-results', 'bench', 'build.log') }, webDist);
  figures.push(...benchBundle(webDist));

  say('starting the emulators for the store figures');
  const emulators = await startBenchEmulators(say);
  started.push(emulators);
  const admin =
    getApps().find((app) => app.name === 'bench-store') ?? initializeApp({ projectId: PROJECT_ID }, 'bench-store');
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  const firestore = { db: getFirestore(admin), projectId: PROJECT_ID, host: host!, port: Number(port) };
  say('seeding 5,000 products');
  figures.push(...(await benchStore(firestore)));
  say('seeding 10,000 users for the admin dashboard');
  figures.push(...(await benchAdmin(firestore)));
  say('the real paths: visits, funding, taking a project, chat, 10,000 open projects');
  figures.push(...(await benchPaths(firestore, getAuth(admin))));

  const appHost = await startHostProcess({
    port: emulators.hostPort,
    webDist,
    mediaDir: mkdtempSync(join(tmpdir(), 'bench-media-')),
    env: process.env,
    output: { file: join(ROOT, 'test-results', 'bench', 'host.log') },
  });
  started.push(appHost.process);
  say(`Lighthouse on ${appHost.url} (the catalogue holds the products seeded above)`);
  figures.push(...(await benchLighthouse(appHost.url, say)));

  figures.push({
    name: 'bench process heap after runs',
    value: process.memoryUsage().heapUsed / 1024 / 1024,
    unit: 'MB',
    target: { value: 400, kind: 'max' },
  });
  printFigures(figures);
  return 0;
}

if (isMain(import.meta.url)) await runStoppable('bench', main, () => started.stop(), 130);
