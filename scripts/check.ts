// `npm run check`: the type checks, the linter and the formatter, two at a time. Each is one single-threaded
// process, so one after another they left a core idle for two and a half minutes of every CI run (decision 085).
// Each one's output is printed whole when it ends, under its name, so two never interleave. `npm run typecheck`
// (`--only typecheck`) runs the type checks of the same list alone, so the two never name different projects.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './root.ts';
import { UserFacingError } from './ports.ts';
import { isMain, runMain } from './script-entry.ts';

export interface CheckCommand {
  name: string;
  command: string;
  args: string[];
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** The longest first, so the last to start is a short one: about 35, 30, 28, 27, 21 and 15 CPU seconds. */
export const checks: CheckCommand[] = [
  { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'tsc (scripts and tests)', command: bin('tsc'), args: ['-p', '.'] },
  { name: 'eslint', command: bin('eslint'), args: ['.'] },
  { name: 'tsc (web)', command: bin('tsc'), args: ['-p', 'web'] },
  { name: 'tsc (functions)', command: bin('tsc'), args: ['-p', 'functions'] },
  { name: 'tsc (shared)', command: bin('tsc'), args: ['-p', 'shared'] },
];

/** `--only typecheck`: the checks that run tsc, one a project. */
export const typeChecks = checks.filter((check) => check.command === bin('tsc'));

/** The checks the command line asks for: all of them, or with `--only typecheck` the type checks. */
export function checksAsked(args: string[]): CheckCommand[] {
  if (args.length === 0) return checks;
  if (args.length === 2 && args[0] === '--only' && args[1] === 'typecheck') return typeChecks;
  throw new UserFacingError('Usage: node --import tsx scripts/check.ts [--only typecheck]');
}

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

function runCheck({ name, command, args }: CheckCommand): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const end = (code: number) => resolve({ name, code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => ((output += `${error.message}\n`), end(1)));
    child.on('close', (code) => end(code ?? 1));
  });
}

/** Runs the checks `atOnce` at a time, each as the last one ends; the outcomes in the order they ended. */
export async function runChecks(
  commands: CheckCommand[],
  atOnce: number,
  run: (command: CheckCommand) => Promise<Outcome> = runCheck,
  onEnd: (outcome: Outcome) => void = () => {},
): Promise<Outcome[]> {
  const waiting = [...commands];
  const ended: Outcome[] = [];
  const worker = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const outcome = await run(next);
      ended.push(outcome);
      onEnd(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, worker));
  return ended;
}

function print({ name, code, output, seconds }: Outcome): void {
  const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
  process.stdout.write(
    `${output.trimEnd() ? `${output.trimEnd()}\n` : ''}[check] ${name} ${verdict} in ${seconds.toFixed(0)} s\n`,
  );
}

if (isMain(import.meta.url)) {
  await runMain('check', async () => {
    const asked = checksAsked(process.argv.slice(2));
    const outcomes = await runChecks(asked, Math.min(2, availableParallelism()), runCheck, print);
    const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
    if (failed.length > 0) console.log(`[check] failed: ${failed.join(', ')}`);
    return failed.length > 0 ? 1 : 0;
  });
}
