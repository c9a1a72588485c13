// Test suites: unit (pure, no emulators), rules, api and e2e (need what scripts/test.ts starts), stack (runs
// `npm start` itself on free ports, so it needs nothing started), and deploy (installs the functions upload
// from the npm registry, so it needs the network and no emulators).
import { defineConfig } from 'vitest/config';
import { catalogues } from './web/vite-catalogues.ts';

/**
 * One worker's modules serve every file it runs (docs/decisions/085): each file importing firebase-admin, the
 * Firebase SDK, React and shared's sources afresh cost half a CPU second to 3 a file, several hundred in a CI run
 * on 2 cores. So a test keeps nothing in a module that another file would see: apps, users, listeners and
 * mocks are made and ended by the file that needs them.
 */
const isolate = false;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate,
          // Room for a loaded machine, as the web suite's (tests/support/web-timeouts.ts): a script's Ctrl-C test or a
          // PDF's first render took 5 s beside the other lanes; the bound says how long a failing test waits, no more.
          testTimeout: 20_000,
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/*.test.ts'],
          exclude: ['scripts/**/*.stack.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'stack',
          include: ['scripts/**/*.stack.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          // Each test starts the Java emulators once or twice on a machine others share.
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The message catalogues compiled as the build compiles them (decision 061).
        plugins: [catalogues()],
        test: {
          name: 'web',
          isolate,
          include: ['web/src/**/*.test.tsx', 'web/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/web-timeouts.ts'],
          // Room for a loaded machine (tests/support/web-timeouts.ts).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          isolate,
          include: ['tests/rules/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          isolate,
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          isolate,
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'deploy',
          isolate,
          include: ['tests/deploy/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          // An npm install from the registry takes a minute or so; a slow mirror gets room to answer.
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
