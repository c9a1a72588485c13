// Stand-ins for the projects ports in component tests: vi.fn writes the test can inspect or make fail, and
// watches that never answer unless the test hands in a feed. Only tests import this file.
import { vi } from 'vitest';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { fakePort } from '../../lib/testing/fake-port.ts';
import { never } from '../../lib/testing/feed.ts';
import type { ProjectsServices } from './projects-services.ts';
import type * as ports from './projects.port.ts';

export { aProject, DAY } from '../../lib/testing/a-project.ts';

export const fakeProjectsPort = fakePort<ports.ProjectsPort>(() => ({
  watchProjects: vi.fn(() => never),
  perform: vi.fn(async () => {}),
}));

export const fakeMessagesPort = fakePort<ports.MessagesPort>(() => ({
  watchMessages: vi.fn(() => never),
  watchUnreadCounts: vi.fn(() => never),
  markRead: vi.fn(async () => {}),
}));

const projectsCalls = () => ({
  post: vi.fn(async (): Promise<{ id: string }> => ({ id: 'new-id' })),
  sendMessage: vi.fn(async (): Promise<{ id: string }> => ({ id: 'm-new' })),
});

/** The projects' client: a project is posted, a message sent. */
export const fakeProjectsApi = (calls: Partial<ReturnType<typeof projectsCalls>> = {}) =>
  fakeClient(projectsContract, { ...projectsCalls(), ...calls });

/** The services the composition root hands the board, on fakes. */
export function fakeProjectsServices(overrides: Partial<ProjectsServices> = {}): ProjectsServices {
  return {
    projects: overrides.projects ?? fakeProjectsPort(),
    messages: overrides.messages ?? fakeMessagesPort(),
    api: overrides.api ?? fakeProjectsApi(),
    ratings: overrides.ratings ?? { watchRating: vi.fn(() => never) },
  };
}
