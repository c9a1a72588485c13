// The accounts' endpoint (decision 022's contract): creating the caller's profile, the sign-up that is counted per
// client address (decision 032).
import type { Firestore } from 'firebase-admin/firestore';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { profileContract } from '@marketplace/shared/session/profile-api';
import { answer, endpointsOf, signedInOf } from '../../platform/api/implement.ts';
import { hourly } from '../../platform/api/request-limits.ts';
import { createProfile } from './create-profile.ts';

const api = endpointsOf(profileContract);

export function accountsEndpoints(deps: { db: Firestore }) {
  return api.router({
    create: api.create.handler(async ({ input, context }) =>
      answer(await createProfile(deps, signedInOf(context), input, hourly(deps.db, context, hourlyLimits.signups))),
    ),
  });
}
