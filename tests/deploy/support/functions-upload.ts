// What `firebase deploy` uploads from the functions source folder, worked out as firebase-tools does it.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

interface FunctionsConfig {
  source: string;
  ignore?: string[];
}

/** firebase-tools' own default when an entry has no `ignore`, and the names it always adds to the list. */
const CLI_DEFAULT_IGNORE = ['node_modules', '.git'];
const CLI_ALWAYS_IGNORED = ['firebase-debug.log', 'firebase-debug.*.log', '.runtimeconfig.json'];

/** The functions entry of firebase.json whose source is `source` (the key holds one entry or a list). */
export function functionsConfig(firebaseJson: string, source: string): FunctionsConfig {
  const { functions } = JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
    functions?: FunctionsConfig | FunctionsConfig[];
  };
  const entry = [functions ?? []].flat().find((candidate) => candidate.source === source);
  if (!entry) throw new Error(`${firebaseJson} has no functions entry with source "${source}"`);
  return entry;
}

/**
 * firebase-tools tests each ignore pattern against every file and folder under the source with minimatch
 * `{ matchBase: true, dot: true }`, and skips an ignored folder whole. For a pattern without a slash that
 * means: the entry's own name matches, at any depth, `*` standing for any run of characters (a leading dot
 * too) and `?` for one. Only such patterns are supported here; any other is refused rather than read
 * differently from the CLI.
 */
export function ignoreMatcher(patterns: string[]): (name: string) => boolean {
  const expressions = patterns.map((pattern) => {
    if (/[/\\[\]{}()!+@]/.test(pattern)) {
      throw new Error(`ignore pattern "${pattern}": only names with * and ? are supported by this check`);
    }
    const source = [...pattern]
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.^$|]/, '\\$&')))
      .join('');
    return new RegExp(`^${source}$`);
  });
  return (name) => expressions.some((expression) => expression.test(name));
}

/** The files the CLI would upload from `sourceDir`, relative to it with '/' separators, sorted. */
export function uploadedFiles(sourceDir: string, ignore: string[] | undefined): string[] {
  const ignored = ignoreMatcher([...(ignore ?? CLI_DEFAULT_IGNORE), ...CLI_ALWAYS_IGNORED]);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (ignored(name)) return [];
      const path = join(dir, name);
      // statSync follows links, as the CLI does.
      const stat = statSync(path);
      if (stat.isDirectory()) return walk(path);
      return stat.isFile() ? [relative(sourceDir, path).split(sep).join('/')] : [];
    });
  return walk(sourceDir).sort();
}

export function copyFiles(files: string[], fromDir: string, toDir: string): void {
  for (const file of files) {
    mkdirSync(dirname(join(toDir, file)), { recursive: true });
    copyFileSync(join(fromDir, file), join(toDir, file));
  }
}
