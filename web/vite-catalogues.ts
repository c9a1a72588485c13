// The message catalogues (src/i18n/{en,hi}/*.json, ICU strings) compiled at build time, as decision 057 chose
// Lingui for: a page gets Lingui's small compiled arrays and no ICU parser ships to the browser. Tests read the
// JSON as it is, and Lingui compiles it as it reads (its development build does).
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/](?:en|hi)[\\/][\w-]+\.json$/;

/** A catalogue's messages compiled, as Lingui's `i18n.load` takes them; throws on a message that does not parse. */
export function compileCatalogue(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

export function catalogues(): Plugin {
  return {
    name: 'marketplace-catalogues',
    // After Vite's JSON plugin: the module is written afresh from the file, so what it made is set aside.
    transform(_code, id) {
      const file = id.split('?')[0]!;
      if (!CATALOGUE.test(file)) return null;
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return { code: `export default ${JSON.stringify(compileCatalogue(messages))};`, map: null };
    },
  };
}
