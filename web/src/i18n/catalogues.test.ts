// The catalogue check (decisions 057 and 060), run with the web tests in CI: both languages have every key, each
// message parses as ICU, a translation uses the same arguments as its English, a plural says 'other', the Hindi
// chunk holds every part, and SPEC's quoted texts are word for word in the English catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { footerLinks, signedInLinks, signedOutLinks } from '@marketplace/shared/navigation/pages';
import { texts } from '@marketplace/shared/texts';
import { describe, expect, it } from 'vitest';
import { messages as hindiChunk } from './hi/index.ts';
import { navLabelId } from './shell-texts.ts';

type Catalogue = Record<string, string>;

const here = dirname(fileURLToPath(import.meta.url));
const folder = (language: string) => join(here, language);
const partsOf = (language: string) =>
  readdirSync(folder(language))
    .filter((file) => file.endsWith('.json'))
    .sort();
const read = (language: string, part: string) =>
  JSON.parse(readFileSync(join(folder(language), part), 'utf8')) as Catalogue;

const parts = partsOf('en');
const english: Catalogue = Object.assign({}, ...parts.map((part) => read('en', part)));

/** A message's arguments, with their kind ('plural', 'number', or '' for a plain one) and a plural's choices. */
function argumentsOf(message: CompiledMessage, into = new Map<string, string>()): Map<string, string> {
  if (typeof message === 'string') return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, kind = '', choices] = token;
    into.set(name, kind ?? '');
    if (choices && typeof choices === 'object')
      for (const [choice, inner] of Object.entries(choices)) {
        if (choice === 'offset') continue;
        if (kind === 'plural' || kind === 'select' || kind === 'selectordinal')
          into.set(`${name}:${choice === 'other' ? 'other' : 'choice'}`, '');
        argumentsOf(inner as CompiledMessage, into);
      }
  }
  return into;
}

describe('the message catalogues', () => {
  it('have the same parts in English and Hindi', () => {
    expect(parts.length).toBeGreaterThan(0);
    expect(partsOf('hi')).toEqual(parts);
  });

  it.each(parts)('%s: every key in both languages, named for its part, once across the parts', (part) => {
    const en = read('en', part);
    const hi = read('hi', part);
    expect(Object.keys(hi).sort(), 'keys in Hindi vs English').toEqual(Object.keys(en).sort());
    const prefix = `${part.replace(/\.json$/, '')}.`;
    expect(Object.keys(en).filter((key) => !key.startsWith(prefix))).toEqual([]);
    for (const other of parts.filter((name) => name !== part))
      expect(Object.keys(read('en', other)).filter((key) => key in en)).toEqual([]);
  });

  it.each(parts)('%s: every message parses, and its Hindi has the same arguments and an other plural', (part) => {
    const en = read('en', part);
    const hi = read('hi', part);
    for (const [key, message] of Object.entries(en)) {
      const enArgs = argumentsOf(compileMessageOrThrow(message));
      const hiArgs = argumentsOf(compileMessageOrThrow(hi[key] ?? ''));
      expect([...hiArgs.keys()].filter((name) => !name.includes(':')).sort(), key).toEqual(
        [...enArgs.keys()].filter((name) => !name.includes(':')).sort(),
      );
      for (const [name, kind] of enArgs)
        if (kind === 'plural') {
          expect(hiArgs.get(name), `${key}: ${name}`).toBe('plural');
          expect(hiArgs.has(`${name}:other`), `${key}: ${name} in Hindi has other`).toBe(true);
          expect(enArgs.has(`${name}:other`), `${key}: ${name} in English has other`).toBe(true);
        }
      expect(hi[key]!.trim(), `${key} is translated`).not.toBe('');
    }
  });

  it("has every Hindi part in the visitors' Hindi chunk, or fetched with its members' screens, never both", () => {
    // A members' part's Hindi is fetched by the screen that reads it (decision 071): catalogue(en, () => import(…)).
    const sources = readdirSync(join(here, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(here, '..', file), 'utf8'));
    const fetchedApart = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/import\('(?:\.\.\/)+i18n\/hi\/([\w-]+)\.json'\)/g)].map(([, part]) => `${part}.json`),
      ),
    );
    const inChunk = Object.keys(hindiChunk);
    const apart = [...fetchedApart].flatMap((part) => Object.keys(read('hi', part)));
    expect(
      inChunk.filter((key) => apart.includes(key)),
      'in both',
    ).toEqual([]);
    expect([...inChunk, ...apart].sort()).toEqual(Object.keys(english).sort());
  });

  it("keeps SPEC's quoted texts and the links' names word for word in English", () => {
    const spec: Record<string, string> = {
      'home.hero': texts.home.hero,
      'home.getStarted': texts.home.getStarted,
      'store.title': texts.store.title,
      'careers.noOpenings': texts.careers.noOpenings,
    };
    for (const [key, text] of Object.entries(spec)) if (key in english) expect(english[key], key).toBe(text);
    for (const link of [...signedInLinks, ...footerLinks])
      expect(english[navLabelId(link.page, link.label !== 'Support')], link.label).toBe(link.label);
    for (const link of signedOutLinks) expect(english[navLabelId(link.page, true)], link.label).toBe(link.label);
  });

  it('fails a key missing from one language (the check can fail)', () => {
    const en = { 'x.a': 'A', 'x.b': 'B' };
    const hi = { 'x.a': 'ए' };
    expect(Object.keys(hi).sort()).not.toEqual(Object.keys(en).sort());
    expect([...argumentsOf(compileMessageOrThrow('{n, plural, one {# item} other {# items}}')).keys()]).toEqual([
      'n',
      'n:choice',
      'n:other',
    ]);
  });
});
