import { describe, expect, it } from 'vitest';
import {
  captureEntry,
  codCollectedEntry,
  earningEntry,
  payoutPaidEntry,
  payoutReturnedEntry,
  refundDueEntry,
  withholdingEntry,
} from '../ledger/ledger.ts';
import { orderParty, paymentParty, projectParty } from '../ledger/test-parties.ts';
import { mayShow } from '../privacy/disclosure.ts';
import { splitPaise } from '../projects/money.ts';
import type { Party } from './document.ts';
import { creditNote, paymentDocument, paymentDocumentId } from './buyer-documents.ts';
import { monthlyStatement, statementCsv } from './monthly-statement.ts';
import { buyerParty, sellerParty } from './parties.ts';
import { printableOf } from './printable.ts';
import { paidShare, platformInvoice, payoutStatement } from './seller-documents.ts';
import { sampleTaxConfig as config } from './tax-config.ts';
import { taxOf, withholdingFor } from './taxes.ts';
import { issued, lineFollowerPayment, registeredSeller, stored } from './test-entries.ts';

const AT = Date.parse('2026-11-20T06:30:00Z');
const project = projectParty();
const paid = { paymentId: 'pay_1', paymentOrderId: 'order_1', amountPaise: 123_457 };
const capture = stored(captureEntry({ ...project, sellerId: null }, paid), AT);
const buyer = buyerParty(
  { fullName: 'Asha Verma', email: 'student@example.com' },
  '14 MG Road, Bhopal, Madhya Pradesh',
);
const unregistered = sellerParty(
  { fullName: 'Ravi Kumar', email: 'seller@example.com', address: 'Pune, Maharashtra' },
  {
    pan: 'ABCPE1234F',
    gstin: null,
    legalName: null,
    address: null,
  },
);
const registered = registeredSeller;
const text = (document: Parameters<typeof printableOf>[0], lines?: Parameters<typeof printableOf>[1]) =>
  JSON.stringify(printableOf(document, lines));

describe("a buyer's documents from the ledger's entries (decision 039)", () => {
  it('gives a payment receipt, with no GST, where the seller is not registered', () => {
    const draft = lineFollowerPayment(capture, buyer, unregistered);
    expect(draft).toMatchObject({
      kind: 'payment-receipt',
      amountPaise: 123_457,
      gst: null,
      ownerId: 'student',
      entryIds: [capture.id],
      month: '2026-11',
      financialYear: '2026-27',
    });
    const printed = text(issued(draft, 'RC2627A-0000001'));
    expect(printed).toContain('₹1,234.57');
    expect(printed).toContain('RC2627A-0000001');
    expect(printed).toContain('not registered for GST');
    expect(printed).toContain('not for filing');
  });

  // The disclosure table (decision 042): the buyer is shown the seller's name and state, not their PAN, home or email.
  it("names an unregistered seller on the buyer's receipt by name and state only, in the record and when printed", () => {
    const draft = lineFollowerPayment(capture, buyer, unregistered);
    const { name, stateCode, ...withheld } = draft.supplier!;
    expect([name, stateCode]).toEqual(['Ravi Kumar', '27']);
    expect(Object.entries(withheld).filter(([, value]) => value !== null)).toEqual([]);
    const printed = text(issued(draft, 'RC2627A-0000002'));
    for (const secret of ['ABCPE1234F', 'Pune', 'seller@example.com']) expect(printed).not.toContain(secret);
    const invoice = lineFollowerPayment(capture, buyer, registered);
    expect(invoice.supplier).toMatchObject({ gstin: '27AAPFU0939F1ZV', address: '5 FC Road, Pune, Maharashtra' });
    expect(invoice.supplier).toMatchObject({ pan: null, email: null });
    for (const field of Object.keys(invoice.supplier!) as (keyof Party)[])
      if (invoice.supplier![field] !== null)
        expect(mayShow('documents', `supplier.${field}`, 'documentBuyer'), field).toBe(true);
  });

  it("gives a tax invoice on a registered seller's behalf: Rule 46's fields, IGST to a buyer in another state", () => {
    const draft = lineFollowerPayment(capture, buyer, registered);
    expect(draft.kind).toBe('tax-invoice');
    expect(draft.gst).toMatchObject({
      code: '998399',
      supplierState: '27',
      placeOfSupply: '23',
      igstPaise: 18_832,
      taxablePaise: 104_625,
      totalPaise: 123_457,
    });
    const printed = printableOf(issued(draft, 'TI2627A-0000001'));
    expect(printed.facts).toContainEqual(['Number', 'TI2627A-0000001']);
    expect(printed.facts).toContainEqual(['Date', '20 Nov 2026']);
    expect(printed.facts).toContainEqual(['Place of supply', '23 Madhya Pradesh']);
    // Not the seller's email: Rule 46 does not ask for it, and the disclosure table does not show it (decision 042).
    expect(printed.parties[0]).toEqual({
      heading: 'Supplier',
      lines: ['Ravi Builds LLP', '5 FC Road, Pune, Maharashtra', 'GSTIN: 27AAPFU0939F1ZV', 'State: 27 Maharashtra'],
    });
    expect(printed.parties[1]!.lines).toContain('State: 23 Madhya Pradesh');
    expect(printed.totals).toEqual([
      ['Taxable value', '₹1,046.25'],
      ['IGST 18%', '₹188.32'],
      ['Total tax', '₹188.32'],
      ['Total paid', '₹1,234.57'],
    ]);
  });

  it('falls back to the supplier’s state when the buyer’s address names none', () => {
    const nowhere = buyerParty({ fullName: 'Asha' }, '12 Some Street');
    const draft = paymentDocument({
      entry: capture,
      ownerId: 'student',
      title: 'x',
      supply: 'store',
      buyer: nowhere,
      seller: registered,
      config,
    });
    expect(draft.gst).toMatchObject({ placeOfSupply: '27', code: '9023', cgstPaise: 9_416, sgstPaise: 9_416 });
  });

  it('gives cash collected on delivery the buyer’s receipt, under an id of its own beside the platform’s invoice', () => {
    const order = orderParty('o1', { payerId: 'student' });
    const cash = stored(codCollectedEntry(order, 'o1', splitPaise(49_900)), AT);
    const draft = paymentDocument({
      entry: cash,
      ownerId: 'student',
      title: 'Arduino kit',
      supply: 'store',
      buyer,
      seller: unregistered,
      config,
    });
    expect(draft).toMatchObject({
      id: 'receipt-cod-o1',
      kind: 'payment-receipt',
      audience: 'buyer',
      ownerId: 'student',
      amountPaise: 49_900,
      entryIds: ['cod-o1'],
    });
    expect(draft.notes).toContain('Paid in cash on delivery, collected by the seller for the platform.');
    expect(paymentDocumentId(capture)).toBe(capture.id);
  });

  it('gives an orphaned payment a receipt that says it is refunded', () => {
    const orphan = stored(captureEntry(paymentParty('order_9'), paid), AT);
    const draft = paymentDocument({
      entry: orphan,
      ownerId: 'student',
      title: 'x',
      supply: null,
      buyer,
      seller: null,
      config,
    });
    expect(draft).toMatchObject({ kind: 'payment-receipt', supplier: null });
    expect(draft.notes.join(' ')).toMatch(/refunded in full/);
  });

  it("gives a refund a credit note of its amount that refers to the original, with the original's GST in part", () => {
    const invoice = issued(lineFollowerPayment(capture, buyer, registered), 'TI2627A-0000001');
    const refund = stored(
      refundDueEntry({ ...project, sellerId: null }, { refundId: 'project-p1', amountPaise: 61_729 }),
      AT + 1000,
    );
    const note = creditNote({ entry: refund, original: invoice, config });
    expect(note).toMatchObject({
      kind: 'credit-note',
      amountPaise: 61_729,
      refersTo: 'TI2627A-0000001',
      ownerId: 'student',
    });
    expect(note.gst!.taxablePaise + taxOf(note.gst!)).toBe(61_729);
    const printed = printableOf(issued(note, 'CN2627A-0000001'));
    expect(printed.facts).toContainEqual(['Refers to', 'TI2627A-0000001']);
    expect(printed.totals.at(-1)).toEqual(['Total refunded', '₹617.29']);
  });
});

describe("a seller's documents from the ledger's entries (decision 039)", () => {
  const split = splitPaise(123_457);
  const release = stored(earningEntry(project, 'release', split), AT + 2000);
  const withheld = withholdingFor(
    {
      grossPaise: 123_457,
      sellerPaise: split.sellerPaise,
      ids: { pan: null, gstin: null },
      supply: config.projectSupply,
      placeOfSupply: '23',
      yearGrossBeforePaise: 0,
    },
    config,
  );
  const withholding = stored(
    withholdingEntry(project, {
      tcsPaise: withheld.tcs.totalPaise,
      tdsPaise: withheld.tds.totalPaise,
      basis: withheld,
    })!,
    AT + 2000,
  );

  it("invoices the platform's 30% to the seller with GST inside it, at the seller's place", () => {
    const invoice = platformInvoice({
      entry: release,
      sellerId: 'seller',
      title: 'Line follower',
      seller: unregistered,
      config,
    })!;
    expect(split).toEqual({ budgetPaise: 123_457, sellerPaise: 86_420, platformPaise: 37_037 });
    expect(invoice).toMatchObject({
      kind: 'platform-invoice',
      amountPaise: 37_037,
      ownerId: 'seller',
      audience: 'seller',
    });
    // The seller's address is in Maharashtra, the operator in Madhya Pradesh: IGST.
    expect(invoice.gst).toMatchObject({ code: '998599', placeOfSupply: '27', igstPaise: 5_650, taxablePaise: 31_387 });
    expect(text(issued(invoice, 'PF2627A-0000001'))).toContain('₹370.37');
  });

  it('issues no invoice for a sale whose platform share is nothing', () => {
    const tiny = stored(earningEntry(project, 'release', splitPaise(1)), AT);
    expect(platformInvoice({ entry: tiny, sellerId: 'seller', title: 'x', seller: unregistered, config })).toBeNull();
  });

  it('states a payout: gross, platform share and its GST, tax withheld and the net the entry paid, with the UTR', () => {
    const share = paidShare({
      payoutId: 'p1',
      title: 'Line follower',
      earning: release,
      withholding,
      platformGstPaise: 5_650,
    });
    expect(share).toMatchObject({
      grossPaise: 123_457,
      platformPaise: 37_037,
      sellerPaise: 86_420,
      netPaise: 86_420 - 6_173,
    });
    const payout = stored(
      payoutPaidEntry(project, {
        payoutId: 'p1',
        attempt: 1,
        amountPaise: share.netPaise,
        providerPayoutId: 'pout_1',
        utr: 'UTR123',
      }),
      AT + 3000,
    );
    const statement = payoutStatement({
      entry: payout,
      sellerId: 'seller',
      title: 'Payout of Line follower',
      seller: unregistered,
      shares: [share],
      shareEntryIds: [release.id, withholding.id],
      config,
    });
    expect(statement).toMatchObject({
      amountPaise: 80_247,
      utr: 'UTR123',
      entryIds: [payout.id, release.id, withholding.id],
    });
    const printed = printableOf(issued(statement));
    expect(printed.facts).toContainEqual(['UTR', 'UTR123']);
    expect(printed.totals).toEqual([
      ['Gross earned', '₹864.20'],
      ['Tax withheld', '₹61.73'],
      ['Net paid', '₹802.47'],
    ]);
    expect(printed.notes.join(' ')).toMatch(/206AA: no PAN given/);
  });

  it('states a month: the balance carried in, each movement with the balance after it, and the balance carried out', () => {
    const payout = stored(
      payoutPaidEntry(project, {
        payoutId: 'p1',
        attempt: 1,
        amountPaise: 80_247,
        providerPayoutId: 'pout_1',
        utr: 'UTR123',
      }),
      AT + 3000,
    );
    const returned = stored(
      payoutReturnedEntry(project, { payoutId: 'p1', attempt: 1, amountPaise: 80_247, providerPayoutId: 'pout_1' }),
      AT + 4000,
    );
    const statement = monthlyStatement({
      sellerId: 'seller',
      month: '2026-11',
      openingPaise: 1_001,
      entries: [returned, payout, withholding, release, capture],
      titles: new Map([[project.subject, 'Line follower']]),
      invoiceSerials: new Map([[release.id, 'PF2627A-0000042']]),
      seller: unregistered,
      config,
      now: Date.parse('2026-12-01T00:00:00Z'),
    });
    expect(statement.draft.summary).toEqual({
      openingPaise: 1_001,
      earnedPaise: 86_420,
      withheldPaise: 6_173,
      paidOutPaise: 80_247,
      returnedPaise: 80_247,
      closingPaise: 1_001 + 80_247,
      lineCount: 4,
    });
    expect(statement.draft).toMatchObject({
      id: 'statement-seller-2026-11',
      day: '2026-11-30',
      amountPaise: 81_248,
      title: 'November 2026',
    });
    expect(statement.lines.map((line) => line.balancePaise)).toEqual([87_421, 81_248, 1_001, 81_248]);
    expect(statement.lines[0]!.description).toBe('Released: Line follower');
    const csv = statementCsv(statement).split('\r\n');
    expect(csv[0]).toBe('Date,Description,Reference,Amount (INR),Balance (INR)');
    expect(csv[1]).toBe('2026-11-01,Opening balance,,,10.01');
    expect(csv[3]).toBe('2026-11-20,Tax withheld (TCS/TDS): Line follower,,-61.73,812.48');
    // Each line names what it was for and a reference the seller can look up, never a ledger id (decision 064).
    expect(csv[2]).toBe('2026-11-20,Released: Line follower,Invoice PF2627A-0000042,864.20,874.21');
    expect(csv[4]).toMatch(/^2026-11-20,Paid out: Line follower,UTR UTR123,/);
    for (const entry of [returned, payout, withholding, release]) expect(csv.join('\n')).not.toContain(entry.id);
    expect(csv.at(-2)).toBe('2026-11-30,Closing balance,,,812.48');
    const printed = printableOf(issued(statement.draft), statement.lines);
    expect(printed.totals.at(-1)).toEqual(['Closing balance', '₹812.48']);
    expect(printed.table.rows).toHaveLength(4);
  });

  it('labels the earlier books’ history on a statement instead of showing its ids', () => {
    const history = orderParty('history-2026-11-01-2');
    const imported = { ...stored(earningEntry(history, 'sale', splitPaise(40_000)), AT), imported: true as const };
    const statement = monthlyStatement({
      sellerId: 'seller',
      month: '2026-11',
      openingPaise: 0,
      entries: [imported],
      titles: new Map(),
      seller: unregistered,
      config,
      now: Date.parse('2026-12-01T00:00:00Z'),
    });
    expect(statement.lines[0]).toMatchObject({ description: 'Store sale: A store order from the earlier books' });
    expect(statementCsv(statement)).not.toContain('history-2026-11-01-2');
  });

  it('says a month not over yet runs to the time it was made', () => {
    const statement = monthlyStatement({
      sellerId: 'seller',
      month: '2026-11',
      openingPaise: 0,
      entries: [],
      titles: new Map(),
      seller: unregistered,
      config,
      now: AT,
    });
    expect(statement.draft.notes.join(' ')).toMatch(/not over/);
    expect(statement.draft.day).toBe('2026-11-20');
  });
});
