import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './root.ts';
import {
  closingLine,
  failures,
  projectOf,
  slowestFiles,
  suiteTimes,
  unhandledLines,
  type VitestReport,
} from './test-report.ts';
import { describeUnhandled, unhandledErrorsFile } from './unhandled-errors-reporter.ts';

const file = (path: string, ms: number, status = 'passed', tests = ['passed']) => ({
  name: join(ROOT, path),
  status,
  startTime: 1_000,
  endTime: 1_000 + ms,
  assertionResults: tests.map((test) => ({ status: test })),
});
const report = (files: VitestReport['testResults'], counts: Partial<VitestReport> = {}): VitestReport => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: files,
  ...counts,
});

describe("npm test's closing lines", () => {
  it('names the suite of each file as vitest.config.ts includes it', () => {
    expect(
      [
        'scripts/burst.stack.test.ts',
        'scripts/ports.test.ts',
        'tests/api/payments.test.ts',
        'tests/rules/jobs.test.ts',
        'tests/e2e/store.test.ts',
        'tests/deploy/web-build.test.ts',
        'web/src/app/projects-board.test.tsx',
        'web/first-load.test.ts',
        'shared/src/ledger/ledger.test.ts',
      ].map((path) => projectOf(join(ROOT, path))),
    ).toEqual(['stack', 'unit', 'api', 'rules', 'e2e', 'deploy', 'web', 'unit', 'unit']);
  });

  it("adds each suite's files and time, and lists the slowest files first", () => {
    const lanes = [
      report([file('tests/api/a.test.ts', 2_000), file('tests/api/b.test.ts', 500)]),
      report([file('tests/e2e/c.test.ts', 9_000)]),
    ];
    expect(lanes.flatMap(suiteTimes)).toEqual(['api: 2 files, 2.5 s', 'e2e: 1 files, 9.0 s']);
    expect(slowestFiles(lanes, 2)).toEqual(['9.0 s tests/e2e/c.test.ts', '2.0 s tests/api/a.test.ts']);
  });

  it('adds the counts of every lane, and fails on a failed test, a broken file, a missing report or no test', () => {
    const passed = report([file('tests/api/a.test.ts', 1)], { numPassedTests: 3, numPendingTests: 1 });
    expect(closingLine([passed, passed])).toEqual({ lines: ['Tests: 6 passed, 0 failed, 2 skipped'], failed: false });
    expect(closingLine([passed, report([], { numFailedTests: 1 })]).failed).toBe(true);
    expect(closingLine([passed, null]).failed).toBe(true);
    const broken = report([file('tests/api/b.test.ts', 1, 'failed', [])]);
    expect(closingLine([passed, broken]).lines[0]).toBe('1 test file(s) failed outside any test (see above)');
    expect(closingLine([passed, broken]).failed).toBe(true);
    expect(closingLine([report([])])).toEqual({ lines: ['no tests ran', 'Tests: 0 passed, 0 failed'], failed: true });
  });

  it('names each failed test with its error, and each file broken outside a test, up to a count', () => {
    const failing = report([
      file('tests/api/a.test.ts', 1),
      {
        ...file('tests/rules/b.test.ts', 1, 'failed', ['passed', 'failed']),
        assertionResults: [
          { status: 'passed', fullName: 'rules b reads' },
          {
            status: 'failed',
            fullName: 'rules b writes',
            failureMessages: ['AssertionError: expected 1 to be 2\n at x'],
          },
        ],
      },
      { ...file('tests/api/c.test.ts', 1, 'failed', []), message: 'Hook timed out in 10000ms.\nmore' },
    ]);
    expect(failures([failing], 5)).toEqual([
      'tests/rules/b.test.ts > rules b writes: AssertionError: expected 1 to be 2',
      'tests/api/c.test.ts: Hook timed out in 10000ms.',
    ]);
    expect(failures([failing], 1)).toEqual([
      'tests/rules/b.test.ts > rules b writes: AssertionError: expected 1 to be 2',
      'and 1 more',
    ]);
    expect(failures([report([file('tests/api/a.test.ts', 1)])], 5)).toEqual([]);
  });

  it('names each unhandled error with the test it came from and its first frames, and fails the run on one', () => {
    const error = describeUnhandled({
      name: 'Error',
      message: 'late boom\nsecond line',
      stack:
        'Error: late boom\n    at Timeout._onTimeout (/x/a.ts:3:37)\n    at listOnTimeout (node:internal/timers:581:17)',
      type: 'Unhandled Rejection',
      VITEST_TEST_PATH: join(ROOT, 'web/src/app/a.test.tsx'),
      VITEST_TEST_NAME: 'leaves a timer',
    } as never);
    expect(unhandledLines([error], 5)).toEqual([
      'Unhandled Rejection (web/src/app/a.test.tsx > leaves a timer): late boom',
      '    at Timeout._onTimeout (/x/a.ts:3:37)',
      '    at listOnTimeout (node:internal/timers:581:17)',
    ]);
    const outside = describeUnhandled({ name: 'TypeError', message: 'x is undefined', stack: '' } as never);
    expect(unhandledLines([outside], 5)).toEqual(['Unhandled Error (no test running): x is undefined']);
    expect(unhandledLines([error, outside], 1).at(-1)).toBe('and 1 more');

    const passed = report([file('tests/api/a.test.ts', 1)], { numPassedTests: 3 });
    expect(closingLine([passed], 1)).toEqual({
      lines: ['1 unhandled error(s) outside any test\'s result (see "unhandled:" above)', 'Tests: 3 passed, 0 failed'],
      failed: true,
    });
    expect(unhandledErrorsFile('/r/test-results/vitest-pure.json')).toBe('/r/test-results/vitest-pure.unhandled.json');
  });
});
