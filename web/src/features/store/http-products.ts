// The ProductsPort's API half: a product photo through the upload endpoint (checked by its bytes and stored
// re-encoded on the server), with its progress as the bytes go out; the listings are Firestore's (firestore-products.ts).
import type { Auth } from 'firebase/auth';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { ProductsPort } from './store.port.ts';

export function httpProducts(auth: Auth): Pick<ProductsPort, 'uploadImage'> {
  return {
    uploadImage: (file, onProgress) =>
      logged(
        'Uploading a product image',
        apiClient(storeContract, auth)
          .uploadProductImage(
            { file: file instanceof File ? file : new File([file], 'photo', { type: file.type }) },
            { context: { onUploadProgress: onProgress } },
          )
          .then((answer) => answer.secure_url),
      ),
  };
}
