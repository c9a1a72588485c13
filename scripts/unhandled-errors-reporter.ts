// A vitest reporter that keeps the run's unhandled errors (a rejection nobody awaited, an error thrown by a timer
// after its test ended) in a file: vitest's JSON report leaves them out, and its own account of them is printed in
// the middle of a lane's output, so a CI run that kept only the end said "1 error" and nothing else. `npm test`
// prints them at its end (scripts/test-report.ts). The file is the JSON report's name with `.unhandled.json`.
import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, Vitest } from 'vitest/node';
import type { UnhandledError } from './test-report.ts';

export function unhandledErrorsFile(reportFile: string): string {
  return reportFile.replace(/\.json$/, '.unhandled.json');
}

/** What a serialized error says, with the test vitest found running when it was thrown, if any. */
export function describeUnhandled(error: SerializedError): UnhandledError {
  const fields = error as SerializedError & { type?: string; VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
  return {
    type: fields.type ?? 'Unhandled Error',
    message: String(fields.message ?? fields.name ?? 'unknown error'),
    stack: (fields.stack ?? '').split('\n').slice(0, 8).join('\n'),
    testPath: fields.VITEST_TEST_PATH,
    testName: fields.VITEST_TEST_NAME,
  };
}

export default class UnhandledErrorsReporter implements Reporter {
  private reportFile: string | undefined;

  onInit(vitest: Vitest): void {
    const { outputFile } = vitest.config;
    this.reportFile = typeof outputFile === 'string' ? outputFile : outputFile?.json;
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>): void {
    if (!this.reportFile) return;
    writeFileSync(unhandledErrorsFile(this.reportFile), JSON.stringify(errors.map(describeUnhandled), null, 2));
  }
}
