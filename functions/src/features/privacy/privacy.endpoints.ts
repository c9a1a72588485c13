// The privacy centre's endpoints declared with the contract (decision 040): each calls its use case and answers.
import type { Firestore } from 'firebase-admin/firestore';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { privacyAdminContract, privacyContract } from '@marketplace/shared/privacy/privacy-api';
import { deletionTexts } from '@marketplace/shared/privacy/deletion';
import { answer, callerOf, endpointsOf } from '../../platform/api/implement.ts';
import { hourly } from '../../platform/api/request-limits.ts';
import { failure } from '../../platform/http.ts';
import { setConsent } from './consents.ts';
import { deleteOwnAccount, type DeletionDeps } from './delete-account.ts';
import { blockersOf } from './deletion-blockers.ts';
import { exportLink, requestExport, type ExportDeps } from './export-data.ts';
import { answerRequest, sendRequest } from './privacy-requests.ts';

const api = endpointsOf({ ...privacyContract, admin: privacyAdminContract });

export type PrivacyDeps = ExportDeps & DeletionDeps & { db: Firestore };

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
