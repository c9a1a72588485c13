import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { taxDetailsTexts, type TaxDetails } from '@marketplace/shared/documents/tax-details';
import { feed } from '../../lib/testing/feed.ts';
import { TaxDetailsPanel } from './tax-details-panel.tsx';
import { fakeDocumentsApi, fakeDocumentsPort } from './test-ports.ts';

afterEach(cleanup);

const registered = {
  gstin: '27ABCPE1234F1ZB',
  legalName: 'Sally Rao Designs',
  address: '12 MG Road, Pune, Maharashtra',
};

function renderPanel(
  saveTaxDetails = vi.fn(async (input: { registration: TaxDetails | null }) => input.registration!),
) {
  const saved = feed<TaxDetails | null>();
  const documents = fakeDocumentsPort({ watchTaxDetails: vi.fn(() => saved.watch) });
  const api = fakeDocumentsApi({ saveTaxDetails });
  render(<TaxDetailsPanel sellerId="seller-1" documents={documents} api={api} />);
  return { saved, api };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("a seller's tax details (decision 039)", () => {
  it('sends a registration once it has the published format, and says it is saved', async () => {
    const { saved, api } = renderPanel();
    saved.push(null);
    fireEvent.click(await screen.findByLabelText('I am registered for GST'));
    type('GSTIN', '27abcpe1234f1zb');
    type('Legal name', registered.legalName);
    type('Principal place of business', registered.address);
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    await waitFor(() => expect(api.saveTaxDetails).toHaveBeenCalledWith({ registration: registered }));
    expect(await screen.findByText(taxDetailsTexts.saved)).toBeTruthy();
  });

  it('says what is wrong with a GSTIN whose check character is not right, and sends nothing', async () => {
    const { saved, api } = renderPanel();
    saved.push(null);
    fireEvent.click(await screen.findByLabelText('I am registered for GST'));
    type('GSTIN', '27ABCPE1234F1ZC');
    type('Legal name', registered.legalName);
    type('Principal place of business', registered.address);
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taxDetailsTexts.gstin);
    expect(api.saveTaxDetails).not.toHaveBeenCalled();
  });

  it("shows the saved registration, and the server's refusal in its words", async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError(taxDetailsTexts.notYourPan, 400);
    });
    const { saved } = renderPanel(refuse);
    saved.push(registered);
    expect(((await screen.findByLabelText('GSTIN')) as HTMLInputElement).value).toBe(registered.gstin);
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taxDetailsTexts.notYourPan);
  });
});
