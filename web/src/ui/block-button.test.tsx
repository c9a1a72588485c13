// The Block button in both languages: shared's block texts word for word in English, the button, its question and a
// refusal in Hindi.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { blockTexts } from '@marketplace/shared/safety/block';
import { safetyContract } from '@marketplace/shared/safety/safety-api';
import { fakeClient } from '../lib/testing/fake-client.ts';
import { translate } from '../i18n/i18n.ts';
import { showIn } from '../i18n/language-choice.ts';
import { latinWords } from '../lib/testing/latin-words.ts';
import { BlockButton } from './block-button.tsx';
import { blockKnown } from './block-texts.ts';

afterEach(cleanup);

describe('the Block button', () => {
  it("knows every block text shared words, each its key's English word for word", () => {
    expect(Object.keys(blockKnown).sort()).toEqual(
      Object.values(blockTexts)
        .filter((text) => text !== blockTexts.unblocked && text !== blockTexts.notBlocked)
        .sort(),
    );
    for (const [text, key] of Object.entries(blockKnown)) expect(translate('en', key)).toBe(text);
  });

  it('asks and refuses in Hindi', async () => {
    await showIn('hi');
    try {
      const block = vi.fn(async () => {
        throw new ApiError(blockTexts.admin, 400);
      });
      render(<BlockButton uid="admin-1" name="ravi@example.com" safety={fakeClient(safetyContract, { block })} />);
      fireEvent.click(await screen.findByRole('button', { name: 'ravi@example.com को ब्लॉक करें' }));
      const dialog = screen.getByRole('dialog', { name: 'ravi@example.com को ब्लॉक करें?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'ब्लॉक करें' }));
      expect(
        await within(dialog).findByText('एडमिन को ब्लॉक नहीं किया जा सकता। इसकी जगह समस्या की शिकायत करें।'),
      ).toBeTruthy();
      expect(latinWords(dialog, ['ravi@example.com'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
