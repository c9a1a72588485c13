// A console error or warning during a test fails it (STYLE.md, after epic-stack), unless the test declared
// beforehand, with expectConsole, the output it provokes on purpose (a refused request is logged as a warning).
import { afterEach, beforeEach, vi } from 'vitest';

type Level = 'error' | 'warn';

let noise: string[] = [];
let expected: { level: Level; pattern: RegExp }[] = [];

/** Declares a console line this test provokes on purpose; it matches the line's text. */
export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern });
}

beforeEach(() => {
  noise = [];
  expected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (!expected.some((allowed) => allowed.level === level && allowed.pattern.test(line)))
        noise.push(`console.${level}: ${line}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (noise.length > 0) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
