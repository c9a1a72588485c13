// A lifecycle step a person takes through the API with a note at most (decision 028): a release, change requests,
// withdrawal, giving up, cancellation and disputes. The note is checked here; the step itself is the process
// table's, run by takeTransition in one transaction.
import { noteRequired, type TransitionAction } from '@marketplace/shared/projects/project-actions';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { checkedNote } from './step-guard.ts';
import { takeTransition, type TransitionDeps } from './take-transition.ts';

export interface StepRequest {
  projectId: string;
  action: TransitionAction;
  note?: string;
}

export async function takeStep(
  deps: TransitionDeps,
  caller: Caller,
  { projectId, action, note }: StepRequest,
): Promise<Outcome<{ ok: true }>> {
  const checked = checkedNote(note);
  if (!checked.ok) return checked;
  if (noteRequired(action) && !checked.value) return failure('invalid', projectErrors.noteRequired);
  const taken = await takeTransition(deps, { projectId, name: action, by: caller, context: { note: checked.value } });
  return taken.ok ? success({ ok: true as const }) : taken;
}
