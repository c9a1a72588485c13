// The admin console's endpoints declared with the contract (decision 022): each calls its use case and answers.
// The admin claim is checked by the contract's caller middleware; SPEC 7's `message` field by the declaration.
import { answer, api, callerOf } from '../../platform/api/implement.ts';
import { deleteProduct, deleteUser, type AdminDeps } from './admin-deletions.ts';
import { resumeLink } from './resume-link.ts';

export function adminEndpoints(deps: AdminDeps) {
  return api.admin.router({
    deleteUser: api.admin.deleteUser.handler(async ({ input, context }) =>
      answer(await deleteUser(deps, callerOf(context), input.id)),
    ),
    deleteProduct: api.admin.deleteProduct.handler(async ({ input, context }) =>
      answer(await deleteProduct(deps, callerOf(context), input.id)),
    ),
    resumeLink: api.admin.resumeLink.handler(async ({ input }) => ({
      headers: { 'cache-control': 'private, no-store' },
      body: answer(await resumeLink(deps, input.id)),
    })),
  });
}
