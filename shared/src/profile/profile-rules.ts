// SPEC 5 profile rules. firestore.rules repeats the same limits; tests keep the two in step.
import { texts } from '../texts.ts';

export const FULL_NAME_MIN = 2;
export const ADDRESS_MIN = 10;
/** A plus sign, a non-zero digit, then 1 to 14 more digits, no spaces (2 to 15 digits in all). */
export const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;

export type FieldCheck = { ok: true; value: string } | { ok: false; error: string };

export function checkFullName(input: string): FieldCheck {
  const value = input.trim();
  return value.length >= FULL_NAME_MIN ? { ok: true, value } : { ok: false, error: texts.profile.invalidFullName };
}

/** Saved as typed: no trimming, so a stray space is an error rather than silently changed. */
export function checkPhone(input: string): FieldCheck {
  return PHONE_PATTERN.test(input) ? { ok: true, value: input } : { ok: false, error: texts.profile.invalidPhone };
}

export function checkAddress(input: string): FieldCheck {
  const value = input.trim();
  return value.length >= ADDRESS_MIN ? { ok: true, value } : { ok: false, error: texts.profile.invalidAddress };
}

export type ProfileField = 'fullName' | 'phone' | 'address';

export const profileFieldRules: Record<
  ProfileField,
  { check: (input: string) => FieldCheck; saved: string; failedPrefix: string }
> = {
  fullName: {
    check: checkFullName,
    saved: texts.profile.fullNameSaved,
    failedPrefix: texts.profile.fullNameSaveFailedPrefix,
  },
  phone: { check: checkPhone, saved: texts.profile.phoneSaved, failedPrefix: texts.profile.phoneSaveFailedPrefix },
  address: {
    check: checkAddress,
    saved: texts.profile.addressSaved,
    failedPrefix: texts.profile.addressSaveFailedPrefix,
  },
};
