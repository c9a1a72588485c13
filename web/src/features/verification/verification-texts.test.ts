// The panel's English from the catalogue is word for word what the server writes and the payouts say
// (shared/src/verification/seller-verification.ts), so English readers see no change from the move (decision 071).
import { describe, expect, it } from 'vitest';
import {
  verificationFailed,
  verificationTexts,
  whatToChange,
  type FailedCheck,
} from '@marketplace/shared/verification/seller-verification';
import { translate } from '../../i18n/i18n.ts';
import './verification-texts.ts';

describe("the verification panel's English", () => {
  it('is the words the server and the payouts use', () => {
    expect(translate('en', 'verification.checking')).toBe(verificationTexts.checking);
    expect(translate('en', 'verification.panFormat')).toBe(verificationTexts.panFormat);
    expect(translate('en', 'verification.verified', { pan: 'ABCPE••••F' })).toBe(
      `${verificationTexts.verified} (PAN ABCPE••••F)`,
    );
    expect(translate('en', 'verification.failed', { reason: 'x.' })).toBe(verificationFailed('x.'));
    expect(translate('en', 'verification.reason.profile-name')).toBe(verificationTexts.noName);
    expect(translate('en', 'verification.reason.details')).toBe(verificationTexts.noDetails);
    for (const check of Object.keys(whatToChange) as FailedCheck[])
      expect(translate('en', `verification.change.${check}`), check).toBe(whatToChange[check]);
  });
});
