// The ProductsPort's API half: listing a new product (POST /api/store/products, decision 032: so it can be limited)
// and its photo through the upload endpoint (checked by its bytes and stored re-encoded on the server), with its
// progress as the bytes go out; edits and removals are Firestore's (firestore-products.ts).
import type { Auth } from 'firebase/auth';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import { withUploadProgress } from '../../lib/fetch-with-progress.ts';
import type { ProductsPort } from './store.port.ts';

export function httpProducts(auth: Auth): Pick<ProductsPort, 'uploadImage' | 'createProduct'> {
  const store = apiClient(storeContract, auth);
  return {
    createProduct: (product, imageUrl) => store.listProduct({ ...product, imageUrl }).then(({ id }) => id),
    uploadImage: (file, onProgress) =>
      store
        .uploadProductImage(
          { file: file instanceof File ? file : new File([file], 'photo', { type: file.type }) },
          { context: withUploadProgress(onProgress) },
        )
        .then((answer) => answer.secure_url),
  };
}
