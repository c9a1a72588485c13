// Serving the local Media adapter's files, as Cloudinary serves them in production: images at /media/...
// (immutable: each upload has a new name), private files only through a signed link that has not expired.
// Both come from people, so a browser must never run them as a page of this origin (decision 016).
import { basename } from 'node:path';
import express, { Router, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
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
    const kind = await fileTypeFromBuffer(file);
    setUserFileHeaders(res);
    res.setHeader('Cache-Control', 'private, no-store');
    // A download, as Cloudinary's private download link gives it: never shown as a document of this origin
    // (the sandbox would also keep Chromium's PDF viewer from showing it inline).
    res.attachment(basename(String(req.query.ref)));
    res.type(kind?.mime ?? 'application/octet-stream').send(file);
  });
  return router;
}
