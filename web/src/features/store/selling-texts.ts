// The listing form's texts ('Sell a Pre-Built Project'), a seller's screen (decision 071): the English part travels
// with the seller's screens; the Hindi is fetched only when a member reads Hindi.
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/selling.json';
import { catalogue, sayKnown } from '../../i18n/i18n.ts';

export const useSellingTexts = catalogue(en, () => import('../../i18n/hi/selling.json'));
type SellingId = Parameters<ReturnType<typeof useSellingTexts>>[0];

/** SPEC 8's 'Image upload failed' with the form's own reason for a file it refuses before sending it. */
export const notAnImage = `${texts.store.imageUploadFailed}: the file is not a JPEG, PNG or WebP image.`;
export const tooLarge = `${texts.store.imageUploadFailed}: the image is larger than 5 MB.`;

/** SPEC 5's and 8's words for the form's errors, as shared's check says them. */
export const sellingKnown: Readonly<Record<string, SellingId>> = {
  [texts.store.requiredFields]: 'selling.error.requiredFields',
  [texts.store.priceMinimum]: 'selling.error.priceMinimum',
  [texts.store.priceMaximum]: 'selling.error.priceMaximum',
  [texts.store.pricePaise]: 'selling.error.pricePaise',
  [texts.store.createFailed]: 'selling.error.createFailed',
  [texts.store.imageUploadFailed]: 'selling.error.imageUploadFailed',
  [notAnImage]: 'selling.error.notAnImage',
  [tooLarge]: 'selling.error.tooLarge',
};

export function useSellingSay(): (english: string | null) => string | null {
  const t = useSellingTexts();
  return (english) => (english === null ? null : sayKnown(t, sellingKnown, english));
}
