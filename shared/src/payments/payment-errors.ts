// The payment endpoints' own texts, named once for the contract (payments-api.ts), the server and the tests.
// SPEC 8's texts (shown by the browser for each failed step) live in shared/src/texts.ts.
export const paymentErrors = {
  orderNotCreated: 'Failed to create payment order.',
  orderNotFound: 'Payment order not found.',
  orderOfAnotherProject: 'This payment order belongs to another project.',
  orderOfSomeoneElse: 'This payment order belongs to someone else.',
  badSignature: 'Payment verification failed: the signature does not match.',
  alreadyPaid: 'This payment has already been recorded.',
  badWebhookSignature: 'Invalid webhook signature.',
  missingEventId: 'Missing x-razorpay-event-id header.',
  badEventId: (problem: string) => `x-razorpay-event-id is not a valid id: it ${problem}.`,
  webhookNotJson: 'The webhook body is not a JSON event.',
  eventNotQueued: 'The event could not be queued. Please retry.',
  /**
   * A payment that arrived for something no longer payable (decision 029): the purpose's reason, then this. The
   * server has already asked for the refund; the payer is told again when it is processed.
   */
  /** A second payment on an order another payment already paid (decision 043): refunded whole by the server. */
  paidTwice: 'This order was already paid by another payment.',
  /** What the refund of such a payment is for, in its record and the payer's notifications. */
  paidTwiceTitle: 'an order another payment had already paid',
  refundedInFull: (amount: string) =>
    `Your payment of ${amount} was not used, so it is being refunded in full to the method you paid with.`,
} as const;
