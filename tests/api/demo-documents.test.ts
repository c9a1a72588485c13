// The demo's money documents (decision 039): the demo projects' ledger entries, as the first start seeds them, each
// handed to the documents' trigger as the host's first catch-up hands it, give every payment its receipt, every
// refund its credit note, every release its platform invoice and every payout paid its statement.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { issuedDocumentSchema } from '@marketplace/shared/documents/document';
import { ledgerEntrySchema } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { demoProjectDocuments } from '../../scripts/seed-data/demo-projects.ts';
import { issueEntryDocuments } from '../../functions/src/features/documents/entry-documents.ts';
import { useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const people = {
  student: { uid: 'demo-student', email: 'student@example.com' },
  seller: { uid: 'demo-seller', email: 'seller@example.com' },
  otherSeller: { uid: 'demo-seller-2', email: 'seller2@example.com' },
};

const made: Record<string, string> = {
  capture: 'payment-receipt',
  'refund-due': 'credit-note',
  release: 'platform-invoice',
  settlement: 'platform-invoice',
  'payout-paid': 'payout-statement',
};

describe("the demo's documents", () => {
  it('issues one for each of its payments, refunds, releases and payouts paid', async () => {
    const { db } = backend;
    for (const { documents } of demoProjectDocuments(people, Date.now(), (millis) => Timestamp.fromMillis(millis))) {
      const batch = db.batch();
      for (const { path, data } of documents) batch.create(db.doc(path), data);
      await batch.commit();
    }
    await db
      .doc(paths.user(people.student.uid))
      .set({ fullName: 'Asha Verma', email: people.student.email, role: 'student' });
    await db
      .doc(paths.user(people.seller.uid))
      .set({ fullName: 'Ravi Kumar', email: people.seller.email, role: 'seller' });
    const entries = (await db.collection(paths.ledgerEntries).get()).docs;
    for (const entry of entries)
      await issueEntryDocuments(backend, {
        id: entry.id,
        path: entry.ref.path,
        params: { entryId: entry.id },
        before: null,
        after: entry.data(),
      });

    const documents = new Map(
      (await db.collection(paths.documents).get()).docs.map((doc) => [
        doc.id,
        issuedDocumentSchema.parse({ ...doc.data(), id: doc.id }),
      ]),
    );
    // A release of a budget whose platform share rounds to nothing has no invoice; the demo has none such.
    const expected = entries
      .map((doc) => ledgerEntrySchema.parse({ ...doc.data(), id: doc.id }))
      .filter((entry) => made[entry.kind] !== undefined);
    expect(new Set(expected.map((entry) => entry.kind))).toEqual(
      new Set(['capture', 'refund-due', 'release', 'payout-paid']),
    );
    for (const entry of expected) {
      const document = documents.get(entry.id);
      expect(document, entry.id).toMatchObject({ kind: made[entry.kind], ready: true });
    }
    expect(documents.size).toBe(expected.length);
  }, 120_000);
});
