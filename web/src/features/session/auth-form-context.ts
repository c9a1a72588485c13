import { createActorContext } from '@xstate/react';
import { authFormMachine } from '@marketplace/shared/session/auth-form.machine';
import { inspect } from '../../lib/inspect.ts';

/** One auth form for the app's lifetime, so the role modal outlives the auth screen. */
export const AuthFormContext = createActorContext(authFormMachine, { inspect });
