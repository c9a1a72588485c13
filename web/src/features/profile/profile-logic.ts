// The profile machine with the ProfilePort's effect, built once at the composition root.
import { fromPromise } from 'xstate';
import { profileMachine, type SaveFieldInput } from '@marketplace/shared/profile/profile.machine';
import type { ProfilePort } from './profile.port.ts';

export function profileLogic(profile: ProfilePort) {
  return profileMachine.provide({
    actors: {
      saveField: fromPromise<void, SaveFieldInput>(({ input }) =>
        profile.saveField(input.uid, input.field, input.value),
      ),
    },
  });
}

export type ProfileLogic = ReturnType<typeof profileLogic>;
