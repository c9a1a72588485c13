// The admin console's server half (SPEC 7 'HTTP'): deleting a user or a store product, and a resume link.
// The admin's ID token goes along; without a signed-in person nothing is sent (SPEC 8: 'Error: You are not
// logged in.'), and a 401 from the server means the same.
import type { Auth } from 'firebase/auth';
import { adminAnswerSchema, resumeLinkSchema } from '@marketplace/shared/admin/admin-api';
import { ApiError, callApi } from '../../lib/api.ts';
import { logged } from '../../lib/watch.ts';
import { NotLoggedInError, type AdminPort } from './admin.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpAdmin(auth: Auth): Pick<AdminPort, 'resumeLink' | 'deleteUser' | 'deleteProduct'> {
  async function call<T>(what: string, path: string, method: 'GET' | 'DELETE', parse: (body: unknown) => T) {
    if (!auth.currentUser) throw new NotLoggedInError();
    try {
      // A refusal (4xx) is an answer the dialog shows, not a fault to log.
      return await logged(what, callApi(auth, path, { method, response: { parse } }), isRefusal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new NotLoggedInError();
      throw error;
    }
  }
  const id = encodeURIComponent;
  return {
    resumeLink: (applicationId) =>
      call('Opening a resume', `/api/admin/applications/${id(applicationId)}/resume`, 'GET', (body) =>
        resumeLinkSchema.parse(body),
      ).then((answer) => answer.url),
    deleteUser: (uid) =>
      call('Deleting a user', `/api/admin/users/${id(uid)}`, 'DELETE', (body) => adminAnswerSchema.parse(body)).then(
        (answer) => answer.message,
      ),
    deleteProduct: (productId) =>
      call('Deleting a store product', `/api/admin/projects/${id(productId)}`, 'DELETE', (body) =>
        adminAnswerSchema.parse(body),
      ).then((answer) => answer.message),
  };
}
