// The parts' lists of shared's words (SPEC's texts the machines and checks say, looked up to be shown in the shown
// language) hold them word for word: each English text a list knows is its key's English in the catalogue, so
// SPEC's texts stay as quoted, and a text reworded in shared is shown in its new English rather than a stale Hindi.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardKnown, checkoutKnown } from '../ui/checkout-texts.ts';
import { reportKnown } from '../ui/report-texts.ts';
import { authKnown } from '../features/session/auth-texts.ts';
import { applicationKnown } from '../features/careers/application-texts.ts';
import { profileKnown } from '../features/profile/profile-texts.ts';
import { purchaseKnown } from '../features/store/purchase-texts.ts';
import { sellingKnown } from '../features/store/selling-texts.ts';
import { trackingKnown } from '../features/store/tracking-texts.ts';
import { notYourOrder } from '../features/store/order-tracking.tsx';

// The catalogues as written (an import would give them compiled by the build).
const read = (part: string) =>
  JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'en', `${part}.json`), 'utf8')) as Record<
    string,
    string
  >;
const english = {
  ...read('checkout'),
  ...read('purchase'),
  ...read('tracking'),
  ...read('selling'),
  ...read('report'),
  ...read('signin'),
  ...read('careers'),
  ...read('profile'),
};

describe("shared's words in the catalogue parts", () => {
  it.each([
    ['checkout', checkoutKnown],
    ['card', cardKnown],
    ['report', reportKnown],
    ['auth', authKnown],
    ['careers', applicationKnown],
    ['profile', profileKnown],
    ['purchase', purchaseKnown],
    ['tracking', trackingKnown],
    ['selling', sellingKnown],
  ] as const)('%s: each known text is its key’s English word for word', (_, known) => {
    const entries = Object.entries(known);
    expect(entries.length).toBeGreaterThan(0);
    for (const [text, key] of entries) expect(english[key], key).toBe(text);
  });

  it('the tracking’s own message is its catalogue’s English', () => {
    expect(english['tracking.notYourOrder']).toBe(notYourOrder);
  });
});
