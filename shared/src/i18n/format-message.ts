// Reads a message compiled by Lingui's compiler (web/vite-catalogues.ts) with the values given: plain arguments,
// ICU plural (exact `=N` first, then Intl.PluralRules' category, then `other`; `#` is the number in the locale's
// format), selectordinal, select, number and date. It stands in for @lingui/core's runtime in the browser
// (decision 061): the same output, with a tenth of the bytes that every page's first load carries;
// format-message.test.ts holds it to Lingui's own output for every message of both catalogues.

/** Lingui's compiled form: a plain text, or text pieces and arguments ([name] or [name, kind, choices]). */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [string] | [string, string] | [string, string, unknown];
type Choices = Record<string, CompiledMessage> & { offset?: number };

export type Values = Record<string, string | number>;

export function formatMessage(message: CompiledMessage, locale: string, values: Values = {}, count?: string): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    // `#` stands for the number only directly inside a plural's choice, as in Lingui.
    if (typeof token === 'string') text += token === '#' && count !== undefined ? count : token;
    else text += formatArgument(token, locale, values) ?? '';
  }
  return text;
}

function formatArgument([name, kind, format]: Exclude<CompiledToken, string>, locale: string, values: Values) {
  const value = values[name];
  const { offset = 0, ...choices } = (format ?? {}) as Choices;
  switch (kind) {
    case 'plural':
    case 'selectordinal': {
      const n = Number(value) - Number(offset);
      const type = kind === 'plural' ? 'cardinal' : 'ordinal';
      // An exact choice (`=0`, compiled as `0`) is matched before the offset is taken off; a category after.
      const chosen =
        choices[String(value)] ?? choices[new Intl.PluralRules(locale, { type }).select(n)] ?? choices.other;
      return chosen === undefined
        ? undefined
        : formatMessage(chosen, locale, values, new Intl.NumberFormat(locale).format(n));
    }
    case 'select': {
      const chosen = choices[String(value)] ?? choices.other;
      return chosen === undefined ? undefined : formatMessage(chosen, locale, values);
    }
    case 'number':
      return new Intl.NumberFormat(locale).format(Number(value));
    case 'date':
      return new Intl.DateTimeFormat(locale).format(new Date(value ?? 0));
    default:
      return value === undefined ? undefined : String(value);
  }
}
