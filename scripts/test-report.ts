// What `npm test` says at its end, read from vitest's JSON reports (Jest's format): the counts, and where the time
// went (decision 054): each suite's files and time, and the slowest files, so the next slow suite is seen in CI's
// own output rather than guessed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './root.ts';

const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0]!.slice(0, 300);

/** The parts of vitest's JSON report the closing lines need. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    startTime?: number;
    endTime?: number;
    /** Why the file failed outside any test (a load error, a failing hook). */
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/** An error vitest caught outside any test's result (scripts/unhandled-errors-reporter.ts). */
export interface UnhandledError {
  type: string;
  message: string;
  /** Its first lines. */
  stack: string;
  /** The file and test vitest found running when it was thrown, if any. */
  testPath?: string;
  testName?: string;
}

/** A lane's unhandled errors; none when the file is missing (vitest wrote no report at all: said elsewhere). */
export function readUnhandled(file: string): UnhandledError[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as UnhandledError[];
  } catch {
    return [];
  }
}

/**
 * Each unhandled error, where it came from and the first frames of its stack: printed at the end of CI's output,
 * which may keep only the end, where vitest prints them in the middle of a lane's.
 */
export function unhandledLines(errors: UnhandledError[], count: number): string[] {
  const lines = errors.slice(0, count).flatMap((error) => {
    const where = error.testPath
      ? `${relative(ROOT, error.testPath)}${error.testName ? ` > ${error.testName}` : ''}`
      : 'no test running';
    const frames = error.stack
      .split('\n')
      .filter((line) => line.trim().startsWith('at '))
      .slice(0, 5)
      .map((line) => `    ${line.trim()}`);
    return [`${error.type} (${where}): ${firstLine(error.message)}`, ...frames];
  });
  return errors.length > count ? [...lines, `and ${errors.length - count} more`] : lines;
}

export function readReport(file: string): VitestReport | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

/** The vitest project (vitest.config.ts) a test file belongs to, by the same paths its `include` names. */
export function projectOf(file: string): string {
  const path = relative(ROOT, file);
  if (path.endsWith('.stack.test.ts')) return 'stack';
  for (const suite of ['rules', 'api', 'e2e', 'deploy']) if (path.startsWith(`tests/${suite}/`)) return suite;
  if (path.startsWith('web/src/')) return 'web';
  return 'unit';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Each suite's file count and time (its files' times added: in a lane they run one after another). */
export function suiteTimes(report: VitestReport): string[] {
  const suites = new Map<string, { files: number; ms: number }>();
  for (const file of report.testResults) {
    const suite = projectOf(file.name);
    const ms = Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0));
    const sum = suites.get(suite) ?? { files: 0, ms: 0 };
    suites.set(suite, { files: sum.files + 1, ms: sum.ms + ms });
  }
  return [...suites].map(([suite, { files, ms }]) => `${suite}: ${files} files, ${seconds(ms)}`);
}

/** The `count` slowest files with their times. */
export function slowestFiles(reports: VitestReport[], count: number): string[] {
  return reports
    .flatMap((report) => report.testResults)
    .map((file) => ({ path: relative(ROOT, file.name), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ path, ms }) => `${seconds(ms)} ${path}`);
}

/**
 * Each failed test as `path > its full name: the first line of its error`, and each file that failed outside any
 * test, at most `count` of them: the end of CI's output names what failed, where only the end may be kept.
 */
export function failures(reports: VitestReport[], count: number): string[] {
  const lines = reports
    .flatMap((report) => report.testResults)
    .flatMap((file) => {
      const path = relative(ROOT, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0 && file.status === 'failed') return [`${path}: ${firstLine(file.message)}`];
      return failed.map((test) => `${path} > ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`);
    });
  return lines.length > count ? [...lines.slice(0, count), `and ${lines.length - count} more`] : lines;
}

/**
 * The closing counts over every report, and whether the run failed: a missing report, or an unhandled error
 * (vitest fails its run on one) fails it.
 */
export function closingLine(reports: (VitestReport | null)[], unhandled = 0): { lines: string[]; failed: boolean } {
  const lines: string[] = [];
  const found = reports.filter((report): report is VitestReport => report !== null);
  const passed = found.reduce((sum, report) => sum + report.numPassedTests, 0);
  const failed = found.reduce((sum, report) => sum + report.numFailedTests, 0);
  const skipped = found.reduce((sum, report) => sum + report.numPendingTests + report.numTodoTests, 0);
  // A file that fails to load, or a failing hook, fails no test: still a failure worth its own line.
  const brokenFiles = found
    .flatMap((report) => report.testResults)
    .filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'));
  if (brokenFiles.length > 0) lines.push(`${brokenFiles.length} test file(s) failed outside any test (see above)`);
  if (unhandled > 0) lines.push(`${unhandled} unhandled error(s) outside any test's result (see "unhandled:" above)`);
  if (passed + failed === 0) lines.push('no tests ran');
  lines.push(`Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  const missing = found.length < reports.length;
  const broken = brokenFiles.length > 0 || unhandled > 0;
  return { lines, failed: missing || failed > 0 || broken || passed + failed === 0 };
}

export { seconds };
