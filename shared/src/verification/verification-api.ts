// The seller's verification endpoint (docs/decisions/033-verified-sellers.md): a seller sends their PAN; the server
// checks it and their payout account through the Verification port, and their payouts wait until both match.
import { z } from 'zod';
import { endpoint, errorsWith } from '../api/endpoint.ts';
import { panSchema, verificationTexts } from './seller-verification.ts';

export const verificationContract = {
  // Allowed while suspended: money owed to a suspended seller still settles (decision 031).
  submitPan: endpoint
    .meta({ caller: 'member', whileSuspended: true })
    .route({
      method: 'PUT',
      path: '/payouts/verification',
      summary: "Send the seller's PAN: it and the payout account are verified before the first payout",
    })
    .input(z.object({ pan: panSchema }))
    .output(z.object({ status: z.literal('checking') }))
    .errors(
      errorsWith({
        FORBIDDEN: verificationTexts.notSeller,
        CONFLICT: verificationTexts.noDetails,
      }),
    ),
};
