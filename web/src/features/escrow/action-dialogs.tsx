// The dialog each project action asks in (SPEC 4: every step but funding is confirmed): a plain confirmation;
// one with a required note (a change request, a dispute); or the delivery ('Mark as Complete') with its files,
// note and link and the upload's progress. A step that moves or holds money says how much goes where, and each
// dialog's buttons say what they do ('Cancel and refund', 'Go back'), never 'Confirm' beside 'Cancel'. What is
// typed lives in the action machine, which checks it before anything is sent and keeps it when sending fails. The words
// are shared's, said in the shown language (action-words.ts).
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { waitFor } from 'xstate';
import {
  DELIVERY_FILE_TYPES,
  DELIVERY_MAX_FILE_BYTES,
  asksForDetails,
} from '@marketplace/shared/projects/project-action.machine';
import { NOTE_MAX_LENGTH, noteRequired, type ProjectAction } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import { ShownError } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { formatFileSize } from '../../lib/format-file-size.ts';
import { ActionContext } from './project-action-context.ts';
import { useActionWords } from './action-words.ts';

/** Actions that end or hand back something for good are red. */
const dangerous: readonly ProjectAction[] = ['withdraw', 'give-up', 'agree-cancel', 'cancel-overdue', 'dispute'];

/** The open action's dialog, if it has one now. */
export function ProjectActionDialog({ project }: { project: Project }) {
  const action = ActionContext.useSelector((s) => s.context.action);
  const confirming = ActionContext.useSelector((s) => s.matches('confirming'));
  const performing = ActionContext.useSelector((s) => s.matches('performing'));
  if (!action || action === 'fund') return null;
  // A dialog with details stays while they are sent, to show progress and keep them if it fails.
  if (!confirming && !(performing && asksForDetails(action))) return null;
  if (action === 'complete') return <DeliveryDialog />;
  return <ConfirmActionDialog action={action} project={project} />;
}

function ConfirmActionDialog({
  action,
  project,
}: {
  action: Exclude<ProjectAction, 'fund' | 'complete'>;
  project: Project;
}) {
  const words = useActionWords();
  const { t } = words;
  const money = words.money(action, project);
  const actionActor = ActionContext.useActorRef();
  const note = ActionContext.useSelector((s) => s.context.details.note);
  const id = useId();
  const withNote = noteRequired(action);

  /** Sends the confirmation; with a note, waits for the answer and hands a failure to the dialog to show. */
  async function confirm() {
    actionActor.send({ type: 'action.confirm' });
    const after = await waitFor(actionActor, (s) => !s.matches('performing'));
    if (after.matches('confirming') && after.context.error) throw new ShownError(words.error(after.context.error)!);
  }

  return (
    <ConfirmDialog
      title={words.label(action)}
      confirmLabel={words.confirmLabel(action)}
      cancelLabel={t('escrow.goBack')}
      tone={dangerous.includes(action) ? 'danger' : 'primary'}
      onConfirm={withNote ? confirm : () => actionActor.send({ type: 'action.confirm' })}
      onCancel={() => actionActor.send({ type: 'action.cancel' })}
    >
      <p>{words.confirm(action)}</p>
      {money && <p className="project-action__money">{money}</p>}
      {withNote && (
        <Field
          id={`${id}-note`}
          label={action === 'dispute' ? t('escrow.note.reason') : t('escrow.note.whatShouldChange')}
        >
          <textarea
            id={`${id}-note`}
            className="input project-action__note"
            rows={4}
            required
            aria-required="true"
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => actionActor.send({ type: 'details.change', details: { note: event.target.value } })}
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}

function DeliveryDialog() {
  const words = useActionWords();
  const { t } = words;
  const actionActor = ActionContext.useActorRef();
  const { note, link, files } = ActionContext.useSelector((s) => s.context.details);
  const error = ActionContext.useSelector((s) => s.context.error);
  const progress = ActionContext.useSelector((s) => s.context.progress);
  const performing = ActionContext.useSelector((s) => s.matches('performing'));
  const id = useId();
  const errorBanner = useRef<HTMLDivElement>(null);
  // A refusal takes the focus, inside the dialog, so it is read out (as ConfirmDialog does).
  useEffect(() => {
    if (error) errorBanner.current?.focus();
  }, [error]);

  const change = (details: { note?: string; link?: string; files?: File[] }) =>
    actionActor.send({ type: 'details.change', details });
  const cancel = () => actionActor.send({ type: 'action.cancel' });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!performing) actionActor.send({ type: 'action.confirm' });
  }

  return (
    <Dialog title={words.label('complete')} size="narrow" onClose={cancel} closable={!performing}>
      <Banner tone="error" ref={errorBanner} focusable>
        {words.error(error)}
      </Banner>
      <form onSubmit={submit} noValidate>
        <p className="confirm-dialog__body">{words.confirm('complete')}</p>
        <InputField
          id={`${id}-files`}
          label={words.filesLabel(DELIVERY_MAX_FILE_BYTES)}
          type="file"
          multiple
          accept={DELIVERY_FILE_TYPES.join(',')}
          disabled={performing}
          onChange={(event) => change({ files: [...(event.target.files ?? [])] })}
        />
        {files.length > 0 && (
          <ul className="project-action__files" aria-label={t('escrow.delivery.chosenFiles')}>
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                {file.name} <span className="muted">({formatFileSize(file.size)})</span>
              </li>
            ))}
          </ul>
        )}
        <Field id={`${id}-note`} label={t('escrow.delivery.note')}>
          <textarea
            id={`${id}-note`}
            className="input project-action__note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            disabled={performing}
            value={note}
            onChange={(event) => change({ note: event.target.value })}
          />
        </Field>
        <InputField
          id={`${id}-link`}
          label={t('escrow.delivery.link')}
          type="url"
          inputMode="url"
          placeholder={t('escrow.delivery.linkPlaceholder')}
          maxLength={NOTE_MAX_LENGTH}
          disabled={performing}
          value={link}
          onChange={(event) => change({ link: event.target.value })}
        />
        {progress !== null && (
          <label className="project-action__progress">
            {t('escrow.delivery.uploading', { percent: Math.round(progress * 100) })}
            <progress max={1} value={progress} />
          </label>
        )}
        <FormActions
          submitLabel={performing ? t('escrow.delivery.delivering') : words.confirmLabel('complete')}
          onCancel={cancel}
          busy={performing}
        />
      </form>
    </Dialog>
  );
}
