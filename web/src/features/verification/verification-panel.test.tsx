import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import {
  verificationFailed,
  verificationTexts,
  whatToChange,
  type SellerVerification,
} from '@marketplace/shared/verification/seller-verification';
import { verificationContract } from '@marketplace/shared/verification/verification-api';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { feed } from '../../lib/testing/feed.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { VerificationPanel } from './verification-panel.tsx';
import type { VerificationApi } from './verification.port.ts';

afterEach(cleanup);

const round: SellerVerification = {
  status: 'checking',
  pan: 'ABCPE1234F',
  round: 1,
  accountKey: 'upi:asha@okaxis',
  panName: null,
  accountName: null,
  failureReason: null,
  requestedAt: 1,
  decidedAt: null,
};

const checking = async () => ({ status: 'checking' as const });

function renderPanel(submitPan: VerificationApi['submitPan'] = vi.fn(checking)) {
  const verification = feed<SellerVerification | null>();
  const api = fakeClient(verificationContract, { submitPan });
  render(<VerificationPanel sellerId="seller-1" port={{ watchVerification: () => verification.watch }} api={api} />);
  return verification;
}

describe('VerificationPanel', () => {
  it('asks for the PAN, checks its format first, and sends it as printed', async () => {
    const submitPan = vi.fn(checking);
    const verification = renderPanel(submitPan);
    act(() => verification.push(null));
    const pan = await screen.findByLabelText('PAN');
    fireEvent.change(pan, { target: { value: 'ABC123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(verificationTexts.panFormat);
    expect(submitPan).not.toHaveBeenCalled();
    fireEvent.change(pan, { target: { value: 'abcpe 1234f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(submitPan).toHaveBeenCalledWith({ pan: 'ABCPE1234F' }));
  });

  it('says it is checking, then why it failed with the form again, then verified with the badge', async () => {
    const verification = renderPanel();
    act(() => verification.push(round));
    expect((await screen.findByRole('status')).textContent).toBe(verificationTexts.checking);
    expect(screen.queryByLabelText('PAN')).toBeNull();
    act(() => verification.push({ ...round, status: 'failed', failureReason: 'The PAN was not found.' }));
    expect((await screen.findByText(verificationFailed('The PAN was not found.'))).textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify again' })).toBeTruthy();
    act(() => verification.push({ ...round, status: 'verified' }));
    expect(
      await screen.findByText(/^Verified: your PAN and payout account match your name\. \(PAN ABCPE••••F\)$/),
    ).toBeTruthy();
    expect(screen.getByText('✓')).toBeTruthy();
    expect(screen.queryByLabelText('PAN')).toBeNull();
  });

  it('sends a seller whose account failed to their payout details, and checks again with the PAN already sent', async () => {
    const submitPan = vi.fn(checking);
    const verification = renderPanel(submitPan);
    const reason = `${verificationTexts.accountInvalid}: Invalid VPA.`;
    act(() => verification.push({ ...round, status: 'failed', failureReason: reason }));
    expect(await screen.findByText(verificationFailed(reason))).toBeTruthy();
    expect(screen.getByText(/What to change:/).parentElement!.textContent).toBe(
      `What to change: ${whatToChange.account} Your payouts wait until it passes.`,
    );
    // Not the PAN: that passed. The PAN already sent is sent again, once the account is put right.
    expect(screen.queryByLabelText('PAN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify again' }));
    await vi.waitFor(() => expect(submitPan).toHaveBeenCalledWith({ pan: 'ABCPE1234F' }));
  });

  it('asks for the PAN again when the PAN is what failed, saying what to change', async () => {
    const verification = renderPanel();
    act(() => verification.push({ ...round, status: 'failed', failureReason: verificationTexts.panInvalid }));
    expect(await screen.findByLabelText('PAN')).toBeTruthy();
    expect(screen.getByText(/What to change:/).parentElement!.textContent).toBe(`What to change: ${whatToChange.pan}`);
  });

  it('shows the server’s refusal', async () => {
    const verification = renderPanel(vi.fn(async () => Promise.reject(new ApiError(verificationTexts.noName, 409))));
    act(() => verification.push(null));
    fireEvent.change(await screen.findByLabelText('PAN'), { target: { value: 'ABCPE1234F' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(verificationTexts.noName);
  });

  it('speaks Hindi to a seller who reads Hindi: why it failed and what to change, with no English left', async () => {
    await showIn('hi');
    try {
      const verification = renderPanel();
      const reason = `${verificationTexts.accountInvalid}: Invalid VPA.`;
      act(() => verification.push({ ...round, status: 'failed', failureReason: reason }));
      expect(await screen.findByText('सत्यापन विफल: भुगतान खाते की पुष्टि नहीं हो सकी।')).toBeTruthy();
      expect(screen.getByText('क्या बदलें:').parentElement!.textContent).toBe(
        'क्या बदलें: अपने भुगतान विवरण में ऐसा UPI आईडी या बैंक खाता डालें जिसमें पैसे आ सकें: सहेजते ही उसकी फिर से जाँच होती है। इसके सफल होने तक आपके भुगतान रुके रहेंगे।',
      );
      expect(screen.getByRole('button', { name: 'फिर से सत्यापित करें' })).toBeTruthy();
      // Only the PAN, UPI and the amounts' script-free words may stay Latin.
      const latin = (document.body.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(latin.filter((word) => !['PAN', 'UPI'].includes(word))).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
