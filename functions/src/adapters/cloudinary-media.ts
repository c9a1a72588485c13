// The production Media adapter: signed, server-side uploads to Cloudinary (never an unsigned preset from the
// browser). Images are public assets; private files are raw 'authenticated' assets that only a private
// download link with an expiry opens. Credentials go with each call, so no global SDK state is shared.
import { v2 as cloudinary, type UploadApiOptions, type UploadApiResponse } from 'cloudinary';
import type { Media, UploadedFile } from '../ports/media.port.ts';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

export function cloudinaryMedia(credentials: () => CloudinaryCredentials): Media {
  const auth = () => {
    const { cloudName, apiKey, apiSecret } = credentials();
    if (!cloudName || !apiKey || !apiSecret) throw new Error('Cloudinary credentials must not be empty');
    return { cloud_name: cloudName, api_key: apiKey, api_secret: apiSecret };
  };

  const upload = (file: UploadedFile, options: UploadApiOptions) =>
    new Promise<UploadApiResponse>((resolve, reject) => {
      const stream = cloudinary.uploader.upload_stream({ ...auth(), ...options }, (error, result) => {
        if (error || !result) reject(error ?? new Error('Cloudinary returned no upload result'));
        else resolve(result);
      });
      stream.end(file.bytes);
    });

  /** The public id of an image URL this cloud issued (…/image/upload/v123/folder/name.jpg -> folder/name). */
  const imagePublicId = (url: string): string | null => {
    const prefix = `https://res.cloudinary.com/${auth().cloud_name}/image/upload/`;
    if (!url.startsWith(prefix)) return null;
    const path = url.slice(prefix.length).replace(/^v\d+\//, '');
    return path.replace(/\.[a-z0-9]+$/i, '') || null;
  };

  const privateLink: Media['privateLink'] = async (ref, ttlSeconds, as) =>
    cloudinary.utils.private_download_url(ref, '', {
      ...auth(),
      resource_type: 'raw',
      type: 'authenticated',
      // Downloaded, never opened inline: the file is a person's, not a page (decision 016); a photo the caller
      // asks to show (a delivered image, its bytes checked as one on upload) is the exception. Cloudinary names
      // the download after the asset, not `as.name`.
      attachment: as?.inline !== true,
      expires_at: Math.floor(Date.now() / 1000) + ttlSeconds,
    } as Parameters<typeof cloudinary.utils.private_download_url>[2]);

  return {
    async storeImage(file, folder) {
      const result = await upload(file, { folder, resource_type: 'image', type: 'upload' });
      return { url: result.secure_url };
    },
    async removeImage(url) {
      const publicId = imagePublicId(url);
      if (publicId) await cloudinary.uploader.destroy(publicId, { ...auth(), resource_type: 'image', type: 'upload' });
    },
    async storePrivateFile(file, folder) {
      // Raw assets keep their extension in the public id; 'authenticated' makes the plain URL refuse.
      const result = await upload(file, {
        folder,
        resource_type: 'raw',
        type: 'authenticated',
        use_filename: false,
        format: file.extension,
      });
      return { ref: result.public_id };
    },
    privateLink,
    async removePrivateFile(ref) {
      await cloudinary.uploader.destroy(ref, { ...auth(), resource_type: 'raw', type: 'authenticated' });
    },
    async readPrivateFile(ref) {
      // Through a link of a minute, as a browser would: Cloudinary serves authenticated assets no other way.
      const response = await fetch(await privateLink(ref, 60));
      if (!response.ok) throw new Error(`Cloudinary answered ${response.status} for a private file`);
      return Buffer.from(await response.arrayBuffer());
    },
    async readImage(url) {
      if (!imagePublicId(url)) return null;
      const response = await fetch(url);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
  };
}
