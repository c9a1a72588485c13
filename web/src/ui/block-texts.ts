// The Block button's and its dialog's words, and shared's block refusals (decision 077's kind: a members' part, its
// Hindi fetched only when a member reads Hindi). Shared words the refusals in English for the server; they are said
// here by their key, block-button.test.tsx holding each key's English to shared's word for word.
import { blockTexts } from '@marketplace/shared/safety/block';
import en from '../i18n/en/block.json';
import { catalogue, sayKnown } from '../i18n/i18n.ts';

export const useBlockTexts = catalogue(en, () => import('../i18n/hi/block.json'));
type BlockId = keyof typeof en;

/** Shared's block texts, by their key here. */
export const blockKnown: Readonly<Record<string, BlockId>> = {
  [blockTexts.yourself]: 'block.yourself',
  [blockTexts.personNotFound]: 'block.personNotFound',
  [blockTexts.admin]: 'block.admin',
  [blockTexts.blocked]: 'block.blocked',
  [blockTexts.blockedBetween]: 'block.blockedBetween',
};

/** A text in the shown language: shared's block texts by their key, any other as it came. */
export function useBlockSay(): (english: string) => string {
  const t = useBlockTexts();
  return (english) => sayKnown(t, blockKnown, english);
}
