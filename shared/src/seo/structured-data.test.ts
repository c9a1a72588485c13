// Structured data against what Google requires of a merchant listing and a job posting (decision 052): the data
// each page draws passes, and the check itself fails on data that lacks a required field.
import { describe, expect, it } from 'vitest';
import type { Job } from '../careers/job.ts';
import type { ListingPageData } from '../store/listing-page.ts';
import { irrigationKit } from '../store/test-listings.ts';
import { jobHead, listingHead, shortDescription, withHead } from './page-head.ts';
import { jobStructuredData, productStructuredData, requiredFieldProblems } from './structured-data.ts';

const page: ListingPageData = {
  // Half a rupee: the price's decimals are kept.
  listing: { ...irrigationKit, sellerId: 's1', price: 2499.5 },
  seller: { name: 'Asha Rao', verified: true },
  rating: { average: 4.5, count: 12 },
};
const url = 'https://projects.example.in/store/kit-1';
const job: Job = {
  id: 'j1',
  title: 'Support Lead',
  location: 'Pune',
  description: 'Answers students.',
  postedAt: Date.UTC(2026, 10, 1),
};

describe('a listing as a Product', () => {
  it('has every field Google requires, the price in rupees with the placeholder image made absolute', () => {
    const data = productStructuredData(page, url);
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      image: ['https://projects.example.in/product-placeholder.svg'],
      offers: { price: '2499.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url },
      aggregateRating: { ratingValue: '4.5', ratingCount: 12 },
    });
  });

  it('has no rating before the first review (Google refuses a rating of none)', () => {
    const data = productStructuredData({ ...page, rating: { average: null, count: 0 } }, url);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(requiredFieldProblems(data)).toEqual([]);
  });

  it('the check names what is missing', () => {
    const data = productStructuredData(page, url) as unknown as Record<string, unknown>;
    const { offers, ...noOffers } = data;
    expect(requiredFieldProblems(noOffers)).toEqual(['Product has no offers']);
    expect(requiredFieldProblems({ ...data, name: '' })).toEqual(['Product has no name']);
    expect(requiredFieldProblems({ ...data, offers: { ...(offers as object), priceCurrency: 'rupees' } })).toEqual([
      'Offer priceCurrency is not ISO 4217',
    ]);
    expect(
      requiredFieldProblems({ ...data, aggregateRating: { '@type': 'AggregateRating', ratingValue: '4' } }),
    ).toEqual(['AggregateRating has no ratingCount or reviewCount above 0']);
  });
});

describe('a job as a JobPosting', () => {
  it('has every field Google requires, at a place, dated, open for a while', () => {
    const data = jobStructuredData(job, 'https://projects.example.in/careers');
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      datePosted: '2026-11-01',
      validThrough: '2026-12-31T00:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'ProjectBoard' },
      jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'IN' } },
    });
  });

  it('a remote job is TELECOMMUTE, open to applicants in India', () => {
    const data = jobStructuredData({ ...job, location: 'Remote' }, 'https://projects.example.in/careers');
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('the check names what is missing', () => {
    const data = jobStructuredData(job, 'https://x.example') as unknown as Record<string, unknown>;
    const { jobLocation: _place, ...placeless } = data;
    expect(requiredFieldProblems(placeless)).toEqual(['JobPosting has no jobLocation']);
    expect(requiredFieldProblems({ ...data, datePosted: 'yesterday' })).toEqual(['datePosted is not a date']);
    expect(requiredFieldProblems({ ...data, hiringOrganization: { '@type': 'Organization' } })).toEqual([
      'hiringOrganization has no name',
    ]);
  });
});

describe('the head a page is drawn with', () => {
  const template =
    '<html lang="en"><head><meta name="description" content="site" /><title>site</title></head><body></body></html>';

  it('a listing: its title, description, canonical, previews and structured data, its text escaped', () => {
    const html = withHead(
      template,
      listingHead({ id: 'kit-1', url, page: { ...page, seller: { name: 'A "B" <C>', verified: false } } }),
    );
    expect(html).toContain('<title>Smart Irrigation Kit — ₹2,499.50 | ProjectBoard</title>');
    expect(html).toContain(
      '<meta name="description" content="₹2,499.50 · by A &quot;B&quot; &lt;C&gt;. Soil sensors and a pump.">',
    );
    expect(html).not.toContain('content="site"');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:image" content="https://projects.example.in/product-placeholder.svg">');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('noindex');
  });

  it('a listing no longer in the store: not indexed, nothing of it said', () => {
    const html = withHead(template, listingHead({ id: 'kit-1', url, page: null, absence: 'gone' }));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('ld+json');
    expect(html).not.toContain('canonical');
  });

  it('a job: canonical and its JobPosting', () => {
    const html = withHead(template, jobHead(job, 'https://projects.example.in/careers/j1'));
    expect(html).toContain('<title>Support Lead (Pune) | Careers at ProjectBoard</title>');
    expect(html).toContain('"@type":"JobPosting"');
  });

  it('a long description is cut at a word', () => {
    const long = 'word '.repeat(100);
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});
