// The detail modal's action machine with the ProjectsPort's effects, built once at the composition root.
import { fromPromise } from 'xstate';
import { projectActionMachine, type PerformInput } from '@marketplace/shared/projects/project-action.machine';
import type { ProjectsPort } from './projects.port.ts';

export function projectActionLogic(projects: ProjectsPort) {
  return projectActionMachine.provide({
    actors: {
      perform: fromPromise<void, PerformInput>(async ({ input: { action, projectId, actor } }) => {
        if (action === 'fund') throw new Error('Funding goes through the Fund Project checkout.');
        if (action !== 'take' && action !== 'complete' && action !== 'release')
          throw new Error(`${action} is not wired yet`);
        await projects.perform(action, projectId, actor);
      }),
    },
  });
}

export type ProjectActionLogic = ReturnType<typeof projectActionLogic>;
