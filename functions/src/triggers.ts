// The trigger table: every background handler, by the name it is deployed under. index.ts turns it
// into Cloud Functions; local/host.ts delivers the emulators' events to the same handlers.
import { countVisitTrigger } from './features/analytics/count-visit.ts';
import { handleRazorpayEventTrigger } from './features/payments/handle-razorpay-event.ts';
import { writePayoutTrigger } from './features/payouts/write-payout.ts';
import type { TriggerTable } from './platform/triggers.ts';

export const triggers = {
  countVisit: countVisitTrigger,
  handleRazorpayEvent: handleRazorpayEventTrigger,
  writePayout: writePayoutTrigger,
} satisfies TriggerTable;
