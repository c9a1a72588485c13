// The detail modal's action flow: confirm in a dialog (all but funding), perform, report failure with
// SPEC 8's 'Could not perform action: {action}. Please try again.' Losing the race to take is not a failure
// to retry: the person is told the project has gone to another seller.
import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { texts } from '../texts.ts';
import {
  ProjectGoneError,
  actionLabels,
  needsConfirmation,
  type Actor,
  type ProjectAction,
} from './project-actions.ts';

export type ProjectActionEvent =
  { type: 'action.request'; action: ProjectAction } | { type: 'action.confirm' } | { type: 'action.cancel' };

export interface ProjectActionInput {
  projectId: string;
  /** The signed-in person acting. */
  actor: Actor;
}

export interface PerformInput extends ProjectActionInput {
  action: ProjectAction;
}

export interface ProjectActionContext extends ProjectActionInput {
  action: ProjectAction | null;
  error: string | null;
  /** Not an error: what happened instead (another seller took the project first). */
  notice: string | null;
}

export const projectActionMachine = setup({
  types: { context: {} as ProjectActionContext, events: {} as ProjectActionEvent, input: {} as ProjectActionInput },
  actors: {
    perform: notProvided<void, PerformInput>('perform'),
  },
  guards: {
    confirmFirst: ({ event }) => event.type === 'action.request' && needsConfirmation(event.action),
  },
  actions: {
    choose: assign({
      action: ({ event }) => (event.type === 'action.request' ? event.action : null),
      error: null,
      notice: null,
    }),
  },
}).createMachine({
  id: 'projectAction',
  context: ({ input }) => ({ ...input, action: null, error: null, notice: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.request': [
          { guard: 'confirmFirst', target: 'confirming', actions: 'choose' },
          { target: 'performing', actions: 'choose' },
        ],
      },
    },
    confirming: {
      on: {
        'action.confirm': 'performing',
        'action.cancel': { target: 'idle', actions: assign({ action: null }) },
      },
    },
    performing: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ action: context.action!, projectId: context.projectId, actor: context.actor }),
        onDone: { target: 'idle', actions: assign({ action: null }) },
        onError: [
          {
            guard: ({ event }) => event.error instanceof ProjectGoneError,
            target: 'idle',
            actions: assign({ notice: texts.projects.takenByAnother, action: null }),
          },
          {
            target: 'idle',
            actions: assign({
              error: ({ context }) => texts.alerts.actionFailed(actionLabels[context.action!]),
              action: null,
            }),
          },
        ],
      },
    },
  },
});
