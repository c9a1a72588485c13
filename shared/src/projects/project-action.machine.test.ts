import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { texts } from '../texts.ts';
import { projectActionMachine, type PerformInput } from './project-action.machine.ts';
import { ProjectGoneError, actionLabels, type Actor, type ProjectAction } from './project-actions.ts';

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

const cleared = { action: null, error: null, notice: null };

type ActionActor = ReturnType<typeof startActions>['actor'];
const idle = (actor: ActionActor) => waitFor(actor, (snapshot) => snapshot.matches('idle'));

describe.each(['take', 'complete', 'release'] as const)('project action machine: %s', (action) => {
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
    expect(inputs).toEqual([{ action, projectId: 'project-1', actor: seller }]);
    expect(actor.getSnapshot().context).toMatchObject(cleared);
  });

  it('reports a failure with the SPEC 8 alert naming the action', async () => {
    const { actor, performed } = startActions(() => true);
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'action.confirm' });
    await idle(actor);
    expect(performed).toEqual([action]);
    expect(actor.getSnapshot().context.error).toBe(texts.alerts.actionFailed(actionLabels[action]));
  });
});

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
