// `npm test`: every suite, in lanes of vitest runs side by side, with what the suites need started on test ports of
// their own (so it runs beside `npm start`) and no data kept. Emulator, host and build output go to
// test-results/*.log, each lane's output to the console behind its name and to test-results/vitest-LANE.log; it
// ends with each suite's time, the slowest files, a `Tests: N passed, N failed[, N skipped]` line and the time taken.
// Arguments go on to one vitest run instead: `npm test -- --project unit`.
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { emulatorPortNeeds, startEmulators } from './emulators.ts';
import { assertPortsFree, testPorts } from './ports.ts';
import { startProcess } from './processes.ts';
import { ROOT } from './root.ts';
import { startHostProcess } from './run-host.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { buildWeb } from './start.ts';
import { createStopStack } from './stop-stack.ts';
import {
  closingLine,
  failures,
  readReport,
  readUnhandled,
  seconds,
  slowestFiles,
  suiteTimes,
  unhandledLines,
} from './test-report.ts';
import { unhandledErrorsFile } from './unhandled-errors-reporter.ts';

/**
 * Logs, the report and the run's own build and media. TEST_RESULTS_DIR moves them, so a run started by a test
 * (scripts/test.stack.test.ts) leaves the outer run's files alone; the browser suite reads test-results/.
 */
const results = process.env.TEST_RESULTS_DIR ? resolve(process.env.TEST_RESULTS_DIR) : join(ROOT, 'test-results');
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

const started = createStopStack();
const vitestBin = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

/**
 * A whole run's lanes (decision 054): one vitest process each, its projects one after another, the lanes side by
 * side. One vitest process runs projects that allow one file at a time after all the others, and gives those one
 * worker on 2 cores: the run went file by file, a core idle through every wait on the emulators, the browser and the
 * registry. rules, api and e2e keep apart on the shared emulators by project id (demo-rules, demo-api, the host's
 * demo-marketplace); stack starts emulators of its own. A lane that needs nothing started begins at once, beside the
 * build and the emulators' start. `TEST_LANES=1` runs every project in one vitest process instead (slower by about
 * seven minutes, for a machine too small for three).
 */
const lanes: { name: string; projects: string[] }[] =
  process.env.TEST_LANES === '1'
    ? [{ name: 'all', projects: ['unit', 'web', 'stack', 'deploy', 'rules', 'api', 'e2e'] }]
    : [
        { name: 'pure', projects: ['unit', 'web', 'deploy', 'stack'] },
        { name: 'e2e', projects: ['e2e'] },
        { name: 'emulated', projects: ['api', 'rules'] },
      ];

async function main(): Promise<number> {
  const runStarted = performance.now();
  const args = process.argv.slice(2);
  mkdirSync(results, { recursive: true });
  rmSync(testMediaDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

  let runs: { report: string; code: number }[];
  if (args.length > 0) {
    const projects = selectedProjects(args);
    await startServices(env, projects ?? lanes.flatMap((lane) => lane.projects));
    runs = [await runVitest('vitest', args, env, 'inherit')];
  } else {
    const runLane = ({ name, projects }: (typeof lanes)[number]) =>
      runVitest(
        `vitest-${name}`,
        projects.flatMap((project) => ['--project', project]),
        env,
        'prefixed',
      );
    const needsNothing = (lane: (typeof lanes)[number]) => lane.projects.every((p) => withoutEmulators.has(p));
    const early = lanes.filter(needsNothing).map(runLane);
    await startServices(
      env,
      lanes.flatMap((lane) => lane.projects),
    );
    const late = lanes.filter((lane) => !needsNothing(lane)).map(runLane);
    runs = await Promise.all([...early, ...late]);
  }
  await started.stop();

  const found = runs.map((run) => readReport(run.report));
  for (const report of found) if (report) for (const line of suiteTimes(report)) say(`time: ${line}`);
  for (const line of slowestFiles(
    found.filter((report) => report !== null),
    10,
  ))
    say(`slow: ${line}`);
  for (const line of failures(
    found.filter((report) => report !== null),
    20,
  ))
    say(`failed: ${line}`);
  const unhandled = runs.flatMap((run) => readUnhandled(unhandledErrorsFile(run.report)));
  for (const line of unhandledLines(unhandled, 5)) say(`unhandled: ${line}`);
  const { lines, failed } = closingLine(found, unhandled.length);
  for (const line of lines.slice(0, -1)) say(line);
  console.log(lines.at(-1));
  say(`elapsed: ${seconds(performance.now() - runStarted)}`);
  return failed || runs.some((run) => run.code !== 0) ? 1 : 0;
}

/** Starts what `projects` need (the emulators, the host on the tests' own build) and adds their addresses to env. */
async function startServices(env: NodeJS.ProcessEnv, projects: string[]): Promise<void> {
  const needsEmulators = projects.some((project) => !withoutEmulators.has(project));
  const needsHost = projects.some((project) => !withoutHost.has(project));
  if (!needsEmulators) return;
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
  if (!needsHost) return;
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

/**
 * One vitest process with `args`; returns the file of its JSON report. Its output goes to the console as is, or
 * line by line behind its name (several run at once), also kept in a log beside the report.
 */
async function runVitest(name: string, args: string[], env: NodeJS.ProcessEnv, output: 'inherit' | 'prefixed') {
  const report = join(results, `${name}.json`);
  rmSync(report, { force: true });
  rmSync(unhandledErrorsFile(report), { force: true });
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--reporter=${join(ROOT, 'scripts', 'unhandled-errors-reporter.ts')}`,
    `--outputFile=${report}`,
  ];
  const laneStarted = performance.now();
  const vitest = startProcess(name, process.execPath, [vitestBin, 'run', ...reporters, ...args], {
    env,
    output: output === 'inherit' ? 'inherit' : { prefix: `[${name}]`, file: join(results, `${name}.log`) },
  });
  started.push(vitest);
  const code = await vitest.exited;
  say(`${name} ended (exit code ${code}) after ${seconds(performance.now() - laneStarted)}`);
  if (!readReport(report)) say(`${name}: vitest wrote no report (${relative(ROOT, report)})`);
  return { report, code };
}

if (isMain(import.meta.url)) await runStoppable('test', main, () => started.stop(), 130);
