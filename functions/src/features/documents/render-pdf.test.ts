import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
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

/** The fonts a PDF embeds, by their PostScript names, sorted. */
async function fontsOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return (
    pdf.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => {
        const name = object instanceof PDFDict ? object.get(PDFName.of('BaseFont')) : undefined;
        return object instanceof PDFDict && object.get(PDFName.of('Subtype'))?.toString() !== '/CIDFontType2' && name
          ? [name.toString()]
          : [];
      })
      // pdf-lib tags a subset's name with a number of its own: '/DejaVuSans-2525'.
      .map((name) => name.replace(/^\//, '').replace(/-\d+$/, ''))
      .sort()
  );
}
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

  it("writes what the fonts cannot draw (Tamil) as '?', and a statement too long for a page over several pages", async () => {
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
      titles: new Map(entries.map((entry, i) => [entry.subject!, i === 0 ? 'ரோபோ Line follower' : `Project ${i}`])),
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
    expect(read.text).toContain('Released: ???? Line follower');
    expect(read.text).toContain('Project 119');
    expect(read.text).toContain(`Closing balance`);
    expect(read.text).toContain('page 3 of');
  });

  // Two renders and a read-back each: given room on a loaded machine.
  describe('for a member who reads Hindi (decisions 057 and 072)', { timeout: 30_000 }, () => {
    const capture = stored(
      captureEntry({ ...party, sellerId: null }, { paymentId: 'pay_2', paymentOrderId: 'o2', amountPaise: 123_457 }),
      AT,
    );
    const buyer = buyerParty({ fullName: 'Asha Verma' }, '14 MG Road, Bhopal, Madhya Pradesh');
    const receipt = issued(lineFollowerPayment(capture, buyer, null), 'R2627A-0000007');
    const meta = { title: 'Payment receipt R2627A-0000007', documentId: receipt.id, at: new Date(AT) };

    it('renders a receipt with its labels in Hindi, in Noto Sans Devanagari, its names and amounts as they are', async () => {
      expect(receipt.kind).toBe('payment-receipt');
      const bytes = await renderPdf(printableOf(receipt, [], 'hi'), meta);
      const read = await readPdf(bytes);
      // Read back in the glyphs' visual order (decision 057): the pre-base vowel sign before its consonant
      // ('िववरण' is विवरण), a reph after its cluster ('वषर्' is वर्ष), as a PDF without ActualText reads.
      for (const said of [
        'भुगतान रसीद',
        'जारीकतार्',
        'संख्या R2627A-0000007',
        'तारीख़ 20 नव॰ 2026',
        'िवत्तीय वषर् 2026-27',
        'Asha Verma',
        'िववरण रािश',
        'कुल भुगतान ₹1,234.57',
        'भुगतान रसीद R2627A-0000007 · पृष्ठ 1 / 1',
        'हस्ताक्षर',
      ])
        expect(read.text).toContain(said);
      for (const english of [
        'Payment receipt',
        'Total paid',
        'Issued by',
        'Recipient',
        'Financial year',
        'page',
        'signature',
        'filing',
      ])
        expect(read.text).not.toContain(english);
      expect(await fontsOf(bytes)).toEqual([
        'DejaVuSans',
        'DejaVuSans-Bold',
        'NotoSansDevanagari-Bold',
        'NotoSansDevanagari-Regular',
      ]);
    });

    it('leaves an English receipt in DejaVu alone, the same bytes whether English is asked for or assumed', async () => {
      const english = await renderPdf(printableOf(receipt), meta);
      expect(await fontsOf(english)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
      expect(Buffer.from(await renderPdf(printableOf(receipt, [], 'en'), meta)).equals(Buffer.from(english))).toBe(
        true,
      );
      const read = await readPdf(english);
      for (const said of ['Payment receipt', 'Issued by', 'Total paid', 'page 1 of 1'])
        expect(read.text).toContain(said);
    });
  });
});
