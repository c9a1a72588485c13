// The import graph's two rules (STYLE: one-way imports). No file imports itself back through others, counting type
// imports and lazy ones: a cycle means neither file can be read, tested or moved alone. And shared's base (its root
// files and api/) imports none of shared's features: every feature declares its endpoints with api/endpoint.ts, and
// the whole contract, which gathers every feature's, is contract.ts at the top, imported by nothing in shared.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './root.ts';

const SOURCES = ['shared/src', 'functions/src', 'web/src', 'scripts', 'tests'];
const SHARED = join(ROOT, 'shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project's own file a specifier names, or null for a package's. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@marketplace/shared/')
    ? join(SHARED, specifier.slice('@marketplace/shared/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return found ?? null;
}

/** Each file's imports of the project's own files: static, type-only, re-exports and import(). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's cycles: each strongly connected group of more than one file (Tarjan's algorithm), or a self-import. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.map((path) => relative(ROOT, path)));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const isSharedBase = (file: string) => {
  const path = relative(SHARED, file);
  return !path.startsWith('..') && (path.startsWith('api/') || (!path.includes('/') && path !== 'contract.ts'));
};
const isSharedFeature = (file: string) => {
  const path = relative(SHARED, file);
  return !path.startsWith('..') && path.includes('/') && !path.startsWith('api/');
};

describe('the import graph', () => {
  const graph = importGraph();

  it('reads the whole tree (the rules below would pass on nothing)', () => {
    expect(graph.size).toBeGreaterThan(1000);
    expect(graph.get(join(SHARED, 'contract.ts'))).toContain(join(SHARED, 'store/store-api.ts'));
  });

  it('has no cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("finds a cycle where there is one (the check's own check)", () => {
    const made = new Map([
      ['first', ['second']],
      ['second', ['third']],
      ['third', ['first']],
      ['outside', ['first']],
    ]);
    expect(cycles(made).map((group) => group.sort())).toEqual([['first', 'second', 'third']]);
  });

  it("keeps shared's base below its features, and its whole contract above everything in shared", () => {
    const againstLayers = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (isSharedBase(file) && isSharedFeature(target)) ||
            (target === join(SHARED, 'contract.ts') && !relative(SHARED, file).startsWith('..')),
        )
        .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`),
    );
    expect(againstLayers).toEqual([]);
  });
});
