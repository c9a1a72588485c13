// Every kind of money document (documents/document.ts's `documentKinds`), made by the code that makes it, walked
// against the disclosure table (decision 042): each value of a person other than the document's owner sits in a field
// the table lets its owner see, and the printed document (what its PDF shows) holds no other value of theirs. A new
// kind has no maker below and fails the first test (and the type of `makers`).
import { describe, expect, it } from 'vitest';
import { captureEntry, earningEntry, payoutPaidEntry, refundDueEntry } from '../ledger/ledger.ts';
import { projectParty } from '../ledger/test-parties.ts';
import { creditNote } from '../documents/buyer-documents.ts';
import { documentKinds, type DocumentKind, type IssuedDocument } from '../documents/document.ts';
import { monthlyStatement } from '../documents/monthly-statement.ts';
import { buyerParty, sellerParty } from '../documents/parties.ts';
import { printableOf } from '../documents/printable.ts';
import { paidShare, platformInvoice, payoutStatement } from '../documents/seller-documents.ts';
import { sampleTaxConfig as config } from '../documents/tax-config.ts';
import { issued, lineFollowerPayment, stored } from '../documents/test-entries.ts';
import { splitPaise } from '../projects/money.ts';
import { mayShow, type DisclosedRecord } from './disclosure.ts';

const AT = Date.parse('2026-11-20T06:30:00Z');
const project = projectParty();

/** Each person's values, every one unlike any other text a document holds. */
const student = { fullName: 'Asha Verma', email: 'asha@student.test', address: '14 MG Road, Bhopal, Madhya Pradesh' };
const seller = { fullName: 'Ravi Kumar', email: 'ravi@seller.test', address: '7 Lake View Lane, Pune, Maharashtra' };
const sellerTax = {
  pan: 'ABCPE1234F',
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Ravi Builds LLP',
  address: '5 FC Road, Pune, Maharashtra',
};
/**
 * Each value of theirs with where it comes from, in the table's words: shown on a document only if the field it sits
 * in may be shown to its owner and so may the field it came from (a seller's home address is their profile's, shown
 * to admins alone, though a registered seller's address of registration is the document's `supplier.address`).
 */
type Origin = [DisclosedRecord, string];
const others: Record<'student' | 'seller', { value: string; origin: Origin }[]> = {
  student: [
    { value: student.fullName, origin: ['profile', 'displayName'] },
    { value: student.email, origin: ['profile', 'email'] },
    { value: student.address, origin: ['profile', 'address'] },
  ],
  seller: [
    { value: seller.fullName, origin: ['profile', 'displayName'] },
    { value: seller.email, origin: ['profile', 'email'] },
    { value: seller.address, origin: ['profile', 'address'] },
    { value: sellerTax.pan, origin: ['documents', 'supplier.pan'] },
    { value: sellerTax.gstin, origin: ['documents', 'supplier.gstin'] },
    { value: sellerTax.legalName, origin: ['documents', 'supplier.name'] },
    { value: sellerTax.address, origin: ['documents', 'supplier.address'] },
  ],
};
const othersViewers = ['documentBuyer', 'counterparty', 'public'] as const;
const mayOwnerSee = ([record, field]: Origin) => othersViewers.some((viewer) => mayShow(record, field, viewer));

const buyer = buyerParty(student, student.address);
const registered = sellerParty(seller, sellerTax);
const unregistered = sellerParty(seller, { ...sellerTax, gstin: null, legalName: null, address: null });

const capture = stored(
  captureEntry({ ...project, sellerId: null }, { paymentId: 'pay_1', paymentOrderId: 'order_1', amountPaise: 123_457 }),
  AT,
);
const release = stored(earningEntry(project, 'release', splitPaise(123_457)), AT + 2000);
const paidOut = stored(
  payoutPaidEntry(project, {
    payoutId: 'p1',
    attempt: 1,
    amountPaise: 86_420,
    providerPayoutId: 'pout_1',
    utr: 'UTR123',
  }),
  AT + 3000,
);
const payment = (supplier: typeof registered) => lineFollowerPayment(capture, buyer, supplier);

/** One document of each kind (with the lines a statement prints), as the code makes it; each maker's own kind. */
const makers: Record<DocumentKind, () => { documents: IssuedDocument[]; lines?: Parameters<typeof printableOf>[1] }> = {
  'payment-receipt': () => ({ documents: [issued(payment(unregistered), 'RC2627A-0000001')] }),
  'tax-invoice': () => ({ documents: [issued(payment(registered), 'TI2627A-0000001')] }),
  'credit-note': () => {
    const refund = stored(
      refundDueEntry({ ...project, sellerId: null }, { refundId: 'project-p1', amountPaise: 1_000 }),
      AT + 1000,
    );
    return {
      documents: [registered, unregistered].map((supplier, index) =>
        issued(
          creditNote({ entry: refund, original: issued(payment(supplier), `RC-${index}`), config }),
          `CN-${index}`,
        ),
      ),
    };
  },
  'platform-invoice': () => ({
    documents: [
      issued(
        platformInvoice({ entry: release, sellerId: 'seller', title: 'Line follower', seller: registered, config })!,
        'PF-1',
      ),
    ],
  }),
  'payout-statement': () => {
    const share = paidShare({
      payoutId: 'p1',
      title: 'Line follower',
      earning: release,
      withholding: null,
      platformGstPaise: 5_650,
    });
    const shares = { shares: [share], shareEntryIds: [release.id], config };
    return {
      documents: [
        issued(
          payoutStatement({ entry: paidOut, sellerId: 'seller', title: 'Payout', seller: unregistered, ...shares }),
        ),
      ],
    };
  },
  'monthly-statement': () => {
    const titles = new Map([[project.subject, 'Line follower']]);
    const entries = [paidOut, release, capture];
    const month = {
      sellerId: 'seller',
      month: '2026-11',
      openingPaise: 0,
      entries,
      titles,
      seller: registered,
      config,
    };
    const statement = monthlyStatement({ ...month, now: Date.parse('2026-12-01T00:00:00Z') });
    return { documents: [issued(statement.draft)], lines: statement.lines };
  },
};

/** Where each of `values` sits in `value`: the path of every string holding one. */
function found<T extends { value: string }>(
  value: unknown,
  values: readonly T[],
  path: string[] = [],
): (T & { path: string[] })[] {
  if (typeof value === 'string')
    return values
      .filter((item) => value.toLowerCase().includes(item.value.toLowerCase()))
      .map((item) => ({ ...item, path }));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => found(item, values, [...path, key]));
  return [];
}

describe('every kind of money document against the disclosure table (decision 042)', () => {
  it('has a maker here for every kind the code issues, each making its own kind', () => {
    expect(Object.keys(makers).sort()).toEqual([...documentKinds].sort());
    for (const [kind, make] of Object.entries(makers))
      for (const document of make().documents) expect(document.kind, kind).toBe(kind);
  });

  it.each(documentKinds)('%s: shows its owner of another person only what the table lets them see', (kind) => {
    const { documents, lines } = makers[kind]();
    for (const document of documents) {
      // The other person is whoever the document is not for: the seller on a buyer's, the buyer on a seller's.
      const theirs = document.ownerId === 'student' ? others.seller : others.student;
      const shown = new Set<string>();
      for (const { path, value, origin } of found(document, theirs)) {
        const field = path.slice(-2).join('.'); // 'supplier.name'
        const where = `${kind}: ${value} in ${path.join('.')}`;
        expect(mayShow('documents', field, 'documentBuyer'), where).toBe(true);
        expect(mayOwnerSee(origin), `${where}, from ${origin.join(' ')}`).toBe(true);
        shown.add(value);
      }
      // The PDF prints the record: nothing of theirs the record was not allowed to hold.
      const printed = found(printableOf(document, lines), theirs).filter(({ value }) => !shown.has(value));
      expect(printed, kind).toEqual([]);
    }
  });

  it('would catch a field the table does not list: a seller’s email on a buyer’s receipt', () => {
    const [receipt] = makers['payment-receipt']().documents;
    const leaked = { ...receipt!, supplier: { ...receipt!.supplier!, email: seller.email } };
    const fields = found(leaked, others.seller).map(({ path }) => path.slice(-2).join('.'));
    expect(mayOwnerSee(['profile', 'email'])).toBe(false);
    expect(fields).toContain('supplier.email');
    expect(mayShow('documents', 'supplier.email', 'documentBuyer')).toBe(false);
  });
});
