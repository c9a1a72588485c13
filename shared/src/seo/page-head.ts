// What a page served with its data says in its head (decision 052): its title and description, its canonical
// address, the preview chat apps and social sites draw (Open Graph, Twitter's card) and its structured data; a page
// with nothing to show (a hidden or removed listing) asks not to be indexed. Drawn by the web build's server
// renderer into the built index.html's head, so the server alone decides it.
import type { Job } from '../careers/job.ts';
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

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The words a page with no listing shows, and the title it has. */
export const listingAbsentTitle = 'This project is no longer in the store';

export function listingHead(screen: ListingScreen): PageHead {
  if (!screen.page) {
    return {
      title: `${listingAbsentTitle} | ${SITE_NAME}`,
      description: 'The project this link pointed to has been removed or is not available.',
      // Never indexed, never a stale page (decision 052); the status says 404 or 410 as well.
      tags: meta('name', 'robots', 'noindex'),
    };
  }
  const { listing, seller } = screen.page;
  const url = screen.url;
  const image = absolute(originOf(url), productImage(listing));
  const title = `${listing.name} — ${formatRupees(listing.price)} | ${SITE_NAME}`;
  const description = shortDescription(`${formatRupees(listing.price)} · by ${seller.name}. ${listing.description}`);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
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
    `<link rel="canonical" href="${escapeHtml(url)}">`,
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
