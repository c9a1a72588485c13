// The local Media adapter: files on disk under one folder. Images are served by the local host at
// /media/...; private files only through /api/media/private links signed with HMAC and an expiry, the way
// Cloudinary's private download links work, so a resume is never reachable by a plain URL.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { Media } from '../ports/media.port.ts';

export const LOCAL_MEDIA_URL_PREFIX = '/media/';
export const LOCAL_PRIVATE_LINK_PATH = '/api/media/private';

/** Folder and file names this adapter makes: letters, digits, '-' and '_' (and one extension dot). */
const SAFE_SEGMENT = /^[\w-]+(\.[a-z0-9]+)?$/;

export interface LocalDiskMedia extends Media {
  /** The folder the host serves /media from. */
  publicDir: string;
  /** The file a signed private link opens; null when the link is forged, expired or names nothing. */
  openPrivateLink(query: PrivateLinkQuery, now: number): Promise<OpenedPrivateFile | null>;
}

/** A private link's query: what it opens, until when, as what, and the signature over all of them. */
export interface PrivateLinkQuery {
  ref?: unknown;
  expires?: unknown;
  name?: unknown;
  inline?: unknown;
  signature?: unknown;
}

export interface OpenedPrivateFile {
  bytes: Buffer;
  /** The name to download it under (its stored name when the link gave none). */
  name: string;
  /** Whether the link asked for it to be shown rather than downloaded. */
  inline: boolean;
}

export function localDiskMedia(root: string, signingSecret: string): LocalDiskMedia {
  if (!signingSecret) throw new Error('the local media signing secret must not be empty');
  const publicDir = resolve(root, 'public');
  const privateDir = resolve(root, 'private');
  const name = (extension: string) => `${randomBytes(12).toString('base64url')}.${extension}`;
  // The name and the way it opens are signed with the ref: a link cannot be altered to hand a file over as another.
  const sign = (ref: string, expires: number, as: string) =>
    createHmac('sha256', signingSecret).update(`${ref}|${expires}|${as}`).digest('base64url');
  const asOf = (name: string, inline: boolean) => (name || inline ? `${inline ? 'inline' : 'attachment'}|${name}` : '');

  /** `folder/file` inside `dir`, or null for anything else (a ref or URL is never trusted as a path). */
  const inside = (dir: string, relative: string): string | null => {
    const parts = relative.split('/');
    if (parts.length !== 2 || !parts.every((part) => SAFE_SEGMENT.test(part))) return null;
    const path = resolve(dir, ...parts);
    return path.startsWith(dir + sep) ? path : null;
  };

  async function write(dir: string, folder: string, bytes: Buffer, extension: string): Promise<string> {
    if (!SAFE_SEGMENT.test(folder)) throw new Error(`not a folder name: ${folder}`);
    const relative = `${folder}/${name(extension)}`;
    await mkdir(join(dir, folder), { recursive: true });
    await writeFile(join(dir, relative), bytes);
    return relative;
  }

  return {
    publicDir,
    async storeImage(file, folder) {
      return { url: LOCAL_MEDIA_URL_PREFIX + (await write(publicDir, folder, file.bytes, file.extension)) };
    },
    async removeImage(url) {
      if (!url.startsWith(LOCAL_MEDIA_URL_PREFIX)) return;
      const path = inside(publicDir, url.slice(LOCAL_MEDIA_URL_PREFIX.length));
      if (path) await rm(path, { force: true });
    },
    async storePrivateFile(file, folder) {
      return { ref: await write(privateDir, folder, file.bytes, file.extension) };
    },
    async privateLink(ref, ttlSeconds, as) {
      const expires = Date.now() + ttlSeconds * 1000;
      const name = as?.name ?? '';
      const inline = as?.inline ?? false;
      const query = new URLSearchParams({ ref, expires: String(expires) });
      if (name) query.set('name', name);
      if (inline) query.set('inline', '1');
      query.set('signature', sign(ref, expires, asOf(name, inline)));
      return `${LOCAL_PRIVATE_LINK_PATH}?${query}`;
    },
    async removePrivateFile(ref) {
      const path = inside(privateDir, ref);
      if (path) await rm(path, { force: true });
    },
    async readPrivateFile(ref) {
      const path = inside(privateDir, ref);
      if (!path) throw new Error(`not a private file ref: ${ref}`);
      return readFile(path);
    },
    async readImage(url) {
      if (!url.startsWith(LOCAL_MEDIA_URL_PREFIX)) return null;
      const path = inside(publicDir, url.slice(LOCAL_MEDIA_URL_PREFIX.length));
      return path ? readFile(path).catch(() => null) : null;
    },
    async openPrivateLink({ ref, expires, signature, name: asName, inline: asInline }, now) {
      if (typeof ref !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return null;
      const expiresAt = Number(expires);
      if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return null;
      const name = typeof asName === 'string' ? asName : '';
      const inline = asInline === '1';
      const expected = Buffer.from(sign(ref, expiresAt, asOf(name, inline)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const path = inside(privateDir, ref);
      if (!path) return null;
      const bytes = await readFile(path).catch(() => null);
      return bytes && { bytes, name: name || basename(ref), inline };
    },
  };
}
