// The accounts' endpoint (decision 022's contract): creating the caller's profile, the sign-up that is counted per
// client address (decision 032). A call for an account that has its profile already is not counted.
import type { Firestore } from 'firebase-admin/firestore';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { profileContract } from '@marketplace/shared/session/profile-api';
import { answer, endpointsOf, signedInOf } from '../../platform/api/implement.ts';
import { limitHourly } from '../../platform/api/request-limits.ts';
import { createProfile, hasProfile } from './create-profile.ts';

const api = endpointsOf(profileContract);

export function accountsEndpoints(deps: { db: Firestore }) {
  return api.router({
    create: api.create.handler(async ({ input, context }) => {
      const account = signedInOf(context);
      if (!(await hasProfile(deps.db, account.uid))) {
        await limitHourly(deps.db, context, hourlyLimits.signups);
      }
      return answer(await createProfile(deps, account, input));
    }),
  });
}
