// A Hindi page carries no English words of ours (decision 065's leftovers, now in the catalogue): the listing page
// of a seller who gave no name, with no photo, drawn by the server at its Hindi address, says 'A seller', 'Ask Me'
// and 'Verified' in Hindi, and the placeholder photo it shows has no caption in any language.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { pages } from '@marketplace/shared/navigation/pages';
import { PAGE_CHUNKS_ID } from './lib/page-chunks.ts';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n/i18n.ts';
import { renderPage } from './render-page.tsx';

const chunks = Object.fromEntries(pages.map((page) => [page, { page: [], data: [] }]));
/** The built index.html's shape, as withPrerendered reads it (web/prerendered-html.ts). */
const template =
  '<!doctype html><html lang="en"><head><title>ProjectBoard</title><meta name="description" content="" />' +
  '<script type="module" crossorigin src="/assets/index-x.js"></script></head><body>' +
  '<div id="root"><main>Loading…</main></div>' +
  `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(chunks)}</script></body></html>`;

const listing = {
  id: 'kit-1',
  sellerId: 'seller-1',
  name: 'Line Follower Kit',
  description: 'A two-wheeled robot that follows a black line.',
  price: 1499,
  imageUrl: '',
  createdAt: 1_790_000_000_000,
};

/** The words a page shows: its HTML without tags, scripts and the data block the app starts from. */
const shownWords = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const englishLeftovers = ['Pre-built project', 'A seller', 'Ask Me', 'Verified'];

describe('a Hindi page', () => {
  it.each([
    [{ name: '', verified: true }, 'एक विक्रेता'],
    [{ name: 'Asha Verma', verified: true }, 'Asha Verma'],
  ])('has none of our English words left (seller %j)', async (seller, sellerShown) => {
    const address = `/hi/store/${listing.id}`;
    const html = await renderPage(template, address, {
      listing: {
        id: listing.id,
        url: `https://projectboard.example${address}`,
        page: { listing, seller, rating: { average: null, count: 0 } },
      },
    });
    const words = shownWords(html);
    // The page is drawn, in Hindi, with what this test looks for.
    expect(html).toContain('<html lang="hi"');
    expect(words).toContain(sellerShown);
    expect(words).toContain(translate('hi', 'shell.askMe'));
    expect(words).toContain(translate('hi', 'shell.verified'));
    for (const english of englishLeftovers) expect(words, english).not.toContain(english);
    // Its head (what a chat app's preview says) too: the byline names the seller in Hindi.
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(translate('hi', 'store.byline', { seller: sellerShown }));
  });

  it('shows a placeholder photo without words in it', () => {
    const svg = readFileSync(new URL('../public/product-placeholder.svg', import.meta.url), 'utf8');
    expect(svg).not.toMatch(/<text\b/);
  });
});
