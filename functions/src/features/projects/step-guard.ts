// A person's note on a lifecycle step, checked before anything is read: too long is a 400 (whether the step requires
// one is the step's own rule).
import { NOTE_MAX_LENGTH } from '@marketplace/shared/projects/project-actions';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { failure, success, type Outcome } from '../../platform/http.ts';

/** A note as the person typed it, trimmed. */
export function checkedNote(note: string | undefined): Outcome<string> {
  const trimmed = (note ?? '').trim();
  if (trimmed.length > NOTE_MAX_LENGTH) return failure('invalid', projectErrors.noteTooLong);
  return success(trimmed);
}
