// The constants every journey file used to state for itself.

/** The password the journeys' people are seeded and sign in with. */
export const password = 'correct-horse-42';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A refund or a payout completes at the simulated provider a few seconds after it is sent; a document follows. */
export const provider = { timeout: 30_000 } as const;
