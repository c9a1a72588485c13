import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { documentTexts } from '@marketplace/shared/documents/documents-texts';
import type { IssuedDocument } from '@marketplace/shared/documents/document';
import { feed } from '../../lib/testing/feed.ts';
import { DocumentLinks } from './document-links.tsx';
import { MonthlyStatements } from './monthly-statements.tsx';
import { PAYMENTS_PAGE, PaymentsList } from './payments-list.tsx';
import { TaxExportsPanel } from './tax-exports-panel.tsx';
import { aDocument, anOctoberStatement, fakeDocumentsApi, fakeDocumentsPort } from './test-ports.ts';

afterEach(cleanup);

const creditNote = aDocument({
  id: 'refund-due-project-p1',
  kind: 'credit-note',
  serial: 'CN2627A-0000001',
  refersTo: 'RC2627A-0000001',
  amountPaise: 61_729,
});

describe("a buyer's Payments (decision 039)", () => {
  it('lists each payment and refund with its document, newest first as the port gives them', async () => {
    const payments = feed<IssuedDocument[]>();
    const documents = fakeDocumentsPort({ watchPayments: vi.fn(() => payments.watch) });
    const api = fakeDocumentsApi();
    render(<PaymentsList ownerId="student-1" documents={documents} api={api} />);
    expect(documents.watchPayments).toHaveBeenCalledWith('student-1', PAYMENTS_PAGE);
    payments.push([creditNote, aDocument()]);
    const list = await screen.findByRole('list');
    const [refund, payment] = within(list).getAllByRole('listitem');
    expect(refund!.textContent).toContain('Credit note CN2627A-0000001');
    expect(refund!.textContent).toContain('Refund ₹617.29');
    expect(payment!.textContent).toContain('Receipt RC2627A-0000001');
    expect(payment!.textContent).toContain('₹1,234.57');
    fireEvent.click(within(payment!).getByRole('button', { name: /Download \(PDF\): Receipt RC2627A-0000001/ }));
    await waitFor(() => expect(api.link).toHaveBeenCalledWith({ documentId: 'capture-order_1', file: 'pdf' }));
  });

  it('says when there is nothing yet, and asks for the next page only when this one is full', async () => {
    const payments = feed<IssuedDocument[]>();
    const documents = fakeDocumentsPort({ watchPayments: vi.fn(() => payments.watch) });
    render(<PaymentsList ownerId="student-1" documents={documents} api={fakeDocumentsApi()} />);
    payments.push([]);
    expect(await screen.findByText(documentTexts.paymentsEmpty)).toBeTruthy();
    payments.push(Array.from({ length: PAYMENTS_PAGE }, (_, i) => aDocument({ id: `d${i}` })));
    fireEvent.click(await screen.findByRole('button', { name: documentTexts.loadMore }));
    expect(documents.watchPayments).toHaveBeenLastCalledWith('student-1', 2 * PAYMENTS_PAGE);
    // The page before stays while the next loads.
    expect(screen.getAllByRole('listitem')).toHaveLength(PAYMENTS_PAGE);
  });
});

describe("a payment's documents beside it", () => {
  it('shows nothing until a document is ready, then one download each', async () => {
    const subject = feed<IssuedDocument[]>();
    const documents = fakeDocumentsPort({ watchSubjectDocuments: vi.fn(() => subject.watch) });
    const { container } = render(
      <DocumentLinks
        documents={documents}
        api={fakeDocumentsApi()}
        ownerId="student-1"
        subject="project-p1"
        heading="Payment documents"
      />,
    );
    subject.push([aDocument({ ready: false })]);
    await waitFor(() => expect(documents.watchSubjectDocuments).toHaveBeenCalledWith('student-1', 'project-p1'));
    expect(container.innerHTML).toBe('');
    subject.push([aDocument(), creditNote]);
    const section = await screen.findByRole('region', { name: 'Payment documents' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Receipt RC2627A-0000001 (PDF)', 'Credit note CN2627A-0000001 (PDF)']);
  });

  it("says the server's refusal where the download was asked for", async () => {
    const subject = feed<IssuedDocument[]>();
    const documents = fakeDocumentsPort({ watchSubjectDocuments: vi.fn(() => subject.watch) });
    const api = fakeDocumentsApi({
      link: vi.fn(async () => {
        throw new ApiError(documentTexts.notReady, 409);
      }),
    });
    render(<DocumentLinks documents={documents} api={api} ownerId="student-1" subject="project-p1" />);
    subject.push([aDocument()]);
    fireEvent.click(await screen.findByRole('button', { name: /Receipt RC2627A-0000001/ }));
    expect((await screen.findByRole('alert'))!.textContent).toContain(documentTexts.notReady);
  });
});

describe("a seller's monthly statements", () => {
  it('lists each with its PDF and CSV, and issues a past month on request', async () => {
    const statements = feed<IssuedDocument[]>();
    const documents = fakeDocumentsPort({ watchStatements: vi.fn(() => statements.watch) });
    const api = fakeDocumentsApi({ issueStatement: vi.fn(async () => aDocument()) });
    render(<MonthlyStatements sellerId="seller-1" documents={documents} api={api} />);
    statements.push([anOctoberStatement()]);
    const item = await screen.findByRole('listitem');
    expect(item!.textContent).toContain('Closing balance ₹864.20');
    fireEvent.click(within(item).getByRole('button', { name: 'Statement (CSV): October 2026' }));
    await waitFor(() =>
      expect(api.link).toHaveBeenCalledWith({ documentId: 'statement-seller-1-2026-10', file: 'csv' }),
    );
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    fireEvent.change(month, { target: { value: month.options[1]!.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Get statement' }));
    await waitFor(() => expect(api.issueStatement).toHaveBeenCalledWith({ month: month.options[1]!.value }));
  });
});

describe("an admin's tax exports", () => {
  it("shows each file's total beside the ledger's, and says which differ", async () => {
    const api = fakeDocumentsApi({
      exports: vi.fn(async ({ month }: { month: string }) => ({
        month,
        files: [
          { kind: 'gstr8' as const, name: 'a.csv', url: '#a', lines: 0, exportedPaise: 0, ledgerPaise: 0 },
          { kind: 'tds26q' as const, name: 'b.csv', url: '#b', lines: 2, exportedPaise: 6_296, ledgerPaise: 6_296 },
          { kind: 'gstr1b2b' as const, name: 'c.csv', url: '#c', lines: 1, exportedPaise: 0, ledgerPaise: 0 },
          {
            kind: 'gstr1b2cs' as const,
            name: 'd.csv',
            url: '#d',
            lines: 1,
            exportedPaise: 37_037,
            ledgerPaise: 74_074,
          },
        ],
        uninvoiced: ['earning-project-p2'],
        imported: { entries: 0, platformPaise: 0 },
      })),
    });
    render(<TaxExportsPanel api={api} />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare exports' }));
    const list = await screen.findByRole('list', { name: 'Exports of October 2026' });
    const [tcs, tds, b2b, invoices] = within(list).getAllByRole('listitem');
    expect(b2b!.textContent).toContain('Platform invoices to registered sellers (GSTR-1 B2B)');
    expect(tcs!.textContent).toContain('0 lines, total ₹0.00: matches the ledger');
    expect(tds!.textContent).toContain('2 lines, total ₹62.96: matches the ledger');
    expect(invoices!.textContent).toContain('1 line, total ₹370.37; the ledger says ₹740.74');
    expect(screen.getByText(/1 of the month's sales have no platform invoice yet/)).toBeTruthy();
    expect(api.exports).toHaveBeenCalledWith({ month: '2026-10' });
  });

  it('says what entries from earlier books are, with nothing to wait for', async () => {
    const api = fakeDocumentsApi({
      exports: vi.fn(async ({ month }: { month: string }) => ({
        month,
        files: [],
        uninvoiced: [],
        imported: { entries: 406, platformPaise: 1_234_500 },
      })),
    });
    render(<TaxExportsPanel api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare exports' }));
    expect(await screen.findByText(/406 of the month's entries were brought in from earlier books/)).toBeTruthy();
    expect(screen.getByText(/platform share \(₹12,345.00\) is in no GSTR-1 line/)).toBeTruthy();
    expect(screen.queryByText(/prepare the exports again/)).toBeNull();
  });
});
