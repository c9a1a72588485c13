// SPEC 4 'Project list sort': In Progress, then Open, then Completed (then Cancelled), then the nearest
// deadline.
import type { Project, ProjectStatus } from './project.ts';

const statusOrder: Record<ProjectStatus, number> = { 'In Progress': 0, Open: 1, Completed: 2, Cancelled: 3 };

export function compareProjects(a: Project, b: Project): number {
  const byStatus = statusOrder[a.status] - statusOrder[b.status];
  if (byStatus !== 0) return byStatus;
  if (a.deadline === b.deadline) return 0;
  // A project with no deadline sorts after those with one.
  return (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY);
}

export function sortProjects(projects: readonly Project[]): Project[] {
  return [...projects].sort(compareProjects);
}
