// SPEC 4 project lifecycle as a machine: status and payment move together under the guards of
// project-actions.ts. The server and the rules enforce it; tests walk it; screens ask availableActions.
import { assign, setup } from 'xstate';
import { actionGuards, actionPatch, type Actor, type ProjectAction } from './project-actions.ts';
import type { Project } from './project.ts';

export type LifecycleEvent = { type: `project.${ProjectAction}`; actor: Actor };

const actionOf = (event: LifecycleEvent) => event.type.slice('project.'.length) as ProjectAction;

export const projectLifecycleMachine = setup({
  types: {
    context: {} as { project: Project },
    events: {} as LifecycleEvent,
    input: {} as { project: Project },
  },
  guards: {
    allowed: ({ context, event }) => actionGuards[actionOf(event)](context.project, event.actor),
  },
  actions: {
    apply: assign({
      project: ({ context, event }) => ({ ...context.project, ...actionPatch(actionOf(event), event.actor) }),
    }),
  },
}).createMachine({
  id: 'projectLifecycle',
  context: ({ input }) => ({ project: input.project }),
  on: {
    'project.take': { guard: 'allowed', actions: 'apply' },
    'project.complete': { guard: 'allowed', actions: 'apply' },
    'project.fund': { guard: 'allowed', actions: 'apply' },
    'project.release': { guard: 'allowed', actions: 'apply' },
  },
});
