// The chargebacks' admin endpoints (decision 049): the cases with their respond-by times, a case's evidence pack as the
// server assembles it, and the admin's answer through the provider (accept, or contest as a draft then a submission).
// Locally an admin can also raise a chargeback on a captured payment through the simulated provider (the demo's and
// the tests' control).
import { z } from 'zod';
import { adminEndpoint, callerTexts, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { chargebackSchema } from './chargeback.ts';

export const chargebackTexts = {
  notAdmin: callerTexts.notAdmin,
  notFound: 'Chargeback not found.',
  decided: 'This chargeback is decided; nothing more can be sent for it.',
  submitted: 'The evidence was submitted already; the bank decides now.',
  summaryRequired: 'Say in a few sentences why the payment stands (at most 1,000 characters).',
  refused: (reason: string) => `The payment provider refused: ${reason}`,
  simulatedOnly: 'Chargebacks can be raised by hand only with the simulated payment provider.',
  noPayment: 'No captured payment with this id.',
  noDispute: 'No undecided chargeback with this id at the simulated bank.',
} as const;

const disputeId = documentId('disputeId');

/** One part of the evidence pack: a heading and its lines, each with its time when it has one. */
export const evidenceSectionSchema = z.object({
  title: z.string(),
  lines: z.array(z.object({ at: z.number().nullable(), text: z.string() })),
});
export type EvidenceSection = z.infer<typeof evidenceSectionSchema>;

export const chargebacksContract = {
  list: adminEndpoint
    .route({
      method: 'GET',
      path: '/admin/chargebacks',
      summary: 'Chargebacks: every undecided one by respond-by time, then the 50 decided latest',
    })
    .output(z.object({ chargebacks: z.array(chargebackSchema) })),
  evidence: adminEndpoint
    .route({ method: 'GET', path: '/admin/chargebacks/{disputeId}/evidence', summary: "A chargeback's evidence pack" })
    .input(z.object({ disputeId }))
    .output(z.object({ sections: z.array(evidenceSectionSchema) }))
    .errors(errorsWith({ NOT_FOUND: chargebackTexts.notFound })),
  answer: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/chargebacks/{disputeId}/answer',
      summary: 'Accept a chargeback, or contest it with the evidence pack as a draft or a submission',
    })
    .input(
      z.object({
        disputeId,
        action: z.enum(['accept', 'draft', 'submit']),
        summary: z.string().trim().max(1000, chargebackTexts.summaryRequired).default(''),
      }),
    )
    .output(z.object({ ok: z.literal(true) }))
    .errors(
      errorsWith({
        NOT_FOUND: chargebackTexts.notFound,
        CONFLICT: chargebackTexts.decided,
        BAD_REQUEST: chargebackTexts.summaryRequired,
      }),
    ),
  simulate: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/chargebacks/simulated',
      summary: 'Raise a chargeback on a captured payment (simulated provider only)',
    })
    .input(z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9_-]{1,64}$/, chargebackTexts.noPayment) }))
    .output(z.object({ disputeId: z.string() }))
    .errors(
      errorsWith({
        NOT_FOUND: chargebackTexts.noPayment,
        CONFLICT: chargebackTexts.simulatedOnly,
      }),
    ),
  decide: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/chargebacks/simulated/{disputeId}/decision',
      summary: "The simulated bank's decision on a chargeback: won or lost (simulated provider only)",
    })
    .input(z.object({ disputeId, outcome: z.enum(['won', 'lost']) }))
    .output(z.object({ ok: z.literal(true) }))
    .errors(
      errorsWith({
        NOT_FOUND: chargebackTexts.noDispute,
        CONFLICT: chargebackTexts.simulatedOnly,
      }),
    ),
};
