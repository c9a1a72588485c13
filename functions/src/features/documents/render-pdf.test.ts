import { describe, expect, it } from 'vitest';
import { printableOf } from '@marketplace/shared/documents/printable';
import { monthlyStatement } from '@marketplace/shared/documents/monthly-statement';
import { buyerParty, sellerParty } from '@marketplace/shared/documents/parties';
import { sampleTaxConfig as config } from '@marketplace/shared/documents/tax-config';
import { issued, lineFollowerPayment, stored } from '@marketplace/shared/documents/test-entries';
import { captureEntry, earningEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { splitPaise } from '@marketplace/shared/projects/money';
import { readPdf } from '../../../../tests/support/read-pdf.ts';
import { renderPdf } from './render-pdf.ts';

const AT = Date.parse('2026-11-20T06:30:00Z');
const party = { subject: ledgerSubject.project('p1'), payerId: 'student', sellerId: 'seller' };
const seller = sellerParty(
  { fullName: 'Ravi Kumar' },
  { pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV', legalName: 'Ravi Builds LLP', address: 'Pune, Maharashtra' },
);

describe('a document as a PDF, read back (decision 041)', () => {
  it('says its kind, serial, parties and totals, with the rupee sign, and is titled with its number', async () => {
    const capture = stored(
      captureEntry({ ...party, sellerId: null }, { paymentId: 'pay_1', paymentOrderId: 'o1', amountPaise: 123_457 }),
      AT,
    );
    const buyer = buyerParty({ fullName: 'Asha Verma' }, '14 MG Road, Bhopal, Madhya Pradesh');
    const document = issued(lineFollowerPayment(capture, buyer, seller), 'TI2627A-0000001');
    const bytes = await renderPdf(printableOf(document), {
      title: 'Tax invoice TI2627A-0000001',
      documentId: document.id,
      at: new Date(AT),
    });
    const read = await readPdf(bytes);
    expect(read.title).toBe('Tax invoice TI2627A-0000001');
    for (const said of [
      'Tax invoice',
      'TI2627A-0000001',
      'Ravi Builds LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'Asha Verma',
      '23 Madhya Pradesh',
      '₹1,046.25',
      'IGST 18%',
      '₹188.32',
      'Total paid',
      '₹1,234.57',
      'not for filing',
    ])
      expect(read.text).toContain(said);
  });

  it("writes what the font cannot draw as '?', and a statement too long for a page over several pages", async () => {
    const entries = Array.from({ length: 120 }, (_, i) =>
      stored(
        earningEntry({ ...party, subject: ledgerSubject.project(`p${i}`) }, 'release', splitPaise(100_001 + i)),
        AT + i,
      ),
    );
    const statement = monthlyStatement({
      sellerId: 'seller',
      month: '2026-11',
      openingPaise: 0,
      entries,
      titles: new Map(entries.map((entry, i) => [entry.subject!, i === 0 ? 'रोबोट Line follower' : `Project ${i}`])),
      seller,
      config,
      now: Date.parse('2026-12-02T00:00:00Z'),
    });
    const bytes = await renderPdf(printableOf(issued(statement.draft), statement.lines), {
      title: 'Statement',
      documentId: statement.draft.id,
      at: new Date(AT),
    });
    const read = await readPdf(bytes);
    expect(read.pages).toBeGreaterThan(2);
    expect(read.text).toContain('Released: ????? Line follower');
    expect(read.text).toContain('Project 119');
    expect(read.text).toContain(`Closing balance`);
    expect(read.text).toContain('page 3 of');
  });
});
