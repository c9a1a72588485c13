// Structured data (JSON-LD) for the pages search engines index (decision 052): a listing as Google's merchant
// listing (`Product` with its `Offer` and, once reviewed, its seller's `AggregateRating`) and a job as a
// `JobPosting`. Typed with schema-dts (types only, nothing at run time), so a misspelt property or a wrong type
// fails the typecheck; `requiredFieldProblems` checks what Google requires of each, and the tests run it on
// what the server draws.
import type { JobPosting, Product, WithContext } from 'schema-dts';
import type { Job } from '../careers/job.ts';
import { CURRENCY } from '../projects/money.ts';
import type { ListingPageData } from '../store/listing-page.ts';
import { productImage } from '../store/product-image.ts';

/** The marketplace as an organisation (the seller of record for jobs; the site's name in previews). */
export const SITE_NAME = 'ProjectBoard';

/** An address made absolute against the site's origin (an image may already be absolute). */
export const absolute = (origin: string, href: string) =>
  /^https?:\/\//i.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;

/** 'https://host:port' of an absolute address (shared code has no URL class: it runs in both worlds). */
export const originOf = (url: string) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(url)?.[0] ?? '';

export function productStructuredData(page: ListingPageData, url: string): WithContext<Product> {
  const { listing, seller, rating } = page;
  const origin = originOf(url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: listing.name,
    description: listing.description,
    image: [absolute(origin, productImage(listing))],
    sku: listing.id,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: listing.price.toFixed(2),
      priceCurrency: CURRENCY,
      // A pre-built project is sold to each buyer who asks (it has no stock); a hidden or removed one has no page.
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      // A seller without a public name is left unnamed rather than called by a word of one language.
      ...(seller.name && { seller: { '@type': 'Person', name: seller.name } }),
    },
    // Google refuses a rating with no ratings: left out until the seller's first published review.
    ...(rating.average !== null &&
      rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.average.toFixed(1),
          ratingCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

/** 'Remote', 'Remote (India)', 'Work from home': Google's TELECOMMUTE rather than a place. */
const REMOTE = /\b(remote|work from home|wfh|anywhere)\b/i;

/** Postings are open for 60 days after they are posted unless taken down sooner (Google wants an end). */
export const JOB_OPEN_DAYS = 60;

export function jobStructuredData(job: Job, url: string): WithContext<JobPosting> {
  const origin = originOf(url);
  const posted = new Date(job.postedAt ?? Date.now());
  const validThrough = new Date(posted.getTime() + JOB_OPEN_DAYS * 24 * 60 * 60 * 1000);
  const remote = REMOTE.test(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: posted.toISOString().slice(0, 10),
    validThrough: validThrough.toISOString(),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    hiringOrganization: { '@type': 'Organization', name: SITE_NAME, sameAs: origin },
    url,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' },
          },
        }),
  };
}

type Thing = Record<string, unknown>;

const present = (thing: Thing, key: string) => {
  const value = thing[key];
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
};

const missing = (thing: Thing, keys: readonly string[], where: string) =>
  keys.filter((key) => !present(thing, key)).map((key) => `${where} has no ${key}`);

/**
 * What Google's documentation requires of each type and this data lacks (empty when none): for a merchant
 * listing, a Product's name, image and offers, an Offer's price and priceCurrency, an AggregateRating's
 * ratingValue and ratingCount (or reviewCount) above zero; for a job posting, its datePosted, description,
 * hiringOrganization (with a name), title and either jobLocation (with an address) or TELECOMMUTE with
 * applicantLocationRequirements.
 */
export function requiredFieldProblems(data: unknown): string[] {
  if (!data || typeof data !== 'object') return ['not an object'];
  const thing = data as Thing;
  const problems: string[] = [];
  if (thing['@context'] !== 'https://schema.org') problems.push('no schema.org @context');
  switch (thing['@type']) {
    case 'Product': {
      problems.push(...missing(thing, ['name', 'image', 'offers'], 'Product'));
      const offer = thing.offers as Thing | undefined;
      if (offer) {
        problems.push(...missing(offer, ['price', 'priceCurrency'], 'Offer'));
        if (offer['@type'] !== 'Offer') problems.push('offers is not an Offer');
        if (!/^\d+(\.\d+)?$/.test(String(offer.price))) problems.push('Offer price is not a number');
        if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push('Offer priceCurrency is not ISO 4217');
      }
      const rating = thing.aggregateRating as Thing | undefined;
      if (rating) {
        problems.push(...missing(rating, ['ratingValue'], 'AggregateRating'));
        const count = Number(rating.ratingCount ?? rating.reviewCount);
        if (!(count > 0)) problems.push('AggregateRating has no ratingCount or reviewCount above 0');
      }
      break;
    }
    case 'JobPosting': {
      problems.push(...missing(thing, ['datePosted', 'description', 'hiringOrganization', 'title'], 'JobPosting'));
      const organisation = thing.hiringOrganization as Thing | undefined;
      if (organisation) problems.push(...missing(organisation, ['name'], 'hiringOrganization'));
      if (thing.jobLocationType === 'TELECOMMUTE') {
        problems.push(...missing(thing, ['applicantLocationRequirements'], 'A remote JobPosting'));
      } else {
        const place = thing.jobLocation as Thing | undefined;
        if (!place) problems.push('JobPosting has no jobLocation');
        else problems.push(...missing(place, ['address'], 'jobLocation'));
      }
      if (present(thing, 'datePosted') && Number.isNaN(Date.parse(String(thing.datePosted))))
        problems.push('datePosted is not a date');
      break;
    }
    default:
      problems.push(`unknown @type ${String(thing['@type'])}`);
  }
  return problems;
}

/** A JSON-LD block for the head: `<` escaped so no text in a product can end the script. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
