// The demo's waiting chargeback (decision 049): on a first start, once the host answers, the demo admin raises one
// through the same simulated-provider control the admin's tests use, on the demo project already paid out to its
// seller, so the console's Chargebacks and the seller's Your Payouts show a case to answer with its respond-by time,
// its share recovered from the seller's next earnings. It goes the whole way a bank's would: the signed webhook, the
// ledger's entries, the notices. The other demo projects' flows stay free of it.
import { emulatorIdToken } from './emulator-sign-in.ts';
import { DEMO_PASSWORD, demoUsers } from './seed.ts';

/** The demo project whose payment the bank disputes: released and paid out (seed-data/demo-projects.ts). */
export const DEMO_CHARGEBACK_PAYMENT = 'pay_sim_demo-project-paid';

export async function raiseDemoChargeback({
  authHost,
  appUrl,
}: {
  /** The Auth emulator's host:port. */
  authHost: string;
  appUrl: string;
}): Promise<string> {
  const admin = demoUsers.find((demo) => demo.role === 'admin')!;
  const idToken = await emulatorIdToken(authHost, admin.email, DEMO_PASSWORD);
  const raised = await fetch(`${appUrl}/api/admin/chargebacks/simulated`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ paymentId: DEMO_CHARGEBACK_PAYMENT }),
  });
  const body = (await raised.json().catch(() => ({}))) as { disputeId?: string; message?: string };
  if (!raised.ok || !body.disputeId)
    throw new Error(`the simulated bank refused it (HTTP ${raised.status}: ${body.message ?? 'no message'})`);
  return body.disputeId;
}
