// The dashboard frame's English is SPEC's, word for word (decision 071); its Hindi part has every key (the catalogue
// check, web/src/i18n/catalogues.test.ts).
import { describe, expect, it } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import { translate } from '../../i18n/i18n.ts';
import './dashboard-texts.ts';

describe("the dashboard frame's English", () => {
  it("is SPEC's, word for word", () => {
    expect(translate('en', 'dashboard.studentTitle')).toBe(texts.dashboard.studentTitle);
    expect(translate('en', 'dashboard.sellerTitle')).toBe(texts.dashboard.sellerTitle);
    expect(translate('en', 'dashboard.myPurchases')).toBe(texts.store.myPurchases);
    expect(translate('en', 'dashboard.signedInAs', { name: 'Asha' })).toBe('Signed in as Asha');
  });
});
