// What the local host reads from its environment: the simulated provider's secrets, the media folder and
// how order tracking and the escrow's automatic release run. Local only, so fixed defaults are fine; every value can be changed for a run.
import { randomBytes } from 'node:crypto';
import { AUTO_RELEASE_MS } from '@marketplace/shared/projects/project-actions';
import { ORDER_STEP_MS } from '@marketplace/shared/store/order';
import type { Environment } from '../backend.ts';

/** The simulated provider completes a refund this long after it is asked, long enough to see it pending. */
const SIMULATED_REFUND_MS = 3000;
/** Each step of a simulated payout (queued → processing → processed) takes this long, long enough to see it. */
const SIMULATED_PAYOUT_MS = 3000;
/**
 * A sent refund or payout is first asked about this long after it is sent (decision 027): long after the simulated
 * webhooks have come, so locally a check settles only what a stopped host's lost webhooks left waiting.
 */
const STATUS_CHECK_MS = 30_000;

/** A setting in whole milliseconds from the environment, or its default; anything else stops the start. */
function millisSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name}=${env[name]} is not a whole number of ms`);
  return value;
}

export function localEnvironment(mediaDir: string, env: NodeJS.ProcessEnv): Extract<Environment, { target: 'local' }> {
  const stepMs = millisSetting(env, 'ORDER_STEP_MS', ORDER_STEP_MS);
  const refundDelayMs = millisSetting(env, 'SIMULATED_REFUND_MS', SIMULATED_REFUND_MS);
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
    payoutDelayMs: millisSetting(env, 'SIMULATED_PAYOUT_MS', SIMULATED_PAYOUT_MS),
    // A delivery the student does not answer is released after this long (7 days unless set).
    autoReleaseAfterMs: millisSetting(env, 'AUTO_RELEASE_AFTER_MS', AUTO_RELEASE_MS),
    statusCheckAfterMs: millisSetting(env, 'STATUS_CHECK_MS', STATUS_CHECK_MS),
  };
}
