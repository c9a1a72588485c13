// How the payment routes answer an Outcome: the value as JSON, or `{ error }` with the status for its code.
import type { Response } from 'express';
import type { Outcome, PaymentErrorCode } from './payment-outcome.ts';

const statusFor: Record<PaymentErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'provider-failed': 502,
  unavailable: 503,
};

export function respond<T>(res: Response, outcome: Outcome<T>): void {
  if (outcome.ok) res.status(200).json(outcome.value);
  else res.status(statusFor[outcome.error.code]).json({ error: outcome.error.message });
}
