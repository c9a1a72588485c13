// A console error or warning during a test fails it (STYLE.md, after epic-stack).
import { afterEach, beforeEach, vi } from 'vitest';

let noise: string[] = [];

beforeEach(() => {
  noise = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      noise.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (noise.length > 0) throw new Error(`Unexpected console output:\n${noise.join('\n')}`);
});
