// The admin console's server API (SPEC 7 'HTTP') and the dashboard's figures (SPEC 2 'Admin dashboard').
import { z } from 'zod';
import { adminEndpoint, callerTexts, errorsWith } from '../api/endpoint.ts';
import { documentId, uid } from '../document-id-schema.ts';

/** SPEC 7: an admin deletion answers with a message field, on failure and (here) on success alike. */
export const adminAnswerSchema = z.object({ message: z.string() });

/** GET /api/admin/applications/{id}/resume: a link that opens the resume for RESUME_LINK_SECONDS. */
export const resumeLinkSchema = z.object({ url: z.string().min(1) });
export const RESUME_LINK_SECONDS = 300;

/** The dashboard's six tiles (SPEC 2), from the counter the server keeps by increments (shared/src/insights/totals.ts). */
export interface AdminStats {
  visitors: number;
  users: number;
  products: number;
  jobs: number;
  applications: number;
  /** The sum of every listed product's price, in rupees. */
  productValue: number;
}

export const emptyAdminStats: AdminStats = {
  visitors: 0,
  users: 0,
  products: 0,
  jobs: 0,
  applications: 0,
  productValue: 0,
};

/** An audit record: who deleted what, and when (beyond SPEC; admins read them). */
export const auditActions = [
  'delete-user',
  'delete-product',
  'settle-dispute',
  'hide-review',
  // Decision 031: a moderation case's decision, and its undoing.
  'moderation-dismiss',
  'moderation-hide',
  'moderation-suspend',
  'moderation-undo',
  // Decision 040: a request to the grievance officer answered.
  'answer-privacy-request',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const adminErrors = {
  notAdmin: callerTexts.notAdmin,
  ownAccount: 'You cannot delete your own account.',
  userGone: 'This user no longer exists.',
  productGone: 'This product no longer exists.',
  applicationGone: 'This application no longer exists.',
  /** What the contract declares for a refused deletion; the answer names the reason (decision 040). */
  moneyInFlight: 'This account cannot be deleted yet: money is held or owed, or work is in progress.',
  resumeUnavailable: 'The resume could not be opened. Please try again.',
} as const;

/** The admin console's endpoints (decision 022). */
export const adminContract = {
  deleteUser: adminEndpoint
    .route({ method: 'DELETE', path: '/admin/users/{id}', summary: 'Delete a user (SPEC 7)' })
    .input(z.object({ id: uid('id') }))
    .output(adminAnswerSchema)
    .errors(errorsWith({ NOT_FOUND: adminErrors.userGone, CONFLICT: adminErrors.moneyInFlight })),
  // SPEC's path: the earlier app named store products 'projects' here.
  deleteProduct: adminEndpoint
    .route({ method: 'DELETE', path: '/admin/projects/{id}', summary: 'Delete a store product (SPEC 7)' })
    .input(z.object({ id: documentId('id') }))
    .output(adminAnswerSchema)
    .errors(errorsWith({ NOT_FOUND: adminErrors.productGone })),
  // Never kept by a browser or a proxy: the link opens a private file.
  resumeLink: adminEndpoint
    .route({
      method: 'GET',
      path: '/admin/applications/{id}/resume',
      outputStructure: 'detailed',
      summary: "A short-lived link to an application's resume",
    })
    .input(z.object({ id: documentId('id') }))
    // The server sends `private, no-store`; what reaches the browser may be Hosting's own header rule instead.
    .output(z.object({ headers: z.object({ 'cache-control': z.string().optional() }), body: resumeLinkSchema }))
    .errors(errorsWith({ NOT_FOUND: adminErrors.applicationGone, BAD_GATEWAY: adminErrors.resumeUnavailable })),
};
