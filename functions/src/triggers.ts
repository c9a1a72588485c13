// The trigger table: every background handler, by the name it is deployed under. index.ts turns it
// into Cloud Functions; local/host.ts delivers the emulators' events to the same handlers.
import type { Backend } from './backend.ts';
import { countVisitTrigger } from './features/analytics/count-visit.ts';
import { writePayoutTrigger } from './features/payouts/write-payout.ts';
import { handleRazorpayEventTrigger } from './platform/payments/handle-razorpay-event.ts';
import type { TriggerTable } from './platform/triggers.ts';

export const triggers = {
  countVisit: countVisitTrigger,
  handleRazorpayEvent: handleRazorpayEventTrigger,
  writePayout: writePayoutTrigger,
} satisfies TriggerTable<Backend>;
