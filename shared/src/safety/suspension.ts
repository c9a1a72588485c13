// A suspension (docs/decisions/031-reports-blocks-and-moderation.md): the server writes it on the person's profile
// (users/{uid}.suspension); the rules and the API refuse their writes, their listings leave the store and the
// project lists, and money owed to them still settles. They read why when they sign in.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

export const suspensionSchema = z.object({
  reason: z.string(),
  at: epochMillis,
});
export type Suspension = z.infer<typeof suspensionSchema>;

export const suspensionTexts = {
  title: 'Your account is suspended',
  explanation:
    'An admin suspended your account, so you cannot post, list, buy, message or take work. Money you are owed is still paid out, and you can still add or change where you are paid.',
  reasonLabel: 'Reason',
  contact: 'If you think this is a mistake, write to support from the Support & Contact page.',
} as const;

/** What the API answers a suspended person who tries to act. */
export const suspendedRefusal = (reason: string) => `Your account is suspended: ${reason}`;
