// Creating a person's profile (SPEC 4: at sign-up with the chosen role, or after a first Google sign-in), through
// the API so sign-ups can be limited per client address (decision 032). Called before the email is verified
// (SPEC 4 writes the profile at sign-up), so it takes any ID token of the account.
import { z } from 'zod';
import { endpoint, errorsWith } from '../api/endpoint.ts';
import { siteLanguages } from '../navigation/site-language.ts';
import { limitMetDeclared } from '../safety/limits.ts';
import { roles } from './profile.ts';

export const profileErrors = {
  adminNeedsClaim: 'Only an account with the admin claim can have an admin profile.',
  otherRole: 'This account already has a profile with another role.',
} as const;

export const profileContract = {
  create: endpoint
    .meta({ caller: 'account' })
    .route({
      method: 'POST',
      path: '/profile',
      successStatus: 201,
      summary: "Create the caller's profile with their role (SPEC 4); once per account",
    })
    // The language the person signed up in, which their mails and documents use (decision 072); English if absent.
    .input(z.object({ role: z.enum(roles), language: z.enum(siteLanguages).optional() }))
    .output(z.object({ created: z.boolean() }))
    .errors(
      errorsWith({
        FORBIDDEN: profileErrors.adminNeedsClaim,
        CONFLICT: profileErrors.otherRole,
        TOO_MANY_REQUESTS: limitMetDeclared,
      }),
    ),
};
