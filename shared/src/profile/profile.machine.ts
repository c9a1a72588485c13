// SPEC 5 'Profile': three independent saves, the banners, and the address editor
// (view -> edit -> saving -> view, or back to view on Cancel).
import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { errorMessage } from '../session/auth-errors.ts';
import { profileFieldRules, type ProfileField } from './profile-rules.ts';

export type ProfileEvent =
  | { type: 'field.save'; field: Exclude<ProfileField, 'address'>; value: string }
  | { type: 'address.edit'; current: string }
  | { type: 'address.change'; value: string }
  | { type: 'address.save' }
  | { type: 'address.cancel' };

export interface ProfileInput {
  /** Whose profile: the signed-in person's own (SPEC 6: each user edits only their own). */
  uid: string;
}

export interface ProfileContext extends ProfileInput {
  success: string | null;
  error: string | null;
  addressDraft: string;
  savingField: ProfileField | null;
}

export type SaveFieldInput = { uid: string; field: ProfileField; value: string };

const checkOf = (field: ProfileField, value: string) => profileFieldRules[field].check(value);

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    // Provided at the composition root: writes one field of the signed-in person's profile.
    saveField: notProvided<void, SaveFieldInput>('saveField'),
  },
  guards: {
    fieldValid: ({ event }) => event.type === 'field.save' && checkOf(event.field, event.value).ok,
    addressValid: ({ context }) => checkOf('address', context.addressDraft).ok,
  },
  actions: {
    // SPEC 8: each new save attempt clears both banners first.
    clearBanners: assign({ success: null, error: null }),
    rejectField: assign({
      error: ({ event }) => {
        if (event.type !== 'field.save') return null;
        const result = checkOf(event.field, event.value);
        return result.ok ? null : result.error;
      },
    }),
    rejectAddress: assign({
      error: ({ context }) => {
        const result = checkOf('address', context.addressDraft);
        return result.ok ? null : result.error;
      },
    }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ uid: input.uid, success: null, error: null, addressDraft: '', savingField: null }),
  type: 'parallel',
  states: {
    fields: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'field.save': [
              {
                guard: 'fieldValid',
                target: 'saving',
                actions: ['clearBanners', assign({ savingField: ({ event }) => event.field })],
              },
              { actions: ['clearBanners', 'rejectField'] },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveField',
            input: ({ context, event }) => {
              if (event.type !== 'field.save') throw new Error(`unexpected ${event.type}`);
              const result = checkOf(event.field, event.value);
              return { uid: context.uid, field: event.field, value: result.ok ? result.value : event.value };
            },
            onDone: {
              target: 'idle',
              actions: assign({
                success: ({ context }) => profileFieldRules[context.savingField!].saved,
                savingField: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ context, event }) =>
                  profileFieldRules[context.savingField!].failedPrefix + errorMessage(event.error),
                savingField: null,
              }),
            },
          },
        },
      },
    },
    address: {
      initial: 'view',
      states: {
        view: {
          on: { 'address.edit': { target: 'edit', actions: assign({ addressDraft: ({ event }) => event.current }) } },
        },
        edit: {
          on: {
            'address.change': { actions: assign({ addressDraft: ({ event }) => event.value }) },
            'address.cancel': { target: 'view' },
            'address.save': [
              { guard: 'addressValid', target: 'saving', actions: 'clearBanners' },
              { actions: ['clearBanners', 'rejectAddress'] },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveField',
            input: ({ context }) => {
              const result = checkOf('address', context.addressDraft);
              return {
                uid: context.uid,
                field: 'address' as const,
                value: result.ok ? result.value : context.addressDraft,
              };
            },
            onDone: { target: 'view', actions: assign({ success: profileFieldRules.address.saved }) },
            onError: {
              target: 'edit',
              actions: assign({
                error: ({ event }) => profileFieldRules.address.failedPrefix + errorMessage(event.error),
              }),
            },
          },
        },
      },
    },
  },
});
