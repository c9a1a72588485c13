// The ProjectsPort's API half: posting a project with its private delivery address (POST /api/projects, decision
// 032: so it can be limited); the lists and taking are Firestore's (firestore-projects.ts).
import type { Auth } from 'firebase/auth';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { apiClient } from '../../lib/api-client.ts';
import type { ProjectsPort } from './projects.port.ts';

export function httpProjects(auth: Auth): Pick<ProjectsPort, 'postProject'> {
  const projects = apiClient(projectsContract, auth);
  return {
    postProject: (project) => projects.post(project).then(({ id }) => id),
  };
}
