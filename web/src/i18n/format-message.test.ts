// formatMessage (shared's, which i18n.ts reads directly: decision 091) gives what @lingui/core's runtime gives (decision
// 061): for every message of both catalogues, with each plural's numbers around its categories, and for the ICU forms
// the catalogues may come to use.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage, type Values } from '@marketplace/shared/i18n/format-message';
import { intlLocale, locales } from './locale.ts';

/** Lingui's compiled form, typed as our reader types it (the same arrays). */
const compile = (message: string) => compileMessageOrThrow(message) as unknown as CompiledMessage;

const here = dirname(fileURLToPath(import.meta.url));
const catalogueOf = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(join(here, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(here, locale, file), 'utf8')) as Record<string, string>),
  );

function linguiSays(locale: string, message: string, values: Values): string {
  const i18n = setupI18n({ locale, locales: [intlLocale[locale as 'en']], messages: { [locale]: {} } });
  i18n.load(locale, { id: compileMessageOrThrow(message) });
  return i18n._('id', values);
}

/** Sample values for a message's arguments: a plural gets each of `numbers`, anything else a name. */
function samples(message: CompiledMessage, numbers: number[]): Values[] {
  const plurals = new Set<string>();
  const plain = new Set<string>();
  const walk = (m: CompiledMessage) => {
    if (!Array.isArray(m)) return;
    for (const token of m) {
      if (typeof token === 'string') continue;
      const [name, kind, choices] = token;
      (kind === 'plural' || kind === 'selectordinal' || kind === 'number' ? plurals : plain).add(name);
      if (choices && typeof choices === 'object')
        for (const inner of Object.values(choices)) if (typeof inner !== 'number') walk(inner as CompiledMessage);
    }
  };
  walk(message);
  const base: Values = Object.fromEntries([...plain].map((name) => [name, `«${name}»`]));
  if (plurals.size === 0) return [base];
  return numbers.map((n) => ({ ...base, ...Object.fromEntries([...plurals].map((name) => [name, n])) }));
}

const numbers = [0, 1, 2, 5, 21, 1234567];

describe('formatMessage', () => {
  it.each(locales)('reads every %s message as Lingui does', (locale) => {
    const catalogue = catalogueOf(locale);
    expect(Object.keys(catalogue).length).toBeGreaterThan(0);
    for (const [id, message] of Object.entries(catalogue)) {
      const compiled = compile(message);
      for (const values of samples(compiled, numbers))
        expect(formatMessage(compiled, intlLocale[locale], values), `${id} ${JSON.stringify(values)}`).toBe(
          linguiSays(locale, message, values),
        );
    }
  });

  it.each([
    '{n, plural, =0 {no reviews} one {# review} other {# reviews}}',
    '{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{role, select, seller {Seller {name}} other {Student}}',
    'Total: {n, number} items',
    "Plain {name} with “quotes” and Sellers' apostrophes",
  ])('reads %s as Lingui does, in both languages', (message) => {
    const compiled = compile(message);
    for (const locale of locales)
      for (const role of ['seller', 'student'])
        for (const values of samples(compiled, numbers)) {
          const given = { ...values, role };
          expect(formatMessage(compiled, intlLocale[locale], given), `${locale} ${JSON.stringify(given)}`).toBe(
            linguiSays(locale, message, given),
          );
        }
  });
});
