// The constants every journey file used to state for itself.

/** The password the journeys' people are seeded and sign in with. */
export const password = 'correct-horse-42';

export const DAY_MS = 24 * 60 * 60 * 1000;
