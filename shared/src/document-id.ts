// Ids taken from a request become Firestore document ids (`projects/{id}`), so each is checked against what
// Firestore allows before any path is built: otherwise 'a/b' reads another collection's document and '..'
// or '__x__' make the SDK throw (a 500 instead of a clear 400). One rule for each kind of id, for every
// route: a document id; an Auth uid (also the id of its profile, users/{uid}); a Razorpay webhook's event id
// (also the id of its dedupe record). Their zod forms for request schemas are in document-id-schema.ts, so a
// page that only checks an id (the order link) does not bring zod into its first load.

const MAX_BYTES = 1500;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Bytes in UTF-8 (shared is plain TypeScript: no TextEncoder here). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const point = character.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Why `id` cannot be a document id, or null when it can. */
export function documentIdProblem(id: string): string | null {
  if (id.length === 0) return 'is empty';
  if (id.includes('/')) return "contains '/'";
  if (id === '.' || id === '..') return "is '.' or '..'";
  if (/^__.*__$/.test(id)) return 'starts and ends with __';
  // An unpaired surrogate has no UTF-8 form; Firestore refuses it.
  if (LONE_SURROGATE.test(id)) return 'is not valid text';
  if (utf8Length(id) > MAX_BYTES) return `is longer than ${MAX_BYTES} bytes`;
  return null;
}

/** Firebase Auth refuses a longer uid (auth/invalid-uid), so no account can have one. */
export const UID_MAX_CHARACTERS = 128;

/** Why `uid` cannot be a Firebase Auth uid that has a profile document, or null when it can. */
export function uidProblem(uid: string): string | null {
  const problem = documentIdProblem(uid);
  if (problem) return problem;
  return uid.length > UID_MAX_CHARACTERS ? `is longer than ${UID_MAX_CHARACTERS} characters` : null;
}

/** Razorpay's event ids look like `evt_Nkr5Q4tSBkKq3B`: letters, digits, '_' and '-', kept short. */
const EVENT_ID = /^[\w-]{1,128}$/;

/** Why `id` cannot be a webhook event id (x-razorpay-event-id), or null when it can. */
export function eventIdProblem(id: string): string | null {
  const problem = documentIdProblem(id);
  if (problem) return problem;
  return EVENT_ID.test(id) ? null : "is not up to 128 letters, digits, '_' or '-'";
}
