// Serving the local Media adapter's files, as Cloudinary serves them in production: images at /media/...
// (immutable: each upload has a new name), private files only through a signed link that has not expired.
import express, { Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { LOCAL_MEDIA_URL_PREFIX, LOCAL_PRIVATE_LINK_PATH, type LocalDiskMedia } from '../adapters/local-disk-media.ts';

export function localMediaRoutes(media: LocalDiskMedia): Router {
  const router = Router();
  router.use(
    LOCAL_MEDIA_URL_PREFIX,
    express.static(media.publicDir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.get(LOCAL_PRIVATE_LINK_PATH, async (req, res) => {
    const file = await media.openPrivateLink(req.query, Date.now());
    if (!file) {
      res.status(403).json({ error: 'This link is not valid or has expired.' });
      return;
    }
    const kind = await fileTypeFromBuffer(file);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type(kind?.mime ?? 'application/octet-stream').send(file);
  });
  return router;
}
