// The detail modal's action machine as a React context: the modal provides it, its dialogs read and send to it.
import { createActorContext } from '@xstate/react';
import { projectActionMachine } from '@marketplace/shared/projects/project-action.machine';
import { inspect } from '../../lib/inspect.ts';

export const ActionContext = createActorContext(projectActionMachine, { inspect });
