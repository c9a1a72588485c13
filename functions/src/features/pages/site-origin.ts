// The site's own address, for the canonical links, previews and sitemap of the pages the server draws
// (decision 052): SITE_ORIGIN when the deployment sets it (a custom domain), else the address the request came to
// (Hosting passes the visitor's host on as x-forwarded-host; the local host is asked directly).
import type { Request } from 'express';

export function siteOrigin(req: Request): string {
  const configured = process.env.SITE_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;
  const host = first(req.get('x-forwarded-host')) ?? req.get('host') ?? 'localhost';
  const protocol = first(req.get('x-forwarded-proto')) ?? req.protocol;
  return `${protocol}://${host}`;
}
