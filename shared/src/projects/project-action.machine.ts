// The detail modal's action flow: confirm in a dialog (all but funding), perform, report failure with
// SPEC 8's 'Could not perform action: {action}. Please try again.'
import { assign, fromPromise, setup } from 'xstate';
import { texts } from '../texts.ts';
import { actionLabels, needsConfirmation, type ProjectAction } from './project-actions.ts';

export type ProjectActionEvent =
  { type: 'action.request'; action: ProjectAction } | { type: 'action.confirm' } | { type: 'action.cancel' };

export interface ProjectActionContext {
  action: ProjectAction | null;
  error: string | null;
}

export const projectActionMachine = setup({
  types: { context: {} as ProjectActionContext, events: {} as ProjectActionEvent },
  actors: {
    perform: fromPromise<void, { action: ProjectAction }>(async () => {
      throw new Error('perform is not provided');
    }),
  },
  guards: {
    confirmFirst: ({ event }) => event.type === 'action.request' && needsConfirmation(event.action),
  },
  actions: {
    choose: assign({
      action: ({ event }) => (event.type === 'action.request' ? event.action : null),
      error: null,
    }),
  },
}).createMachine({
  id: 'projectAction',
  context: { action: null, error: null },
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
        input: ({ context }) => ({ action: context.action! }),
        onDone: { target: 'idle', actions: assign({ action: null }) },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ context }) => texts.alerts.actionFailed(actionLabels[context.action!]),
            action: null,
          }),
        },
      },
    },
  },
});
