// Uploads a file to one of the api function's upload endpoints (ARCHITECTURE: files go through the server,
// which checks them by their bytes), reporting progress as it goes: fetch cannot report upload progress, so
// this uses XMLHttpRequest. The answer is SPEC 7's `secure_url`.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { uploadResultSchema } from '@marketplace/shared/store/store-api';

export interface UploadRequest {
  /** The endpoint, e.g. '/api/uploads/product-image'. */
  path: string;
  file: Blob;
  /** Other form fields sent beside the file. */
  fields?: Record<string, string>;
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
}

export interface UploadClient {
  /** Resolves to the stored file's URL, or null when the server stored it but returned none. */
  upload(request: UploadRequest): Promise<string | null>;
}

export function httpUploadClient(auth: Auth): UploadClient {
  return {
    async upload({ path, file, fields = {}, onProgress }) {
      const token = await auth.currentUser?.getIdToken();
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file);
      const response = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', path);
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.responseType = 'text';
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
        request.onerror = () => reject(new Error('The upload could not reach the server.'));
        request.send(form);
      });
      if (response.status < 200 || response.status >= 300) {
        const message = (response.body as { error?: unknown } | null)?.error;
        throw new ApiError(typeof message === 'string' ? message : `Upload failed (HTTP ${response.status}).`, response.status);
      }
      const parsed = uploadResultSchema.safeParse(response.body);
      return parsed.success ? parsed.data.secure_url : null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
