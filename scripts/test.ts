// `npm test`: every suite in one vitest run, with what the chosen suites need started on test ports of their
// own (so it runs beside `npm start`) and no data kept. Emulator, host and build output go to
// test-results/*.log; the console shows vitest and a closing `Tests: N passed, N failed[, N skipped]` line.
// Arguments go on to vitest: `npm test -- --project unit`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { emulatorPortNeeds, startEmulators } from './emulators.ts';
import { assertPortsFree, testPorts } from './ports.ts';
import { startProcess } from './processes.ts';
import { ROOT } from './root.ts';
import { startHostProcess } from './run-host.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { buildWeb } from './start.ts';
import { createStopStack } from './stop-stack.ts';

/**
 * Logs, the report and the run's own build and media. TEST_RESULTS_DIR moves them, so a run started by a test
 * (scripts/test.stack.test.ts) leaves the outer run's files alone; the browser suite reads test-results/.
 */
const results = process.env.TEST_RESULTS_DIR ? resolve(process.env.TEST_RESULTS_DIR) : join(ROOT, 'test-results');
const resultsJson = join(results, 'vitest.json');
/**
 * The tests' own build of the web app: `npm start` and other builds rewrite web/dist (emptying it first),
 * which would pull files out from under a test run beside them.
 */
const testWebDist = join(results, 'web-dist');
const testMediaDir = join(results, 'media');
/**
 * Vitest projects (vitest.config.ts) that need no emulators, and those that need no host either. `stack` runs
 * `npm start` itself.
 */
const withoutEmulators = new Set(['unit', 'web', 'stack', 'deploy']);
const withoutHost = new Set([...withoutEmulators, 'rules', 'api']);

const say = (line: string) => console.log(`[test] ${line}`);

/** The `--project` filters among vitest's arguments; null when none, which runs every project. */
function selectedProjects(args: string[]): string[] | null {
  const projects: string[] = [];
  for (const [index, arg] of args.entries()) {
    if (arg === '--project' && args[index + 1]) projects.push(args[index + 1]!);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  }
  return projects.length > 0 ? projects : null;
}

/** The parts of vitest's JSON report (Jest's format) the closing line needs. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

function readReport(): VitestReport | null {
  try {
    return JSON.parse(readFileSync(resultsJson, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

const started = createStopStack();

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const projects = selectedProjects(args);
  const needsEmulators = !projects || projects.some((project) => !withoutEmulators.has(project));
  const needsHost = !projects || projects.some((project) => !withoutHost.has(project));
  mkdirSync(results, { recursive: true });
  rmSync(resultsJson, { force: true });
  rmSync(testMediaDir, { recursive: true, force: true });

  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  if (needsEmulators) {
    const ports = await testPorts();
    await assertPortsFree([
      ...emulatorPortNeeds(ports),
      ...(needsHost ? [{ port: ports.host, what: 'the local functions host for the browser tests' }] : []),
    ]);
    if (needsHost) {
      say('building the web app');
      await buildWeb({ file: join(results, 'build.log') }, testWebDist);
    }
    say(`starting the emulators (their logs: ${relative(ROOT, results)}/)`);
    const emulators = await startEmulators({ ports, importFrom: null, logDir: results, say });
    started.push(emulators);
    Object.assign(env, emulators.env);
    if (needsHost) {
      const host = await startHostProcess({
        port: ports.host,
        webDist: testWebDist,
        // Uploads of this run only; a new run starts empty, like its emulators.
        mediaDir: testMediaDir,
        env,
        output: { file: join(results, 'host.log') },
      });
      started.push(host.process);
      env.APP_URL = host.url;
      say(`host ready: ${host.url}`);
    }
  }

  const vitestBin = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile=${resultsJson}`];
  const vitest = startProcess('vitest', process.execPath, [vitestBin, 'run', ...reporters, ...args], {
    env,
    output: 'inherit',
  });
  started.push(vitest);
  const code = await vitest.exited;
  await started.stop();

  const report = readReport();
  if (!report) say(`vitest wrote no report (${resultsJson}); exit code ${code}`);
  const passed = report?.numPassedTests ?? 0;
  const failed = report?.numFailedTests ?? 0;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A file that fails to load, or a failing hook, fails no test: still a failure worth its own line.
  const brokenFiles = (report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  if (brokenFiles.length > 0) say(`${brokenFiles.length} test file(s) failed outside any test (see above)`);
  if (passed + failed === 0) say('no tests ran');
  console.log(`Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  return code !== 0 || failed > 0 || brokenFiles.length > 0 || passed + failed === 0 ? 1 : 0;
}

if (isMain(import.meta.url)) await runStoppable('test', main, () => started.stop(), 130);
