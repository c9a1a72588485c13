// A seller's product photo (SPEC 7 upload): checked by its bytes and stored only as the server's own encoding of
// what decoded (decision 016), never the uploaded bytes.
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { checkUploadedImage } from '../../platform/uploads/image-upload.ts';
import type { Media } from '../../ports/media.port.ts';
import { storeErrors } from './store-records.ts';

export async function storeProductImage(
  media: Media,
  caller: Caller,
  file: Blob | undefined,
): Promise<Outcome<{ secure_url: string }>> {
  if (caller.role !== 'seller') return failure('forbidden', storeErrors.onlySellers);
  const image = await checkUploadedImage(file);
  if (!image.ok) return image;
  try {
    const { url } = await media.storeImage(image.value, 'products');
    return success({ secure_url: url });
  } catch (error) {
    log.error('product image could not be stored', error, { uid: caller.uid });
    return failure('provider-failed', 'The image could not be stored. Please try again.');
  }
}
