// Request bodies through the shared zod schemas: a schema's own message is kept (the simulated card form
// shows it), anything else names the field, so a 400 always says what to fix.
import type { z } from 'zod';
import { failure, success, type Outcome } from './payment-outcome.ts';

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): Outcome<z.infer<S>> {
  const parsed = schema.safeParse(body, {
    error: (issue) => (issue.path?.length ? `${issue.path.join('.')} is missing or invalid.` : 'Send a JSON object.'),
  });
  if (parsed.success) return success(parsed.data);
  return failure('invalid', parsed.error.issues[0]?.message ?? 'Invalid request.');
}
