// The privacy centre's endpoints declared with the contract (decision 040): each calls its use case and answers.
import type { Firestore } from 'firebase-admin/firestore';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { privacyAdminContract, privacyContract } from '@marketplace/shared/privacy/privacy-api';
import { REAUTH_MAX_AGE_SECONDS, deletionTexts } from '@marketplace/shared/privacy/deletion';
import type { Caller } from '../../platform/auth.ts';
import { answer, callerOf, endpointsOf } from '../../platform/api/implement.ts';
import { hourly } from '../../platform/api/request-limits.ts';
import { failure, type Outcome } from '../../platform/http.ts';
import { setConsent } from './consents.ts';
import { deleteAccount, type DeletionDeps } from './delete-account.ts';
import { blockersOf } from './deletion-blockers.ts';
import { exportLink, requestExport, type ExportDeps } from './export-data.ts';
import { answerRequest, sendRequest } from './privacy-requests.ts';

const api = endpointsOf({ ...privacyContract, admin: privacyAdminContract });

export type PrivacyDeps = ExportDeps & DeletionDeps & { db: Firestore };

/**
 * A person deletes their own account only after a recent sign-in (the ID token's auth_time, set by Firebase Auth at
 * each sign-in, password or Google): a browser left signed in cannot delete it. An admin's account is closed by
 * another admin.
 */
async function deleteOwnAccount(
  deps: PrivacyDeps,
  caller: Caller,
  now = Date.now(),
): Promise<Outcome<{ message: string }>> {
  if (caller.role === 'admin' || caller.admin) return failure('forbidden', deletionTexts.adminAccount);
  if (!caller.authTime || now / 1000 - caller.authTime > REAUTH_MAX_AGE_SECONDS)
    return failure('forbidden', deletionTexts.signInAgain);
  const deleted = await deleteAccount(deps, { uid: caller.uid, by: { kind: 'self' }, now });
  return deleted.ok ? { ok: true, value: { message: deletionTexts.deleted } } : deleted;
}

export function privacyEndpoints(deps: PrivacyDeps) {
  return api.router({
    requestExport: api.requestExport.handler(async ({ context }) =>
      answer(await requestExport(deps, callerOf(context), hourly(deps.db, context, hourlyLimits['data-exports']))),
    ),
    exportLink: api.exportLink.handler(async ({ context }) => ({
      headers: { 'cache-control': 'private, no-store' },
      body: answer(await exportLink(deps, callerOf(context))),
    })),
    deletionCheck: api.deletionCheck.handler(async ({ context }) => {
      const caller = callerOf(context);
      if (caller.role === 'admin' || caller.admin) answer(failure('forbidden', deletionTexts.adminAccount));
      return { blockers: await blockersOf(deps.db, caller.uid) };
    }),
    deleteAccount: api.deleteAccount.handler(async ({ context }) =>
      answer(await deleteOwnAccount(deps, callerOf(context))),
    ),
    setConsent: api.setConsent.handler(async ({ input, context }) =>
      answer(await setConsent(deps, callerOf(context), input)),
    ),
    sendRequest: api.sendRequest.handler(async ({ input, context }) =>
      answer(
        await sendRequest(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits['privacy-requests'])),
      ),
    ),
    admin: {
      answerRequest: api.admin.answerRequest.handler(async ({ input, context }) =>
        answer(await answerRequest(deps, callerOf(context), input)),
      ),
    },
  });
}
