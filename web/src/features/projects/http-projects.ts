// The ProjectsPort's API half: posting a project with its private delivery address (POST /api/projects, decision
// 032: so it can be limited); the lists and taking are Firestore's (firestore-projects.ts).
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { ProjectsPort } from './projects.port.ts';

/** A refusal (a limit met, a suspended student) is an answer to show, not a fault to log. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpProjects(auth: Auth): Pick<ProjectsPort, 'postProject'> {
  const projects = apiClient(projectsContract, auth);
  return {
    postProject: (project) =>
      logged(
        'Posting a project',
        projects.post(project).then(({ id }) => id),
        isRefusal,
      ),
  };
}
