// Errors of the payment use cases are values (STYLE rule 4): a code the route maps to a status, and the text
// the person sees. Each use case returns an Outcome instead of throwing for anything a caller can cause.

export type PaymentErrorCode = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'provider-failed' | 'unavailable';

export interface PaymentError {
  code: PaymentErrorCode;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PaymentError };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (code: PaymentErrorCode, message: string): Outcome<never> => ({
  ok: false,
  error: { code, message },
});

/** The texts, named once so tests and the web engineer read the same words. */
export const paymentErrors = {
  projectNotFound: 'Project not found.',
  notProjectStudent: 'Only the student who posted this project can fund it.',
  notFundable: 'This project can be funded only while it is In Progress and Unpaid.',
  // SPEC 8 'Order errors'.
  orderNotCreated: 'Failed to create payment order.',
  orderNotFound: 'Payment order not found.',
  orderOfAnotherProject: 'This payment order belongs to another project.',
  orderOfSomeoneElse: 'This payment order belongs to someone else.',
  badSignature: 'Payment verification failed: the signature does not match.',
  alreadyPaid: 'This payment has already been recorded.',
  badWebhookSignature: 'Invalid webhook signature.',
  missingEventId: 'Missing x-razorpay-event-id header.',
  webhookNotJson: 'The webhook body is not a JSON event.',
  eventNotQueued: 'The event could not be queued. Please retry.',
} as const;
