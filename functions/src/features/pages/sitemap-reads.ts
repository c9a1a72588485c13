// What the sitemap lists (decision 052), read at each request from the public read models, so a listing hidden or
// removed leaves it as soon as it leaves the store (its listing document goes), and a new one joins at once: the
// listings, the jobs and the sellers' public pages, each dated by its document's last write. Only ids and times are
// read (`select()`), so 50,000 listings cost their index entries, not their text.
import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { destinationToUrl, jobPath, listingPath } from '@marketplace/shared/navigation/pages';
import { paths } from '@marketplace/shared/paths';
import { inEachLanguage, visitorPageUrls, type SitemapUrl } from '@marketplace/shared/seo/sitemap';

const dated = (snapshot: QuerySnapshot, path: (id: string) => string): SitemapUrl[] =>
  snapshot.docs.map((document) => ({ path: path(document.id), lastmod: document.updateTime.toMillis() }));

export async function readSitemapUrls(db: Firestore): Promise<SitemapUrl[]> {
  const [listings, jobs, sellers] = await Promise.all([
    db.collection(paths.storeListings).orderBy('createdAt', 'desc').select().get(),
    db.collection(paths.jobs).select().get(),
    db.collection(paths.publicProfiles).where('role', '==', 'seller').select().get(),
  ]);
  const newest = (urls: SitemapUrl[]) => Math.max(0, ...urls.map((url) => url.lastmod ?? 0)) || undefined;
  const listingUrls = dated(listings, listingPath);
  const jobUrls = dated(jobs, jobPath);
  // The store and careers change when their lists do.
  const visitor = visitorPageUrls().map((url) => {
    const lastmod = url.path === '/store' ? newest(listingUrls) : url.path === '/careers' ? newest(jobUrls) : undefined;
    return lastmod === undefined ? url : { ...url, lastmod };
  });
  const personPath = (uid: string) => destinationToUrl({ page: 'people', order: null, person: uid });
  // The translated pages at both their addresses, each naming the other (decision 065).
  return inEachLanguage([...visitor, ...listingUrls, ...jobUrls, ...dated(sellers, personPath)]);
}
