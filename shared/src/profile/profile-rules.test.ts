import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { checkAddress, checkFullName, checkPhone, profileFieldRules } from './profile-rules.ts';

const invalidFullName = { ok: false, error: texts.profile.invalidFullName };
const invalidPhone = { ok: false, error: texts.profile.invalidPhone };
const invalidAddress = { ok: false, error: texts.profile.invalidAddress };

// The two free-text fields: refused below a trimmed length, saved trimmed.
describe.each([
  {
    field: 'full name',
    check: checkFullName,
    invalid: invalidFullName,
    least: 2,
    tooShort: [' a ', 'a', '   ', ''],
    trimmed: { ' ab ': 'ab', '  Ana Rao\n': 'Ana Rao' },
  },
  {
    field: 'address',
    check: checkAddress,
    invalid: invalidAddress,
    least: 10,
    tooShort: ['  123456789  ', ''],
    trimmed: { '  1234567890  ': '1234567890', '\n12 MG Road,\nPune 411001\n': '12 MG Road,\nPune 411001' },
  },
])('$field (SPEC 5)', ({ check, invalid, least, tooShort, trimmed }) => {
  it(`needs a trimmed length of at least ${least}`, () => {
    for (const value of tooShort) expect(check(value), value).toEqual(invalid);
  });

  it('saves the trimmed value', () => {
    for (const [value, saved] of Object.entries(trimmed))
      expect(check(value), value).toEqual({ ok: true, value: saved });
  });
});

describe('phone (SPEC 5)', () => {
  it.each([
    ['+919876543210', 'an Indian number'],
    ['+12', 'two digits, the fewest allowed'],
    ['+123456789012345', 'fifteen digits, the most allowed'],
  ])('accepts %s (%s) and saves it as typed', (phone) => {
    expect(checkPhone(phone)).toEqual({ ok: true, value: phone });
  });

  it.each([
    ['+0123', 'a leading zero'],
    ['+1', 'a single digit'],
    ['+1234567890123456', 'sixteen digits'],
    ['+91 98765 43210', 'spaces'],
    [' +919876543210', 'a leading space'],
    ['+919876543210 ', 'a trailing space'],
    ['919876543210', 'no plus sign'],
    ['+91-9876543210', 'a dash'],
    ['+', 'no digits'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (phone) => {
    expect(checkPhone(phone)).toEqual(invalidPhone);
  });
});

describe('profileFieldRules', () => {
  it('pairs each field with its check and its SPEC 8 texts', () => {
    expect(profileFieldRules.fullName).toEqual({
      check: checkFullName,
      saved: texts.profile.fullNameSaved,
      failedPrefix: texts.profile.fullNameSaveFailedPrefix,
    });
    expect(profileFieldRules.phone).toEqual({
      check: checkPhone,
      saved: texts.profile.phoneSaved,
      failedPrefix: texts.profile.phoneSaveFailedPrefix,
    });
    expect(profileFieldRules.address).toEqual({
      check: checkAddress,
      saved: texts.profile.addressSaved,
      failedPrefix: texts.profile.addressSaveFailedPrefix,
    });
  });
});
