// The parts' lists of shared's words (said.ts) hold them word for word: each English text the list knows is its
// key's English in the catalogue, so SPEC's texts stay as quoted and a text reworded in shared is not matched.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkoutKnown } from '../ui/checkout-texts.ts';
import { purchaseKnown } from '../features/store/purchase-texts.ts';
import { sellingKnown } from '../features/store/selling-texts.ts';
import { notYourOrder } from '../features/store/order-tracking.tsx';
import { sayIn } from './said.ts';

// The catalogues as written (an import would give them compiled by the build).
const read = (part: string) =>
  JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'en', `${part}.json`), 'utf8')) as Record<
    string,
    string
  >;
const english = { ...read('checkout'), ...read('purchase'), ...read('selling') };

describe("shared's words in the catalogue parts", () => {
  it.each([
    ['checkout', checkoutKnown],
    ['purchase', purchaseKnown],
    ['selling', sellingKnown],
  ] as const)('%s: each known text is its key’s English word for word', (_, known) => {
    const entries = Object.entries(known);
    expect(entries.length).toBeGreaterThan(0);
    for (const [text, key] of entries) expect(english[key], key).toBe(text);
  });

  it('the tracking’s own message is its catalogue’s English', () => {
    expect(english['purchase.notYourOrder']).toBe(notYourOrder);
  });

  it('says a known text by its key and shows an unknown one as it came', () => {
    const say = sayIn((id) => `«${id}»`, { 'Payment failed. Please try again.': 'checkout.paymentFailed' });
    expect(say('Payment failed. Please try again.')).toBe('«checkout.paymentFailed»');
    expect(say('The bank refused it.')).toBe('The bank refused it.');
    expect(say(null)).toBeNull();
  });
});
