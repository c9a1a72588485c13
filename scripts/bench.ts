// `npm run bench`: speed, size and cost figures of the product's paths, each beside a baseline measured in
// the same run and against a target where there is one. It starts its own emulators (free ports, no data
// kept), like `npm test`. Bounded in count and time; loopback only. Figures only: nothing here fails a build.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulators.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { createStopStack } from './stop-stack.ts';
import { benchBundle, benchNavigation, benchValidation, benchVisitsRoute } from './bench/basics.ts';
import { startBenchEmulators } from './bench/bench-stack.ts';
import { printFigures, type Figure } from './bench/figures.ts';
import { benchAdmin } from './bench/admin.ts';
import { benchPaths } from './bench/paths.ts';
import { benchStore } from './bench/store.ts';

const say = (line: string) => console.log(`[bench] ${line}`);
const started = createStopStack();

async function main(): Promise<number> {
  const figures: Figure[] = [];
  figures.push(...(await benchVisitsRoute()), ...benchNavigation(), ...benchValidation(), ...benchBundle());

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
