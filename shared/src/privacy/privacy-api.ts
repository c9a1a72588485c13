// The privacy centre's endpoints (decision 040, declared with 022's contract): a person's download of their data,
// their consents, their requests to the grievance officer and the deletion of their account; the admins' answer
// to a request. Rights hold while suspended (decision 031): each is allowed then.
import { z } from 'zod';
import { adminEndpoint, endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { limitMetDeclared } from '../safety/limits.ts';
import { dataExportSchema, exportTexts } from './data-export.ts';
import { blockerKinds, deletionTexts } from './deletion.ts';
import { consentPurposes, consentsSchema } from './notice.ts';
import { answerInputSchema, requestInputSchema, requestTexts } from './requests.ts';

export const blockerSchema = z.object({ kind: z.enum(blockerKinds), reason: z.string(), whatToDo: z.string() });

const member = endpoint.meta({ caller: 'member', whileSuspended: true });

export const privacyContract = {
  requestExport: member
    .route({
      method: 'POST',
      path: '/privacy/exports',
      summary: "Ask for a download of the caller's data (one at a time: asking while one is built adds nothing)",
    })
    // Nothing to choose: a body with anything in it is not this request (and is refused, changing nothing).
    .input(z.strictObject({}).default({}))
    .output(dataExportSchema)
    .errors(errorsWith({ TOO_MANY_REQUESTS: limitMetDeclared })),
  // Never kept by a browser or a proxy: the link opens a private file.
  exportLink: member
    .route({
      method: 'GET',
      path: '/privacy/exports/link',
      outputStructure: 'detailed',
      summary: "A link that opens the caller's ready download until it expires (48 hours after it was made)",
    })
    .output(
      z.object({
        headers: z.object({ 'cache-control': z.string().optional() }),
        body: z.object({ url: z.string().min(1), expiresAt: z.number() }),
      }),
    )
    .errors(errorsWith({ NOT_FOUND: exportTexts.notReady })),
  deletionCheck: member
    .route({
      method: 'GET',
      path: '/privacy/account/deletion',
      summary:
        "Why the caller's account cannot be deleted now (money held or owed, work in progress); none when it can",
    })
    .output(z.object({ blockers: z.array(blockerSchema) }))
    .errors(errorsWith({ FORBIDDEN: deletionTexts.adminAccount })),
  deleteAccount: member
    .route({
      method: 'DELETE',
      path: '/privacy/account',
      summary:
        "Delete the caller's account (signed in within 5 minutes, the word DELETE typed): what the law keeps is kept pseudonymised",
    })
    // The person's typed confirmation, checked here too: a request without it deletes nothing.
    .input(z.object({ confirm: z.literal(deletionTexts.confirmWord, { error: deletionTexts.typeToConfirm }) }))
    .output(z.object({ message: z.string() }))
    .errors(
      errorsWith({
        FORBIDDEN: deletionTexts.signInAgain,
        CONFLICT: deletionTexts.underWay,
      }),
    ),
  setConsent: member
    .route({
      method: 'PUT',
      path: '/privacy/consents/{purpose}',
      summary: 'Give or withdraw consent to one optional use, under the current notice (recorded with its time)',
    })
    .input(z.object({ purpose: z.enum(consentPurposes), granted: z.boolean() }))
    .output(consentsSchema),
  sendRequest: member
    .route({
      method: 'POST',
      path: '/privacy/requests',
      successStatus: 201,
      summary: 'Send the grievance officer a request (access, correction, erasure or other): answered within 90 days',
    })
    .input(requestInputSchema)
    .output(z.object({ id: z.string(), dueAt: z.number(), message: z.string() }))
    .errors(errorsWith({ TOO_MANY_REQUESTS: limitMetDeclared })),
};

export const privacyAdminContract = {
  answerRequest: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/privacy/requests/{id}/answer',
      summary: 'Answer a request to the grievance officer: its requester gets a notification and an email (audited)',
    })
    .input(z.object({ id: documentId('id'), answer: answerInputSchema }))
    .output(z.object({ ok: z.literal(true) }))
    .errors(errorsWith({ NOT_FOUND: requestTexts.notFound, CONFLICT: requestTexts.alreadyAnswered })),
};
