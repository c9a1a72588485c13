// A product photo through the API's upload endpoint (checked by its bytes and stored re-encoded on the server),
// with its progress as the bytes go out.
import type { Auth } from 'firebase/auth';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import type { ProductsPort } from './store.port.ts';

export function uploadProductImage(auth: Auth): ProductsPort['uploadImage'] {
  return async (file, onProgress) => {
    const { secure_url } = await apiClient(storeContract, auth).uploadProductImage(
      { file: file instanceof File ? file : new File([file], 'photo', { type: file.type }) },
      { context: { onUploadProgress: onProgress } },
    );
    return secure_url;
  };
}
