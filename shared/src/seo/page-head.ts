// What a page served with its data says in its head (decision 052): its title and description, its canonical
// address, the preview chat apps and social sites draw (Open Graph, Twitter's card) and its structured data; a page
// with nothing to show (a hidden or removed listing) asks not to be indexed. Drawn by the web build's server
// renderer into the built index.html's head, so the server alone decides it.
import type { Job } from '../careers/job.ts';
import { alternatesOf, languageOfPath, splitUrl } from '../navigation/language-paths.ts';
import { formatRupees } from '../projects/money.ts';
import type { ListingScreen } from '../store/listing-page.ts';
import { productImage } from '../store/product-image.ts';
import {
  SITE_NAME,
  absolute,
  jobStructuredData,
  jsonLdScript,
  originOf,
  productStructuredData,
} from './structured-data.ts';

/** A description as search results and previews show it: one line, cut at a word near 160 characters. */
export function shortDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageHead {
  title: string;
  description: string;
  /** Everything else, as HTML for the head: canonical, previews, structured data, robots. */
  tags: string;
}

/**
 * The page's canonical address (its own language's) and, for a page in both languages, the hreflang alternates:
 * the same three links on the English and the Hindi address, so each names the other (decision 065).
 */
export function languageLinks(url: string): string {
  const { origin, path } = splitUrl(url);
  const alternates = alternatesOf(languageOfPath(path.split(/[?#]/)[0]!).path).map(
    ({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${path}`)}">`,
  );
  return [`<link rel="canonical" href="${escapeHtml(url)}">`, ...alternates].join('');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The words a page with no listing shows, and the title it has. */
export const listingAbsentTitle = 'This project is no longer in the store';

/** The words of a listing's head that are not its data: English unless the page is drawn in another language. */
export interface ListingHeadWords {
  absentTitle: string;
  absentDescription: string;
  byline: (seller: string) => string;
}

const englishListingWords: ListingHeadWords = {
  absentTitle: listingAbsentTitle,
  absentDescription: 'The project this link pointed to has been removed or is not available.',
  byline: (seller) => `by ${seller}`,
};

export function listingHead(screen: ListingScreen, words: ListingHeadWords = englishListingWords): PageHead {
  if (!screen.page) {
    return {
      title: `${words.absentTitle} | ${SITE_NAME}`,
      description: words.absentDescription,
      // Never indexed, never a stale page (decision 052); the status says 404 or 410 as well.
      tags: meta('name', 'robots', 'noindex'),
    };
  }
  const { listing, seller } = screen.page;
  const url = screen.url;
  const image = absolute(originOf(url), productImage(listing));
  const title = `${listing.name} — ${formatRupees(listing.price)} | ${SITE_NAME}`;
  const description = shortDescription(
    `${formatRupees(listing.price)} · ${words.byline(seller.name)}. ${listing.description}`,
  );
  const tags = [
    languageLinks(url),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', `${listing.name} — ${formatRupees(listing.price)}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', listing.name),
    meta('property', 'product:price:amount', listing.price.toFixed(2)),
    meta('property', 'product:price:currency', 'INR'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', `${listing.name} — ${formatRupees(listing.price)}`),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    jsonLdScript(productStructuredData(screen.page, url)),
  ].join('');
  return { title, description, tags };
}

export function jobHead(job: Job, url: string): PageHead {
  const title = `${job.title} (${job.location}) | Careers at ${SITE_NAME}`;
  const description = shortDescription(job.description);
  const tags = [
    languageLinks(url),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', `${job.title} — ${job.location}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', `${job.title} — ${job.location}`),
    meta('name', 'twitter:description', description),
    jsonLdScript(jobStructuredData(job, url)),
  ].join('');
  return { title, description, tags };
}

/** The head of a job's own page: its posting's, or, for a position no longer open, not indexed. */
export function jobPageHead(job: Job | undefined, url: string): PageHead {
  if (!job)
    return {
      title: `This position is no longer open | ${SITE_NAME}`,
      description: 'The position this link pointed to is no longer open.',
      tags: meta('name', 'robots', 'noindex'),
    };
  return jobHead(job, url);
}

/** What a person's public page shows a preview of (decision 052). */
export interface PersonPreview {
  name: string;
  role: string;
  verified: boolean;
  rating: { average: number | null; count: number };
}

/**
 * A person's public page, /people/{uid}: its canonical address and a preview card (their name, role, rating and
 * Verified badge), or, for no such person, not indexed.
 */
export function personHead(person: PersonPreview | null, url: string): PageHead {
  if (!person)
    return {
      title: `Person not found | ${SITE_NAME}`,
      description: 'This link names no one on the marketplace.',
      tags: meta('name', 'robots', 'noindex'),
    };
  const what = person.role === 'seller' ? 'Seller' : person.role === 'student' ? 'Student' : 'Member';
  const rated =
    person.rating.average === null
      ? 'No reviews yet'
      : `★ ${person.rating.average.toFixed(1)} from ${person.rating.count} ${person.rating.count === 1 ? 'review' : 'reviews'}`;
  const description = `${what}${person.verified ? ' · Verified' : ''} · ${rated}. Their profile and reviews on ${SITE_NAME}.`;
  const title = `${person.name} — ${what} on ${SITE_NAME}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('');
  return { title, description, tags };
}

/** The built index.html's head with this page's title, description and tags in place of the site's own. */
export function withHead(template: string, head: PageHead): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', () => `${head.tags}</head>`);
}
