// A deleted person's pseudonym, and a record with every mention of them replaced by it (decision 040): their uid
// becomes the pseudonym wherever it appears (a field, a ledger account `sellerDue:{uid}`, a read mark), their
// email goes, and the fields a record's retention entry names are emptied. Nothing links the pseudonym back to
// the person once the deletion has finished: it is random, and the one document that held both is removed.

/** Every pseudonym starts so: the server writes nothing for such an id (no notification, no email). */
export const PSEUDONYM_PREFIX = 'former-';

export const isPseudonym = (uid: string) => uid.startsWith(PSEUDONYM_PREFIX);

/**
 * The field a notification and its mail list the uids of the people they name besides their recipient in: the
 * writer fills it, and a deletion finds what mentions the person by it in one indexed query (the retention table's).
 */
export const NAMES_FIELD = 'names';

/** `former-` and 20 random letters and digits, from the caller's random source (crypto on the server). */
export function newPseudonym(randomBytes: Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return PSEUDONYM_PREFIX + [...randomBytes.slice(0, 20)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export interface DeletedPerson {
  uid: string;
  email: string;
  /**
   * What others may have been shown of them, by the disclosure table's field (`displayName`: the name their public
   * profile showed): read when the deletion began, so a run finishing an interrupted one still has it (decision 042).
   */
  shown?: Readonly<Record<string, readonly string[]>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** How a deleted person is named in a kept text someone else reads (a notification, a review's author). */
export const FORMER_MEMBER = 'a former member';

/** `words` as they read where the email stood: capitalised at the start of the text or of a sentence. */
const inPlaceOf = (words: string) => (_email: string, offset: number, text: string) =>
  words && (offset === 0 || /[.!?]\s+$/.test(text.slice(0, offset)))
    ? words.charAt(0).toUpperCase() + words.slice(1)
    : words;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function replacedIn(
  text: string,
  person: DeletedPerson,
  pseudonym: string,
  emailAs = '',
  alsoAs: readonly string[] = [],
): string {
  let out = text.split(person.uid).join(pseudonym);
  if (person.email) out = out.replace(new RegExp(escaped(person.email), 'gi'), inPlaceOf(emailAs));
  // A name only as whole words (longest first), so 'Ravi' leaves 'Ravindra' and a title's words alone.
  const words = [...new Set(alsoAs.map((item) => item.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const item of words)
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(item)}(?![\\p{L}\\p{N}])`, 'giu'), inPlaceOf(emailAs));
  return out;
}

/**
 * `value` with the person replaced: strings that name their uid name the pseudonym, their email is removed (or
 * becomes `emailAs`, in a text someone else reads, as do the values in `alsoAs`: what others were shown of them), in
 * plain objects and arrays at any depth (keys too); anything else (a Timestamp, a number) is left as it is.
 */
export function withoutPerson<T>(
  value: T,
  person: DeletedPerson,
  pseudonym: string,
  emailAs = '',
  alsoAs: readonly string[] = [],
): T {
  if (typeof value === 'string') return replacedIn(value, person, pseudonym, emailAs, alsoAs) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => withoutPerson(item, person, pseudonym, emailAs, alsoAs)) as T;
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        replacedIn(key, person, pseudonym),
        withoutPerson(item, person, pseudonym, emailAs, alsoAs),
      ]),
    ) as T;
  return value;
}

/** Whether `value` still mentions the person: their uid or email anywhere in it (the deletion's own check). */
export function mentions(value: unknown, person: DeletedPerson): boolean {
  if (typeof value === 'string')
    return (
      value.includes(person.uid) || (person.email !== '' && value.toLowerCase().includes(person.email.toLowerCase()))
    );
  if (Array.isArray(value)) return value.some((item) => mentions(item, person));
  if (isPlainObject(value))
    return Object.entries(value).some(([key, item]) => mentions(key, person) || mentions(item, person));
  return false;
}

/** The record as kept: the person replaced, and the `erase` fields emptied ('' for text, null otherwise). */
export function pseudonymised(
  data: Record<string, unknown>,
  person: DeletedPerson,
  pseudonym: string,
  erase: readonly string[] = [],
): Record<string, unknown> {
  const kept = withoutPerson(data, person, pseudonym);
  for (const field of erase) if (field in kept) kept[field] = typeof kept[field] === 'string' ? '' : null;
  return kept;
}
