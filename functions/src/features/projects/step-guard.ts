// Whether a person may take a lifecycle step on a project now, as the API answers it: 404 for no such project,
// 403 for anyone who is neither its student nor its assigned seller, 409 when shared's guard says not now.
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import {
  canPerform,
  NOTE_MAX_LENGTH,
  type Actor,
  type ProjectAction,
} from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { actorOf, isPartyTo } from './project-record.ts';

export function stepAllowed(
  action: ProjectAction,
  project: Project | null,
  caller: Caller,
  now: number,
): Outcome<{ project: Project; actor: Actor }> {
  if (!project) return failure('not-found', projectErrors.notFound);
  if (!isPartyTo(project, caller.uid)) return failure('forbidden', projectErrors.notYours);
  const actor = actorOf(caller);
  if (!actor || !canPerform(action, project, actor, now)) return failure('conflict', projectErrors.notNow);
  return success({ project, actor });
}

/** A note as the person typed it, trimmed; too long is a 400 (the required rule is the step's own). */
export function checkedNote(note: string | undefined): Outcome<string> {
  const trimmed = (note ?? '').trim();
  if (trimmed.length > NOTE_MAX_LENGTH) return failure('invalid', projectErrors.noteTooLong);
  return success(trimmed);
}
