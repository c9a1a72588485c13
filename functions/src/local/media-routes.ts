// Serving the local Media adapter's files, as Cloudinary serves them in production: images at /media/...
// (immutable: each upload has a new name), private files only through a signed link that has not expired.
// Both come from people, so a browser must never run them as a page of this origin (decision 016).
import express, { Router, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { isShownInline } from '@marketplace/shared/projects/project-history';
import { LOCAL_MEDIA_URL_PREFIX, LOCAL_PRIVATE_LINK_PATH, type LocalDiskMedia } from '../adapters/local-disk-media.ts';

/**
 * Sent with every uploaded file: its type is the one the server found (no sniffing another out of the bytes),
 * and opened on its own it may run, load or submit nothing (sandbox: an origin of its own, no scripts).
 */
export const userFileHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

const setUserFileHeaders = (res: Pick<Response, 'setHeader'>) => {
  for (const [name, value] of Object.entries(userFileHeaders)) res.setHeader(name, value);
};

/** RFC 6266's header: the name as ASCII for old clients, and whole in UTF-8 (filename*) for the rest. */
export function contentDisposition(inline: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function localMediaRoutes(media: LocalDiskMedia): Router {
  const router = Router();
  router.use(
    LOCAL_MEDIA_URL_PREFIX,
    express.static(media.publicDir, {
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
      setHeaders: setUserFileHeaders,
    }),
  );
  router.get(LOCAL_PRIVATE_LINK_PATH, async (req, res) => {
    const file = await media.openPrivateLink(req.query, Date.now());
    if (!file) {
      res.status(403).json({ error: 'This link is not valid or has expired.' });
      return;
    }
    const kind = await fileTypeFromBuffer(file.bytes);
    const mime = kind?.mime ?? 'application/octet-stream';
    setUserFileHeaders(res);
    res.setHeader('Cache-Control', 'private, no-store');
    // A download under its own name, as Cloudinary's private download link gives it: never shown as a document of
    // this origin (the sandbox would also keep Chromium's PDF viewer from showing it inline); only an image whose
    // bytes are one is shown, when the link asks (a delivered photo).
    res.setHeader('Content-Disposition', contentDisposition(file.inline && isShownInline(mime), file.name));
    res.type(mime).send(file.bytes);
  });
  return router;
}
