// What the local host reads from its environment: the simulated provider's secrets, the media folder and
// how order tracking runs. Local only, so fixed defaults are fine; every value can be changed for a run.
import { randomBytes } from 'node:crypto';
import { ORDER_STEP_MS } from '@marketplace/shared/store/order';
import type { Environment } from '../backend.ts';

/** The simulated provider completes a refund this long after it is asked, long enough to see it pending. */
const SIMULATED_REFUND_MS = 3000;

export function localEnvironment(mediaDir: string, env: NodeJS.ProcessEnv): Extract<Environment, { target: 'local' }> {
  const stepMs = Number(env.ORDER_STEP_MS ?? ORDER_STEP_MS);
  if (!Number.isInteger(stepMs) || stepMs < 0)
    throw new Error(`ORDER_STEP_MS=${env.ORDER_STEP_MS} is not a whole number of ms`);
  const refundDelayMs = Number(env.SIMULATED_REFUND_MS ?? SIMULATED_REFUND_MS);
  if (!Number.isInteger(refundDelayMs) || refundDelayMs < 0)
    throw new Error(`SIMULATED_REFUND_MS=${env.SIMULATED_REFUND_MS} is not a whole number of ms`);
  const mode = env.ORDER_TRACKING ?? 'automatic';
  if (mode !== 'automatic' && mode !== 'manual')
    throw new Error(
      `ORDER_TRACKING=${mode}: use 'automatic' (steps every ORDER_STEP_MS) or 'manual' (the seller moves each order on)`,
    );
  return {
    target: 'local',
    // The webhook secret is what a local webhook sender signs with.
    paymentSecrets: {
      keySecret: env.LOCAL_PAYMENTS_SECRET ?? 'local-payments-key-secret',
      webhookSecret: env.LOCAL_PAYMENTS_WEBHOOK_SECRET ?? 'local-payments-webhook-secret',
    },
    // Private links are short-lived, so a new secret per start costs nothing.
    media: { dir: mediaDir, signingSecret: env.LOCAL_MEDIA_SECRET ?? randomBytes(32).toString('base64url') },
    orderTracking: { mode, stepMs },
    refundDelayMs,
  };
}
