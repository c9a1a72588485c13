// A person's public profile: what the page /people/{uid} shows beside their reviews. The profile at
// users/{uid} is private (email, phone, address), so the server keeps this projection of it at people/{uid}
// with the fields anyone may read, and nothing else: name, role, since when, and whether the seller is verified
// (decision 033: their PAN and payout account match their name).
import { z } from 'zod';
import { roles } from '../session/profile.ts';

export const publicProfileSchema = z.object({
  /** Their full name, else their display name; '' when they gave neither. */
  name: z.string().catch(''),
  role: z.enum(roles),
  /** When their profile was created (epoch millis). */
  since: z.number(),
  /** The 'Verified' badge: the server verified this seller's PAN and payout account (decision 033). */
  verified: z.boolean().catch(false),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The public projection of a stored profile; null when it has no valid role (nothing to show). */
export function publicProfileOf(profile: Record<string, unknown>, createdAtMs: number): PublicProfile | null {
  const role = z.enum(roles).safeParse(profile.role);
  if (!role.success) return null;
  const named = [profile.fullName, profile.displayName].find(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
  return { name: named?.trim() ?? '', role: role.data, since: createdAtMs, verified: profile.sellerVerified === true };
}

export { shownName } from './shown-name.ts';
