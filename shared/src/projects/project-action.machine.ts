// The detail modal's action flow: confirm in a dialog (all but funding), perform, report failure with
// SPEC 8's 'Could not perform action: {action}. Please try again.', or the server's own words when it explains
// what to fix (a declared 4xx, e.g. 'This cannot be done to the project as it stands now.'). Losing the race to
// take is not a failure to retry: the person is told the project has gone to another seller.
// The dialog's details live here too: the note a change request or dispute must carry, and the
// delivery's files, note and link, checked before anything is sent; the delivery's upload progress; and a
// dialog that asked for details stays open on failure with what was entered, so nothing is typed twice.
import { assign, setup } from 'xstate';
import type { z } from 'zod';
import { serverExplanation } from '../api-error.ts';
import { notProvided } from '../not-provided.ts';
import { texts } from '../texts.ts';
import {
  DELIVERY_MAX_FILES,
  NOTE_MAX_LENGTH,
  ProjectGoneError,
  actionLabels,
  needsConfirmation,
  noteRequired,
  type Actor,
  type ProjectAction,
} from './project-actions.ts';
import { lifecycleTexts as projectErrors } from './project-errors.ts';

/** The largest delivery file the server accepts (decision 022's upload bound). */
export const DELIVERY_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server checks the bytes again. */
export const DELIVERY_FILE_TYPES = ['.pdf', '.zip', '.png', '.jpg', '.jpeg', '.webp'] as const;

/** A chosen file as far as the checks need it. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

/** A file the delivery sends: the browser's File where there is one (the contract's `z.file()`), with its name. */
export type DeliveryFile = z.infer<z.ZodFile> & ChosenFile;

/** What the person typed or chose in the action's dialog. */
export interface ActionDetails<F extends ChosenFile = ChosenFile> {
  note: string;
  link: string;
  files: readonly F[];
}

export const noDetails: ActionDetails<never> = { note: '', link: '', files: [] };

// A web address with a host and no spaces; the server parses it properly.
const isHttpsLink = (link: string) => /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(link);

const allowedType = (name: string) => DELIVERY_FILE_TYPES.some((type) => name.toLowerCase().endsWith(type));

/** Why the delivery's files cannot be sent, or null when they can. */
export function filesProblem(files: readonly ChosenFile[]): string | null {
  if (files.length > DELIVERY_MAX_FILES) return projectErrors.tooManyFiles;
  const wrongType = files.find((file) => !allowedType(file.name));
  if (wrongType) return `“${wrongType.name}” cannot be delivered. ${projectErrors.fileNotAllowed}`;
  const tooLarge = files.find((file) => file.size > DELIVERY_MAX_FILE_BYTES);
  if (tooLarge) return `“${tooLarge.name}” is larger than 5 MB. ${projectErrors.fileNotAllowed}`;
  return null;
}

/** Why the action cannot be sent with these details, or null when it can (the server checks them again). */
export function detailsProblem(action: ProjectAction, details: ActionDetails): string | null {
  const note = details.note.trim();
  if (noteRequired(action) && !note) return projectErrors.noteRequired;
  if (note.length > NOTE_MAX_LENGTH) return projectErrors.noteTooLong;
  if (action !== 'complete') return null;
  const link = details.link.trim();
  if (link && (link.length > NOTE_MAX_LENGTH || !isHttpsLink(link))) return projectErrors.linkInvalid;
  return filesProblem(details.files);
}

/** Whether the action's dialog asks for details (and so stays open, with them, when it fails). */
export const asksForDetails = (action: ProjectAction) => action === 'complete' || noteRequired(action);

export type ProjectActionEvent =
  | { type: 'action.request'; action: ProjectAction }
  | { type: 'details.change'; details: Partial<ActionDetails<DeliveryFile>> }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'upload.progress'; fraction: number };

export interface ProjectActionInput {
  projectId: string;
  /** The signed-in person acting. */
  actor: Actor;
}

export interface PerformInput extends ProjectActionInput {
  action: ProjectAction;
  /** Trimmed; empty where the dialog asked for nothing. */
  details: ActionDetails<DeliveryFile>;
  /** The delivery's upload, 0 to 1 as the bytes go out. */
  onProgress: (fraction: number) => void;
}

export interface ProjectActionContext extends ProjectActionInput {
  action: ProjectAction | null;
  details: ActionDetails<DeliveryFile>;
  /** The delivery's upload while it runs; null otherwise. */
  progress: number | null;
  error: string | null;
  /** Not an error: what happened instead (another seller took the project first). */
  notice: string | null;
}

const failureText = (error: unknown, action: ProjectAction) =>
  serverExplanation(error) ?? texts.alerts.actionFailed(actionLabels[action]);

export const projectActionMachine = setup({
  types: { context: {} as ProjectActionContext, events: {} as ProjectActionEvent, input: {} as ProjectActionInput },
  actors: {
    perform: notProvided<void, PerformInput>('perform'),
  },
  guards: {
    confirmFirst: ({ event }) => event.type === 'action.request' && needsConfirmation(event.action),
    detailsMissing: ({ context }) => detailsProblem(context.action!, context.details) !== null,
    keepsDialog: ({ context }) => asksForDetails(context.action!),
  },
  actions: {
    choose: assign({
      action: ({ event }) => (event.type === 'action.request' ? event.action : null),
      details: noDetails,
      progress: null,
      error: null,
      notice: null,
    }),
    finish: assign({ action: null, details: noDetails, progress: null }),
  },
}).createMachine({
  id: 'projectAction',
  context: ({ input }) => ({ ...input, action: null, details: noDetails, progress: null, error: null, notice: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.request': [
          { guard: 'confirmFirst', target: 'confirming', actions: 'choose' },
          { target: 'performing', actions: 'choose' },
        ],
      },
    },
    confirming: {
      on: {
        // Files are checked as soon as they are chosen, so a wrong one is named before anything is typed after it.
        'details.change': {
          actions: assign(({ context, event }) => {
            const details = { ...context.details, ...event.details };
            return { details, error: event.details.files ? filesProblem(details.files) : context.error };
          }),
        },
        'action.confirm': [
          {
            guard: 'detailsMissing',
            actions: assign({ error: ({ context }) => detailsProblem(context.action!, context.details) }),
          },
          { target: 'performing', actions: assign({ error: null }) },
        ],
        'action.cancel': { target: 'idle', actions: ['finish', assign({ error: null })] },
      },
    },
    performing: {
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => event.fraction }) },
      },
      invoke: {
        src: 'perform',
        input: ({ context, self }) => ({
          action: context.action!,
          projectId: context.projectId,
          actor: context.actor,
          details: { ...context.details, note: context.details.note.trim(), link: context.details.link.trim() },
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: { target: 'idle', actions: 'finish' },
        onError: [
          {
            guard: ({ event }) => event.error instanceof ProjectGoneError,
            target: 'idle',
            actions: ['finish', assign({ notice: texts.projects.takenByAnother })],
          },
          {
            guard: 'keepsDialog',
            target: 'confirming',
            actions: assign({
              error: ({ context, event }) => failureText(event.error, context.action!),
              progress: null,
            }),
          },
          {
            target: 'idle',
            actions: [assign({ error: ({ context, event }) => failureText(event.error, context.action!) }), 'finish'],
          },
        ],
      },
    },
  },
});
