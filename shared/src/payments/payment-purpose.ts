// What a payment order is for (ARCHITECTURE 'Ports'): funding a project, or a store order. Apart from the payment
// endpoints' contract (payments-api.ts), so a stored order is read without loading the contract's schemas.
export const paymentPurposes = ['project', 'store'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
