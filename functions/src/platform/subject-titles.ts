// The names of the subjects a page of ledger entries is about (decision 064), read when the page is answered: one
// batched read of the distinct subjects' payout records (the title the seller was paid for) and their projects or
// store orders, so a page of N entries costs at most 2N document reads in one round trip, never a query per line.
// Names are read rather than copied onto each entry: entries are immutable (decision 029) and those written before,
// or brought in from earlier books (decision 044), would stay without one.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { entryTitle, subjectParts } from '@marketplace/shared/ledger/subject-titles';
import type { LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';

/** Refs per getAll call: a statement of a busy month reads a few hundred. */
const BATCH = 300;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Where a subject's name may be: its payout record first (the title it was paid for), then the thing itself. */
function placesOf(db: Firestore, subject: string): { ref: DocumentReference; field: string }[] {
  const parts = subjectParts(subject);
  if (parts?.kind === 'project')
    return [
      { ref: db.doc(paths.payout(parts.moneyId)), field: 'title' },
      { ref: db.doc(paths.project(parts.id)), field: 'title' },
    ];
  if (parts?.kind === 'order')
    return [
      { ref: db.doc(paths.payout(subject)), field: 'title' },
      { ref: db.doc(paths.storeOrder(parts.id)), field: 'product.name' },
    ];
  return [];
}

/** Each subject's name where one is kept; the subjects without one are left out (entryTitle labels them). */
export async function subjectTitles(db: Firestore, subjects: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(subjects)].map((subject) => ({ subject, places: placesOf(db, subject) }));
  const refs = wanted.flatMap(({ places }) => places.map((place) => place.ref));
  const snapshots = [];
  for (let start = 0; start < refs.length; start += BATCH)
    snapshots.push(...(await db.getAll(...refs.slice(start, start + BATCH))));
  const byPath = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]));
  const titles = new Map<string, string>();
  for (const { subject, places } of wanted) {
    const found = places.map((place) => text(byPath.get(place.ref.path)?.get(place.field))).find(Boolean);
    if (found) titles.set(subject, found);
  }
  return titles;
}

/** Each entry's name of what it was for, from one batched read of its page's subjects. */
export async function entryTitles(
  db: Firestore,
  entries: readonly Pick<LedgerEntry, 'id' | 'subject' | 'imported'>[],
): Promise<Map<string, string>> {
  const titles = await subjectTitles(
    db,
    entries.flatMap((entry) => (entry.subject ? [entry.subject] : [])),
  );
  return new Map(entries.map((entry) => [entry.id, entryTitle(entry, titles)]));
}
