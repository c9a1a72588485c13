// Stand-ins for the DocumentsPort and the documents' client in component tests: watches that never answer unless the
// test hands in a feed, calls the test can inspect or make fail. Only tests import this file.
import { vi } from 'vitest';
import type { IssuedDocument } from '@marketplace/shared/documents/document';
import { documentsContract } from '@marketplace/shared/documents/documents-api';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { fakePort } from '../../lib/testing/fake-port.ts';
import { never } from '../../lib/testing/feed.ts';
import type { DocumentsApi, DocumentsPort } from './documents.port.ts';

export const fakeDocumentsPort = fakePort<DocumentsPort>(() => ({
  watchPayments: vi.fn(() => never),
  watchSubjectDocuments: vi.fn(() => never),
  watchStatements: vi.fn(() => never),
  watchTaxDetails: vi.fn(() => never),
}));

/**
 * The documents' client: a link for any document and an empty month's exports, with the calls the test gives; a
 * statement or tax details the test did not give reject.
 */
export const fakeDocumentsApi = <T extends Partial<DocumentsApi>>(calls: T = {} as T) =>
  fakeClient(documentsContract, {
    link: vi.fn(async (): Promise<{ url: string }> => ({ url: '#document' })),
    exports: vi.fn(async (input: { month: string }) => ({
      month: input.month,
      files: [],
      uninvoiced: [],
      imported: { entries: 0, platformPaise: 0 },
    })),
    ...calls,
  });

/** A receipt of ₹1,234.57 as issued, ready to download. */
export const aDocument = (overrides: Partial<IssuedDocument> = {}): IssuedDocument => {
  const party = { name: 'Asha Verma', address: null, gstin: null, pan: null, stateCode: null, email: null };
  return {
    id: 'capture-order_1',
    kind: 'payment-receipt',
    audience: 'buyer',
    ownerId: 'student-1',
    serial: 'RC2627A-0000001',
    refersTo: null,
    subject: 'project-p1',
    title: 'Weather station',
    at: Date.parse('2026-11-20T06:30:00Z'),
    day: '2026-11-20',
    month: '2026-11',
    financialYear: '2026-27',
    amountPaise: 123_457,
    entryIds: ['capture-order_1'],
    issuer: party,
    supplier: party,
    recipient: party,
    gst: null,
    shares: [],
    summary: null,
    utr: null,
    notes: [],
    notForFiling: true,
    ready: true,
    issuedAt: Date.parse('2026-11-20T06:30:01Z'),
    ...overrides,
  };
};

/** Seller 1's statement of October 2026: ₹864.20 earned in one line, nothing paid out, so ₹864.20 owed. */
export const anOctoberStatement = (): IssuedDocument =>
  aDocument({
    id: 'statement-seller-1-2026-10',
    kind: 'monthly-statement',
    serial: null,
    title: 'October 2026',
    amountPaise: 86_420,
    summary: {
      openingPaise: 0,
      earnedPaise: 86_420,
      withheldPaise: 0,
      paidOutPaise: 0,
      returnedPaise: 0,
      closingPaise: 86_420,
      lineCount: 1,
    },
  });
