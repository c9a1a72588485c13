import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { texts } from '../texts.ts';
import { projectActionMachine } from './project-action.machine.ts';
import { actionLabels, type ProjectAction } from './project-actions.ts';

/** The detail modal's flow with a perform that records each call and fails when `fail` says so. */
function startActions(fail: (action: ProjectAction) => boolean = () => false) {
  const performed: ProjectAction[] = [];
  const actor = createActor(
    projectActionMachine.provide({
      actors: {
        perform: fromPromise<void, { action: ProjectAction }>(async ({ input }) => {
          performed.push(input.action);
          if (fail(input.action)) throw new Error('Missing or insufficient permissions.');
        }),
      },
    }),
  );
  actor.start();
  return { actor, performed };
}

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
    expect(actor.getSnapshot().context).toEqual({ action: null, error: null });
    expect(performed).toEqual([]);
  });

  it('performs the action once confirmed', async () => {
    const { actor, performed } = startActions();
    actor.send({ type: 'action.request', action });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('performing');
    await idle(actor);
    expect(performed).toEqual([action]);
    expect(actor.getSnapshot().context).toEqual({ action: null, error: null });
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
