// Documents' serial numbers (CGST Rule 46(b): consecutive, in one or more series, at most 16 characters, unique in the
// financial year; decision 039). Each kind of numbered document has SERIES_SHARDS series a year, so no one counter is
// a document every payment waits on: a document's series is chosen from its id (a retry lands in the same one), and
// within a series the numbers run 1, 2, 3… with no gap and no repeat, each taken in the transaction that issues it.
// `TI2627C-0000042`: the kind, the financial year, the series' letter, the number.

/** The prefix of each numbered kind: a tax invoice for a seller, a receipt, a credit note, the platform's invoice. */
export const serialPrefixes = {
  'tax-invoice': 'TI',
  'payment-receipt': 'RC',
  'credit-note': 'CN',
  'platform-invoice': 'PF',
} as const;
export type NumberedKind = keyof typeof serialPrefixes;

/**
 * How many series each kind has a year: at 10 payments a second each counter is moved on about 0.6 times a second,
 * within Firestore's guidance of about once a second for one document (decision 066; 8 before it).
 */
export const SERIES_SHARDS = 16;
const SHARD_LETTERS = 'ABCDEFGHJKLMNPQR';
const DIGITS = 7;

/** Rule 46(b)'s limit. */
export const SERIAL_MAX_LENGTH = 16;

/** A small, stable hash of the document's id (FNV-1a), to spread documents over the series. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export interface Series {
  /** The counter's id: `TI2627C`, also the serial's first part. */
  id: string;
  kind: NumberedKind;
  fyCode: string;
}

/** The series a document is numbered in, from its kind, its financial year and its id. */
export function seriesFor(kind: NumberedKind, fyCode: string, documentId: string): Series {
  const letter = SHARD_LETTERS[hash(documentId) % SERIES_SHARDS]!;
  return { id: `${serialPrefixes[kind]}${fyCode}${letter}`, kind, fyCode };
}

/** The `number`th serial of a series: `TI2627C-0000042`; a series that outgrows seven digits keeps within 16. */
export function serialOf(series: Pick<Series, 'id'>, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`not a serial number: ${number}`);
  const serial = `${series.id}-${String(number).padStart(DIGITS, '0')}`;
  if (serial.length > SERIAL_MAX_LENGTH) throw new Error(`series ${series.id} is full`);
  return serial;
}

/** The series and number of a serial this module made; null for anything else. */
export function parseSerial(serial: string): { seriesId: string; number: number } | null {
  const match = /^([A-Z]{2}\d{4}[A-Z])-(\d{7,8})$/.exec(serial);
  return match ? { seriesId: match[1]!, number: Number(match[2]) } : null;
}
