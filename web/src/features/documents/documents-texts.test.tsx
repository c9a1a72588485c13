// The seller's tax details and monthly statements in both languages (decision 071): English as shared words it for
// the server too; Hindi with none of our English left (a statement's title, the GSTIN and GST stay as they are).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { documentTexts } from '@marketplace/shared/documents/documents-texts';
import { taxDetailsTexts, type TaxDetails } from '@marketplace/shared/documents/tax-details';
import { documentKinds, type IssuedDocument } from '@marketplace/shared/documents/document';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import './documents-texts.ts';
import { DocumentLinks, documentLabel } from './document-links.tsx';
import { MonthlyStatements } from './monthly-statements.tsx';
import { TaxDetailsPanel } from './tax-details-panel.tsx';
import { aDocument, anOctoberStatement, fakeDocumentsApi, fakeDocumentsPort } from './test-ports.ts';

afterEach(cleanup);

describe("the seller's documents' English", () => {
  it('is what shared says to the server and the other screens', () => {
    expect(translate('en', 'documents.taxSaved')).toBe(taxDetailsTexts.saved);
    expect(translate('en', 'documents.notReady')).toBe(documentTexts.notReady);
    expect(translate('en', 'documents.unavailable')).toBe(documentTexts.unavailable);
  });
});

describe("the seller's documents in Hindi", () => {
  it('has no English of ours left', async () => {
    await showIn('hi');
    try {
      const statements = feed<IssuedDocument[]>();
      const saved = feed<TaxDetails | null>();
      const documents = fakeDocumentsPort({
        watchStatements: vi.fn(() => statements.watch),
        watchTaxDetails: vi.fn(() => saved.watch),
      });
      render(
        <>
          <TaxDetailsPanel sellerId="seller-1" documents={documents} api={fakeDocumentsApi()} />
          <MonthlyStatements sellerId="seller-1" documents={documents} api={fakeDocumentsApi()} />
        </>,
      );
      saved.push({ gstin: '27ABCPE1234F1ZB', legalName: 'Sally Rao Designs', address: '12 MG Road, Pune' });
      statements.push([anOctoberStatement()]);
      const item = await screen.findByRole('listitem');
      expect(item.textContent).toContain('अंतिम शेष ₹864.20');
      expect(within(item).getByRole('button', { name: 'विवरण (CSV): October 2026' })).toBeTruthy();
      await screen.findByLabelText('कानूनी नाम');
      const text = (document.body.textContent ?? '').replaceAll('October 2026', '');
      const inputs = [...document.querySelectorAll('input')].map((input) => input.value).join(' ');
      const latin = (text.match(/[A-Za-z]+/g) ?? []).filter(
        (word) => !['GST', 'GSTIN', 'PAN', 'PDF', 'CSV'].includes(word),
      );
      expect(latin, inputs).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});

describe("a payment's documents in Hindi", () => {
  it('name each document as the payments list does in English', () => {
    for (const kind of documentKinds)
      expect(translate('en', `documents.kind.${kind}`)).toBe(documentLabel({ kind, serial: null }));
  });

  it('name each download in Hindi, its serial as issued', async () => {
    await showIn('hi');
    try {
      const subject = feed<IssuedDocument[]>();
      const documents = fakeDocumentsPort({ watchSubjectDocuments: vi.fn(() => subject.watch) });
      render(<DocumentLinks documents={documents} api={fakeDocumentsApi()} ownerId="student-1" subject="project-p1" />);
      subject.push([aDocument()]);
      const button = await screen.findByRole('button', { name: /^रसीद RC2627A-0000001 \(PDF\)/ });
      expect(button.textContent).toBe('रसीद RC2627A-0000001 (PDF)');
    } finally {
      await showIn('en');
    }
  });
});
