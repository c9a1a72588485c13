// The detail modal's action machine with its effects, built once at the composition root: take is the browser's
// own write (DirectStepsPort), every other step goes to the server (LifecyclePort), release included (decision 028).
import { fromPromise } from 'xstate';
import { projectActionMachine, type PerformInput } from '@marketplace/shared/projects/project-action.machine';
import type { DirectStepsPort, LifecyclePort } from './escrow.port.ts';

export function projectActionLogic(projects: DirectStepsPort, lifecycle: LifecyclePort) {
  return projectActionMachine.provide({
    actors: {
      perform: fromPromise<void, PerformInput>(async ({ input: { action, projectId, actor, details, onProgress } }) => {
        switch (action) {
          case 'fund':
            throw new Error('Funding goes through the Fund Project checkout.');
          case 'take':
            return projects.perform(action, projectId, actor);
          case 'complete':
            return lifecycle.deliver(projectId, details, onProgress);
          default:
            return lifecycle.transition(projectId, action, details.note);
        }
      }),
    },
  });
}

export type ProjectActionLogic = ReturnType<typeof projectActionLogic>;
