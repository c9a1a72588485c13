// Shared code words some texts the server and the machines also say (SPEC's own words: a form's error, a
// payment's failure). A screen shows them in the shown language by looking the English up in a part's list of
// those it knows; one it does not know (a server's reason) is shown as it came. The lists' English is held word for
// word to shared's by said.test.ts, so a text reworded in shared shows its new English rather than a stale Hindi.
import type { Translate } from './i18n.ts';

export type Known<Id extends string> = Readonly<Record<string, Id>>;

export function sayIn<Id extends string>(
  t: Translate<Id>,
  known: Known<Id>,
): (english: string | null) => string | null {
  return (english) => (english === null ? null : Object.hasOwn(known, english) ? t(known[english]!) : english);
}
