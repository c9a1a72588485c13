import { z } from 'zod';
import { siteLanguages, type SiteLanguage } from '../navigation/site-language.ts';
import { suspensionSchema } from '../safety/suspension.ts';

export const roles = ['student', 'seller', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose for themselves; admin comes only from the token's admin claim. */
export const selfServiceRoles = ['student', 'seller'] as const;
export type SelfServiceRole = (typeof selfServiceRoles)[number];

export const userProfileSchema = z.object({
  uid: z.string().min(1),
  email: z.string(),
  role: z.enum(roles),
  displayName: z.string().optional(),
  fullName: z.string().optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  /** Written by the server when an admin suspends the person (decision 031); they see why when they sign in. */
  suspension: suspensionSchema.optional().catch(undefined),
  /** Written by the server once the seller's PAN and payout account are verified (decision 033). */
  sellerVerified: z.boolean().optional().catch(undefined),
  /**
   * The language the person reads (decision 072): set at sign-up from the one in use and whenever they switch; the
   * server writes their mails and documents in it. Absent (an older profile) or unknown: English.
   */
  language: z.enum(siteLanguages).optional().catch(undefined),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The signed-in person as the auth provider reports them. */
export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** SPEC 3: the app merges the authentication uid and email with the profile. */
export function mergeProfile(user: AuthUser, data: unknown): UserProfile | null {
  const parsed = userProfileSchema.safeParse({ ...(data as object), uid: user.uid, email: user.email });
  return parsed.success ? parsed.data : null;
}

/**
 * The document written when a profile is first created (SPEC 7: uid, email, role), with the language the person
 * signed up in when the app said it (decision 072).
 */
export function newProfileDocument(user: Pick<AuthUser, 'uid' | 'email'>, role: Role, language?: SiteLanguage) {
  return { uid: user.uid, email: user.email, role, ...(language && { language }) };
}

/** The language to write to a person in: their profile's, else English (decision 072). */
export function languageOfProfile(data: unknown): SiteLanguage {
  const language = (data as { language?: unknown } | null | undefined)?.language;
  return siteLanguages.includes(language as SiteLanguage) ? (language as SiteLanguage) : 'en';
}
