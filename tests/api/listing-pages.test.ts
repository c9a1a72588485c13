// A listing's own page, /store/{id}, and the sitemap and robots.txt (decision 052): the page is drawn with the
// listing, its seller and their rating, and its head carries the canonical address, the preview and structured data
// that Google's merchant listings require; a listing hidden or removed answers 404 or 410, not indexed, and leaves
// the sitemap at once. The renderer here draws only the head (shared/src/seo/page-head.ts, what the web build's
// renderer draws); the browser journey loads the real one (tests/e2e/listing-page.test.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreen } from '@marketplace/shared/navigation/first-screen';
import { paths } from '@marketplace/shared/paths';
import { jobPageHead, listingHead, withHead } from '@marketplace/shared/seo/page-head';
import { requiredFieldProblems } from '@marketplace/shared/seo/structured-data';
import { newProductFields } from '@marketplace/shared/store/product';
import type { PageRenderer } from '../../functions/src/features/pages/page-renderer.ts';
import { pagesRouter } from '../../functions/src/features/pages/pages.route.ts';
import { LISTING_CACHING } from '../../functions/src/features/pages/serve-page.ts';
import { syncListing } from '../../functions/src/features/store/listings.ts';
import { useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="site"><title>site</title></head>' +
  '<body><div id="root"></div></body></html>';
const drawn: { path: string; screen: FirstScreen }[] = [];
const renderer: PageRenderer = {
  render: async (path, screen) => {
    drawn.push({ path, screen });
    if (screen.listing) return withHead(TEMPLATE, listingHead(screen.listing));
    if (screen.job)
      return withHead(
        TEMPLATE,
        jobPageHead(
          screen.jobs?.find((job) => job.id === screen.job!.id),
          screen.job.url,
        ),
      );
    return TEMPLATE;
  },
  prebuilt: async (path) => (path === '/app' ? TEMPLATE : `<!doctype html><p>${path} as built</p>`),
};

let server: Server;
let base = '';
beforeEach(async () => {
  drawn.length = 0;
  const app = express().use(pagesRouter({ db: backend.db, renderer }));
  server = await new Promise<Server>((resolve) => {
    const http = app.listen(0, '127.0.0.1', () => resolve(http));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const seller = { uid: 'seller-asha', email: 'asha@example.test' };

/** A product listed as the seller's write lands, and its listing kept as the trigger keeps it. */
async function listProduct(fields: Partial<{ name: string; price: number; imageUrl: string }> = {}) {
  const ref = backend.db.collection(paths.storeProducts).doc();
  const { name = 'Smart Irrigation Kit', price = 2499, imageUrl = '' } = fields;
  await ref.set({
    ...newProductFields(seller, { name, description: 'Soil sensors & a pump <script>x</script>.', price }, imageUrl),
    createdAt: Timestamp.now(),
  });
  await syncListing(backend.db, ref.id);
  return ref.id;
}

async function sellerIsKnown(verified: boolean, stars: number[]) {
  await backend.db.doc(paths.publicProfile(seller.uid)).set({ name: 'Asha Rao', role: 'seller', since: 1, verified });
  const sum = stars.reduce((a, b) => a + b, 0);
  if (stars.length)
    await backend.db.doc(paths.ratingShard(seller.uid, 0)).set({ ratingSum: sum, ratingCount: stars.length });
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown);
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('GET /store/{id}', () => {
  it('is drawn with the listing, its verified seller and rating, and a head that previews and describes it', async () => {
    await sellerIsKnown(true, [5, 4]);
    const id = await listProduct({ imageUrl: 'https://images.example.test/kit.jpg' });
    const response = await fetch(`${base}/store/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(LISTING_CACHING);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.path).toBe(`/store/${id}`);
    const page = drawn[0]!.screen.listing!.page!;
    expect(page.listing).toMatchObject({ id, name: 'Smart Irrigation Kit', price: 2499, sellerId: seller.uid });
    expect(page.seller).toEqual({ name: 'Asha Rao', verified: true });
    expect(page.rating).toEqual({ average: 4.5, count: 2 });

    const html = await response.text();
    const url = `${base}/store/${id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<title>Smart Irrigation Kit — ₹2,499.00 | ProjectBoard</title>');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:image')).toBe('https://images.example.test/kit.jpg');
    expect(metaOf(html, 'og:title')).toBe('Smart Irrigation Kit — ₹2,499.00');
    expect(metaOf(html, 'product:price:amount')).toBe('2499.00');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe('https://images.example.test/kit.jpg');
    expect(html).not.toContain('noindex');
    // The product's own text cannot end the block or open markup.
    expect(html).not.toContain('<script>x</script>');

    const [data] = jsonLd(html);
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Smart Irrigation Kit',
      image: ['https://images.example.test/kit.jpg'],
      offers: { '@type': 'Offer', price: '2499.00', priceCurrency: 'INR', url },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', ratingCount: 2 },
    });
  });

  it('is drawn in Hindi at /hi/store/{id}, its canonical its own and both addresses named as alternates', async () => {
    await sellerIsKnown(true, [5]);
    const id = await listProduct();
    const hindi = await fetch(`${base}/hi/store/${id}`);
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get('cache-control')).toBe(LISTING_CACHING);
    expect(drawn.at(-1)!.path).toBe(`/hi/store/${id}`);
    expect(drawn.at(-1)!.screen.listing!.url).toBe(`${base}/hi/store/${id}`);
    const links = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
    const named = [
      `<link rel="alternate" hreflang="en-IN" href="${base}/store/${id}">`,
      `<link rel="alternate" hreflang="hi-IN" href="${base}/hi/store/${id}">`,
      `<link rel="alternate" hreflang="x-default" href="${base}/store/${id}">`,
    ];
    expect(links(await hindi.text())).toEqual([`<link rel="canonical" href="${base}/hi/store/${id}">`, ...named]);
    expect(links(await (await fetch(`${base}/store/${id}`)).text())).toEqual([
      `<link rel="canonical" href="${base}/store/${id}">`,
      ...named,
    ]);
    // Gone in either language alike.
    await backend.db.doc(paths.storeProduct(id)).delete();
    await syncListing(backend.db, id);
    const gone = await fetch(`${base}/hi/store/${id}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('leaves the rating out of the structured data before the first review, and says the placeholder image in full', async () => {
    const id = await listProduct();
    const html = await (await fetch(`${base}/store/${id}`)).text();
    const [data] = jsonLd(html);
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).toMatchObject({ image: [`${base}/product-placeholder.svg`] });
    expect(drawn[0]!.screen.listing!.page!.seller).toEqual({ name: '', verified: false });
  });

  it('names the site as the deployment sets it, or as the visitor asked for it through Hosting', async () => {
    const id = await listProduct();
    const forwarded = await fetch(`${base}/store/${id}`, {
      headers: { 'x-forwarded-host': 'projects.example.in', 'x-forwarded-proto': 'https' },
    });
    expect(await forwarded.text()).toContain(`<link rel="canonical" href="https://projects.example.in/store/${id}">`);
  });

  it('answers 404, not indexed, for a listing a moderator hid, and 410 once the product is deleted', async () => {
    const id = await listProduct();
    expect((await fetch(`${base}/store/${id}`)).status).toBe(200);

    await backend.db.doc(paths.storeProduct(id)).update({ hidden: true, hiddenByModerator: true });
    await syncListing(backend.db, id);
    const hidden = await fetch(`${base}/store/${id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('x-robots-tag')).toBe('noindex');
    const hiddenHtml = await hidden.text();
    expect(hiddenHtml).toContain('<meta name="robots" content="noindex">');
    expect(hiddenHtml).not.toContain('Smart Irrigation Kit');
    expect(jsonLd(hiddenHtml)).toEqual([]);
    expect(drawn.at(-1)!.screen.listing).toMatchObject({ id, page: null, absence: 'hidden' });

    await backend.db.doc(paths.storeProduct(id)).delete();
    await syncListing(backend.db, id);
    const gone = await fetch(`${base}/store/${id}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    expect(await gone.text()).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 404 for an address no listing could have', async () => {
    const response = await fetch(`${base}/store/__reserved__`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(drawn).toEqual([]);
  });
});

describe('GET /careers/{id}', () => {
  it('is drawn with the open positions and its JobPosting; a position taken down answers 410, not indexed', async () => {
    await backend.db.doc(paths.job('lead')).set({
      title: 'Support Lead',
      location: 'Pune',
      description: 'Answers students.',
      postedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
    });
    const response = await fetch(`${base}/careers/lead`);
    expect(response.status).toBe(200);
    expect(drawn.at(-1)!.screen.job).toEqual({ id: 'lead', url: `${base}/careers/lead` });
    expect(drawn.at(-1)!.screen.jobs!.map((job) => job.id)).toEqual(['lead']);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${base}/careers/lead">`);
    const [data] = jsonLd(html);
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).toMatchObject({ '@type': 'JobPosting', title: 'Support Lead', datePosted: '2026-11-01' });

    await backend.db.doc(paths.job('lead')).delete();
    const gone = await fetch(`${base}/careers/lead`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('<meta name="robots" content="noindex">');
    expect(jsonLd(goneHtml)).toEqual([]);
  });
});

describe('GET /people/{uid}', () => {
  it('is the app with a canonical address and a preview card naming the seller; no one answers 404', async () => {
    await sellerIsKnown(true, [5, 4]);
    const response = await fetch(`${base}/people/${seller.uid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${base}/people/${seller.uid}">`);
    expect(html).toContain('<title>Asha Rao — Seller on ProjectBoard</title>');
    expect(metaOf(html, 'og:description')).toBe(
      'Seller · Verified · ★ 4.5 from 2 reviews. Their profile and reviews on ProjectBoard.',
    );
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    const nobody = await fetch(`${base}/people/nobody`);
    expect(nobody.status).toBe(404);
    expect(await nobody.text()).toContain('<meta name="robots" content="noindex">');
  });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the visitor pages, every listing and every seller, dated, and follows listings as they come and go', async () => {
    await sellerIsKnown(false, []);
    await backend.db
      .doc(paths.publicProfile('student-1'))
      .set({ name: 'Ravi', role: 'student', since: 1, verified: false });
    await backend.db
      .doc(paths.job('j1'))
      .set({ title: 'Curator', location: 'Remote', description: 'Kits.', postedAt: 1 });
    const kept = await listProduct({ name: 'Kept' });
    const hidden = await listProduct({ name: 'To hide' });
    const removed = await listProduct({ name: 'To remove' });

    const first = await fetch(`${base}/sitemap.xml`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await first.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const listed = locs(xml);
    for (const path of ['/', '/store', '/careers', '/about', '/support', '/terms', '/privacy', '/refund'])
      expect(listed).toContain(`${base}${path}`);
    for (const id of [kept, hidden, removed]) expect(listed).toContain(`${base}/store/${id}`);
    expect(listed).toContain(`${base}/people/${seller.uid}`);
    expect(listed).toContain(`${base}/careers/j1`);
    expect(listed).not.toContain(`${base}/people/student-1`);
    for (const members of ['/dashboard', '/profile', '/privacy-centre', '/login'])
      expect(listed).not.toContain(`${base}${members}`);
    expect(xml).toMatch(
      new RegExp(`<loc>${base}/store/${kept}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
    // Each translated page at its Hindi address too, both naming both (decision 065); the others in English only.
    for (const path of [
      '/hi',
      '/hi/store',
      '/hi/careers',
      '/hi/about',
      '/hi/support',
      '/hi/terms',
      `/hi/store/${kept}`,
      '/hi/careers/j1',
    ])
      expect(listed).toContain(`${base}${path}`);
    for (const path of ['/hi/login', `/hi/people/${seller.uid}`]) expect(listed).not.toContain(`${base}${path}`);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${base}/store/${kept}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${base}/hi/store/${kept}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/store/${kept}"/>`;
    for (const loc of [`${base}/store/${kept}`, `${base}/hi/store/${kept}`])
      expect(xml).toMatch(
        new RegExp(`<loc>${loc}</loc><lastmod>[^<]+</lastmod>${alternates.replace(/[.?*+()[\]]/g, '\\$&')}</url>`),
      );

    await backend.db.doc(paths.storeProduct(hidden)).update({ hidden: true });
    await syncListing(backend.db, hidden);
    await backend.db.doc(paths.storeProduct(removed)).delete();
    await syncListing(backend.db, removed);
    const after = locs(await (await fetch(`${base}/sitemap.xml`)).text());
    expect(after).toContain(`${base}/store/${kept}`);
    expect(after).not.toContain(`${base}/store/${hidden}`);
    expect(after).not.toContain(`${base}/store/${removed}`);

    const one = await fetch(`${base}/sitemap-1.xml`);
    expect(locs(await one.text())).toEqual(after);
    expect((await fetch(`${base}/sitemap-2.xml`)).status).toBe(404);
  });

  it('robots.txt names the sitemap and keeps crawlers out of members’ pages', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    for (const path of ['/dashboard', '/profile', '/privacy-centre', '/api/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/store\n/);
  });
});
