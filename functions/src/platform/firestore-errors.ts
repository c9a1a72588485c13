// Firestore's gRPC status for a create() whose document is already there: the idempotence check of every
// "write once" use case (payouts, webhook event markers).
const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}
