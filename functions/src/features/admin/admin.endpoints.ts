// The admin console's endpoints declared with the contract (decision 022): each calls its use case and answers.
// The admin claim is checked by the contract's caller middleware; SPEC 7's `message` field by the declaration.
import { adminContract } from '@marketplace/shared/admin/admin-api';
import { answer, callerOf, endpointsOf } from '../../platform/api/implement.ts';
import { deleteProduct, deleteUser, type AdminDeps } from './admin-deletions.ts';
import { resumeLink } from './resume-link.ts';

const api = endpointsOf(adminContract);

export function adminEndpoints(deps: AdminDeps) {
  return api.router({
    deleteUser: api.deleteUser.handler(async ({ input, context }) =>
      answer(await deleteUser(deps, callerOf(context), input.id)),
    ),
    deleteProduct: api.deleteProduct.handler(async ({ input, context }) =>
      answer(await deleteProduct(deps, callerOf(context), input.id)),
    ),
    resumeLink: api.resumeLink.handler(async ({ input }) => ({
      headers: { 'cache-control': 'private, no-store' },
      body: answer(await resumeLink(deps, input.id)),
    })),
  });
}
