import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api-error.ts';
import { texts } from '../texts.ts';
import {
  DELIVERY_MAX_FILE_BYTES,
  noDetails,
  projectActionMachine,
  type DeliveryFile,
  type PerformInput,
} from './project-action.machine.ts';
import {
  DELIVERY_MAX_FILES,
  NOTE_MAX_LENGTH,
  ProjectGoneError,
  actionLabels,
  type Actor,
  type ProjectAction,
} from './project-actions.ts';
import { projectErrors } from './projects-api.ts';

const seller: Actor = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };

/** The detail modal's flow with a perform that records each call and fails when `fail` says so. */
function startActions(fail: (action: ProjectAction) => boolean | Error = () => false) {
  const performed: ProjectAction[] = [];
  const inputs: PerformInput[] = [];
  const actor = createActor(
    projectActionMachine.provide({
      actors: {
        perform: fromPromise<void, PerformInput>(async ({ input }) => {
          performed.push(input.action);
          inputs.push(input);
          input.onProgress(0.5);
          const failure = fail(input.action);
          if (failure instanceof Error) throw failure;
          if (failure) throw new Error('Missing or insufficient permissions.');
        }),
      },
    }),
    { input: { projectId: 'project-1', actor: seller } },
  );
  actor.start();
  return { actor, performed, inputs };
}

const cleared = { action: null, details: noDetails, progress: null, error: null, notice: null };

type ActionActor = ReturnType<typeof startActions>['actor'];
const idle = (actor: ActionActor) => waitFor(actor, (snapshot) => snapshot.matches('idle'));

describe.each(['take', 'complete', 'release', 'withdraw', 'give-up', 'agree-cancel'] as const)(
  'project action machine: %s',
  (action) => {
    it('asks for confirmation first, and cancel returns to idle without performing', () => {
      const { actor, performed } = startActions();
      actor.send({ type: 'action.request', action });
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context.action).toBe(action);
      actor.send({ type: 'action.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject(cleared);
      expect(performed).toEqual([]);
    });

    it('performs the action once confirmed, on the project and as the person it was started for', async () => {
      const { actor, performed, inputs } = startActions();
      actor.send({ type: 'action.request', action });
      actor.send({ type: 'action.confirm' });
      expect(actor.getSnapshot().value).toBe('performing');
      await idle(actor);
      expect(performed).toEqual([action]);
      expect(inputs).toEqual([
        { action, projectId: 'project-1', actor: seller, details: noDetails, onProgress: expect.any(Function) },
      ]);
      expect(actor.getSnapshot().context).toMatchObject(cleared);
    });

    it('reports a failure with the SPEC 8 alert naming the action', async () => {
      const { actor, performed } = startActions(() => true);
      actor.send({ type: 'action.request', action });
      actor.send({ type: 'action.confirm' });
      await waitFor(actor, (snapshot) => !snapshot.matches('performing'));
      expect(performed).toEqual([action]);
      expect(actor.getSnapshot().context.error).toBe(texts.alerts.actionFailed(actionLabels[action]));
    });
  },
);

describe('project action machine: fund', () => {
  it('skips the confirmation dialog and performs at once', async () => {
    const { actor, performed } = startActions();
    actor.send({ type: 'action.request', action: 'fund' });
    expect(actor.getSnapshot().value).toBe('performing');
    await idle(actor);
    expect(performed).toEqual(['fund']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reports a failure with the SPEC 8 alert naming the action', async () => {
    const { actor } = startActions(() => true);
    actor.send({ type: 'action.request', action: 'fund' });
    await idle(actor);
    expect(actor.getSnapshot().context.error).toBe(texts.alerts.actionFailed(actionLabels.fund));
  });
});

describe('project action machine: a take that lost the race', () => {
  it('tells the person the project is gone, without an error, and clears it on the next request', async () => {
    const { actor } = startActions(() => new ProjectGoneError());
    actor.send({ type: 'action.request', action: 'take' });
    actor.send({ type: 'action.confirm' });
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ notice: texts.projects.takenByAnother, error: null });
    actor.send({ type: 'action.request', action: 'take' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('project action machine: after a failure', () => {
  it('clears the error on the next request and can then succeed', async () => {
    const { actor, performed } = startActions((action) => action === 'fund');
    actor.send({ type: 'action.request', action: 'fund' });
    await idle(actor);
    expect(actor.getSnapshot().context.error).toBe(texts.alerts.actionFailed(actionLabels.fund));

    actor.send({ type: 'action.request', action: 'release' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'action.confirm' });
    await idle(actor);
    expect(performed).toEqual(['fund', 'release']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores confirm and cancel when nothing was requested', () => {
    const { actor, performed } = startActions();
    actor.send({ type: 'action.confirm' });
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(performed).toEqual([]);
  });
});

const file = (name: string, size = 1000) => ({ name, size, type: '' }) as DeliveryFile;

/** Waits until the action is done with (idle again) or its dialog is back for another try. */
async function settled(actor: ActionActor) {
  return waitFor(actor, (snapshot) => !snapshot.matches('performing'));
}

describe.each(['request-changes', 'dispute'] as const)('project action machine: %s needs a note', (action) => {
  it('refuses to send without a note, with the contract text, and stays in the dialog', () => {
    const { actor, performed } = startActions();
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'details.change', details: { note: '   ' } });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe(projectErrors.noteRequired);
    expect(performed).toEqual([]);
  });

  it('refuses a note longer than the limit', () => {
    const { actor } = startActions();
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'details.change', details: { note: 'x'.repeat(NOTE_MAX_LENGTH + 1) } });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().context.error).toBe(projectErrors.noteTooLong);
  });

  it('sends the trimmed note, then forgets it', async () => {
    const { actor, inputs } = startActions();
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'details.change', details: { note: '  The wiring diagram is missing. ' } });
    actor.send({ type: 'action.confirm' });
    await idle(actor);
    expect(inputs[0]?.details.note).toBe('The wiring diagram is missing.');
    expect(actor.getSnapshot().context).toMatchObject(cleared);
  });

  it("keeps the dialog and the note on failure, with the server's explanation when it gives one", async () => {
    const { actor } = startActions(() => new ApiError(projectErrors.notNow, 409));
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'details.change', details: { note: 'Late.' } });
    actor.send({ type: 'action.confirm' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ error: projectErrors.notNow, details: { note: 'Late.' } });
  });

  it("says SPEC 8's text when the server fails without explaining", async () => {
    const { actor } = startActions(() => new ApiError('Internal error', 500));
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'details.change', details: { note: 'Late.' } });
    actor.send({ type: 'action.confirm' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe(texts.alerts.actionFailed(actionLabels[action]));
  });
});

describe('project action machine: the delivery', () => {
  function chooseAndConfirm(files: DeliveryFile[], more: { note?: string; link?: string } = {}) {
    const started = startActions();
    started.actor.send({ type: 'action.request', action: 'complete' });
    started.actor.send({ type: 'details.change', details: { files, ...more } });
    return started;
  }

  it('sends the files, note and link, reporting the upload as it goes', async () => {
    const files = [file('report.pdf'), file('source.ZIP'), file('photo.jpeg')];
    const { actor, inputs } = chooseAndConfirm(files, { note: ' Done ', link: 'https://github.com/x/y' });
    const seen: (number | null)[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.progress));
    actor.send({ type: 'action.confirm' });
    await idle(actor);
    expect(inputs[0]?.details).toEqual({ files, note: 'Done', link: 'https://github.com/x/y' });
    expect(seen).toContain(0.5);
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('needs no note, link or file', async () => {
    const { actor, performed } = chooseAndConfirm([]);
    actor.send({ type: 'action.confirm' });
    await idle(actor);
    expect(performed).toEqual(['complete']);
  });

  it('names a file that is too large as soon as it is chosen, and sends nothing', () => {
    const { actor, performed } = chooseAndConfirm([file('ok.pdf'), file('huge.zip', DELIVERY_MAX_FILE_BYTES + 1)]);
    expect(actor.getSnapshot().context.error).toMatch(/^“huge\.zip” is larger than 5 MB\./);
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(performed).toEqual([]);
  });

  it('accepts a file of exactly 5 MB', () => {
    const { actor } = chooseAndConfirm([file('edge.png', DELIVERY_MAX_FILE_BYTES)]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a file of another kind, and more files than allowed', () => {
    const { actor } = chooseAndConfirm([file('setup.exe')]);
    expect(actor.getSnapshot().context.error).toBe(`“setup.exe” cannot be delivered. ${projectErrors.fileNotAllowed}`);
    const tooMany = Array.from({ length: DELIVERY_MAX_FILES + 1 }, (_, index) => file(`part-${index}.pdf`));
    actor.send({ type: 'details.change', details: { files: tooMany } });
    expect(actor.getSnapshot().context.error).toBe(projectErrors.tooManyFiles);
    actor.send({ type: 'details.change', details: { files: [file('fine.webp')] } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a link that is not https', () => {
    const { actor, performed } = chooseAndConfirm([], { link: 'http://example.com/work' });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().context.error).toBe(projectErrors.linkInvalid);
    expect(performed).toEqual([]);
  });

  it('keeps the chosen files when the upload fails, so it can be sent again', async () => {
    const files = [file('report.pdf')];
    let fail = true;
    const started = startActions(() => fail);
    started.actor.send({ type: 'action.request', action: 'complete' });
    started.actor.send({ type: 'details.change', details: { files } });
    started.actor.send({ type: 'action.confirm' });
    await settled(started.actor);
    expect(started.actor.getSnapshot().value).toBe('confirming');
    expect(started.actor.getSnapshot().context).toMatchObject({
      error: texts.alerts.actionFailed(actionLabels.complete),
      details: { files },
      progress: null,
    });
    fail = false;
    started.actor.send({ type: 'action.confirm' });
    await idle(started.actor);
    expect(started.performed).toEqual(['complete', 'complete']);
  });
});
