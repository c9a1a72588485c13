import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { texts } from '../texts.ts';
import { profileMachine, type SaveFieldInput } from './profile.machine.ts';

type SaveInput = SaveFieldInput;
const uid = 'user-1';

/** A profile screen whose saveField records each write and succeeds unless `fail` says otherwise. */
function startProfile(fail: (input: SaveInput) => Error | undefined = () => undefined) {
  const saved: SaveInput[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: {
        saveField: fromPromise<void, SaveInput>(async ({ input }) => {
          saved.push(input);
          const error = fail(input);
          if (error) throw error;
        }),
      },
    }),
    { input: { uid } },
  );
  actor.start();
  return { actor, saved };
}

type Profile = ReturnType<typeof startProfile>['actor'];

const fieldsIdle = (actor: Profile) => waitFor(actor, (snapshot) => snapshot.matches({ fields: 'idle' }));
const banners = (actor: Profile) => {
  const { success, error } = actor.getSnapshot().context;
  return { success, error };
};

const fieldCases = [
  {
    field: 'fullName',
    invalid: ' a ',
    typed: '  Ana Rao  ',
    stored: 'Ana Rao',
    invalidText: texts.profile.invalidFullName,
    savedText: texts.profile.fullNameSaved,
    failedPrefix: texts.profile.fullNameSaveFailedPrefix,
  },
  {
    field: 'phone',
    invalid: '+91 98765 43210',
    typed: '+919876543210',
    stored: '+919876543210',
    invalidText: texts.profile.invalidPhone,
    savedText: texts.profile.phoneSaved,
    failedPrefix: texts.profile.phoneSaveFailedPrefix,
  },
] as const;

describe.each(fieldCases)('profile machine: saving $field', (c) => {
  it('rejects an invalid value with the red error text and writes nothing', () => {
    const { actor, saved } = startProfile();
    actor.send({ type: 'field.save', field: c.field, value: c.invalid });
    expect(actor.getSnapshot().matches({ fields: 'idle' })).toBe(true);
    expect(banners(actor)).toEqual({ success: null, error: c.invalidText });
    expect(saved).toEqual([]);
  });

  it('writes the valid value and shows the success text', async () => {
    const { actor, saved } = startProfile();
    actor.send({ type: 'field.save', field: c.field, value: c.typed });
    expect(actor.getSnapshot().matches({ fields: 'saving' })).toBe(true);
    await fieldsIdle(actor);
    expect(saved).toEqual([{ uid, field: c.field, value: c.stored }]);
    expect(banners(actor)).toEqual({ success: c.savedText, error: null });
  });

  it('shows the failure prefix and the error message when the write fails', async () => {
    const { actor, saved } = startProfile(() => new Error('Missing or insufficient permissions.'));
    actor.send({ type: 'field.save', field: c.field, value: c.typed });
    await fieldsIdle(actor);
    expect(saved).toHaveLength(1);
    expect(banners(actor)).toEqual({ success: null, error: `${c.failedPrefix}Missing or insufficient permissions.` });
  });

  it('clears the success banner on a new save attempt that turns out invalid', async () => {
    const { actor } = startProfile();
    actor.send({ type: 'field.save', field: c.field, value: c.typed });
    await fieldsIdle(actor);
    actor.send({ type: 'field.save', field: c.field, value: c.invalid });
    expect(banners(actor)).toEqual({ success: null, error: c.invalidText });
  });

  it('clears the error banner on a new save attempt', async () => {
    const { actor } = startProfile();
    actor.send({ type: 'field.save', field: c.field, value: c.invalid });
    actor.send({ type: 'field.save', field: c.field, value: c.typed });
    expect(banners(actor)).toEqual({ success: null, error: null });
    await fieldsIdle(actor);
    expect(banners(actor)).toEqual({ success: c.savedText, error: null });
  });
});

describe('profile machine: the banners across fields (SPEC 8)', () => {
  it("replaces one field's success with another field's error", async () => {
    const { actor } = startProfile();
    actor.send({ type: 'field.save', field: 'fullName', value: 'Ana Rao' });
    await fieldsIdle(actor);
    actor.send({ type: 'field.save', field: 'phone', value: '12345' });
    expect(banners(actor)).toEqual({ success: null, error: texts.profile.invalidPhone });
  });

  it("names the field that failed, not another one's", async () => {
    const { actor } = startProfile((input) => (input.field === 'phone' ? new Error('offline') : undefined));
    actor.send({ type: 'field.save', field: 'fullName', value: 'Ana Rao' });
    await fieldsIdle(actor);
    actor.send({ type: 'field.save', field: 'phone', value: '+919876543210' });
    await fieldsIdle(actor);
    expect(banners(actor)).toEqual({ success: null, error: `${texts.profile.phoneSaveFailedPrefix}offline` });
  });

  it('clears a field success when an address save is attempted', async () => {
    const { actor } = startProfile();
    actor.send({ type: 'field.save', field: 'fullName', value: 'Ana Rao' });
    await fieldsIdle(actor);
    actor.send({ type: 'address.edit', current: '' });
    actor.send({ type: 'address.change', value: 'short' });
    actor.send({ type: 'address.save' });
    expect(banners(actor)).toEqual({ success: null, error: texts.profile.invalidAddress });
  });
});

describe('profile machine: the address editor (SPEC 4, 5)', () => {
  const current = '12 MG Road, Pune 411001';

  function editing(fail?: (input: SaveInput) => Error | undefined) {
    const profile = startProfile(fail);
    profile.actor.send({ type: 'address.edit', current });
    return profile;
  }

  const addressSettled = (actor: Profile) => waitFor(actor, (snapshot) => !snapshot.matches({ address: 'saving' }));

  it('starts in view mode', () => {
    expect(startProfile().actor.getSnapshot().matches({ address: 'view' })).toBe(true);
  });

  it('opens the editor with the current address as the draft', () => {
    const { actor } = editing();
    expect(actor.getSnapshot().matches({ address: 'edit' })).toBe(true);
    expect(actor.getSnapshot().context.addressDraft).toBe(current);
  });

  it('opens the editor empty when there is no address yet', () => {
    const { actor } = startProfile();
    actor.send({ type: 'address.edit', current: '' });
    expect(actor.getSnapshot().context.addressDraft).toBe('');
  });

  it('goes back to view mode on Cancel without writing', () => {
    const { actor, saved } = editing();
    actor.send({ type: 'address.change', value: '99 Another Street, Delhi' });
    actor.send({ type: 'address.cancel' });
    expect(actor.getSnapshot().matches({ address: 'view' })).toBe(true);
    expect(saved).toEqual([]);
  });

  it('starts from the current address again after a Cancel', () => {
    const { actor } = editing();
    actor.send({ type: 'address.change', value: 'abandoned draft text' });
    actor.send({ type: 'address.cancel' });
    actor.send({ type: 'address.edit', current });
    expect(actor.getSnapshot().context.addressDraft).toBe(current);
  });

  it('stays in the editor with the error text when the address is too short', () => {
    const { actor, saved } = editing();
    actor.send({ type: 'address.change', value: '  123456789  ' });
    actor.send({ type: 'address.save' });
    expect(actor.getSnapshot().matches({ address: 'edit' })).toBe(true);
    expect(actor.getSnapshot().context.addressDraft).toBe('  123456789  ');
    expect(banners(actor)).toEqual({ success: null, error: texts.profile.invalidAddress });
    expect(saved).toEqual([]);
  });

  it('writes the trimmed address, then returns to view mode with the success text', async () => {
    const { actor, saved } = editing();
    actor.send({ type: 'address.change', value: '  1234567890  ' });
    actor.send({ type: 'address.save' });
    expect(actor.getSnapshot().matches({ address: 'saving' })).toBe(true);
    await addressSettled(actor);
    expect(actor.getSnapshot().matches({ address: 'view' })).toBe(true);
    expect(saved).toEqual([{ uid, field: 'address', value: '1234567890' }]);
    expect(banners(actor)).toEqual({ success: texts.profile.addressSaved, error: null });
  });

  it('clears an earlier error when a valid address is saved', async () => {
    const { actor } = editing();
    actor.send({ type: 'address.change', value: 'short' });
    actor.send({ type: 'address.save' });
    actor.send({ type: 'address.change', value: '12 MG Road, Pune 411001' });
    actor.send({ type: 'address.save' });
    expect(banners(actor)).toEqual({ success: null, error: null });
    await addressSettled(actor);
    expect(banners(actor)).toEqual({ success: texts.profile.addressSaved, error: null });
  });

  it('returns to the editor with the failure text, keeping the draft, when the write fails', async () => {
    const { actor, saved } = editing(() => new Error('Missing or insufficient permissions.'));
    actor.send({ type: 'address.change', value: '7 Park Street, Kolkata 700016' });
    actor.send({ type: 'address.save' });
    await addressSettled(actor);
    expect(actor.getSnapshot().matches({ address: 'edit' })).toBe(true);
    expect(actor.getSnapshot().context.addressDraft).toBe('7 Park Street, Kolkata 700016');
    expect(saved).toHaveLength(1);
    expect(banners(actor)).toEqual({
      success: null,
      error: `${texts.profile.addressSaveFailedPrefix}Missing or insufficient permissions.`,
    });
  });

  it('saves the unchanged current address', async () => {
    const { actor, saved } = editing();
    actor.send({ type: 'address.save' });
    await addressSettled(actor);
    expect(saved).toEqual([{ uid, field: 'address', value: current }]);
  });
});
