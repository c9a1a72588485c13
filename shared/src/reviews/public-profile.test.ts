import { describe, expect, it } from 'vitest';
import { publicProfileOf, shownName } from './public-profile.ts';

describe('publicProfileOf', () => {
  it('copies the name, role and creation time, and never the email, phone or address', () => {
    const profile = { uid: 'u1', email: 'a@b.in', role: 'seller', fullName: ' Asha Rao ', phone: '9', address: 'x' };
    expect(publicProfileOf(profile, 1_000)).toEqual({
      name: 'Asha Rao',
      role: 'seller',
      since: 1_000,
      verified: false,
    });
  });

  it('says whether the server verified the seller (decision 033), and nothing of the verification itself', () => {
    expect(publicProfileOf({ role: 'seller', sellerVerified: true, suspension: { reason: 'x' } }, 1)).toEqual({
      name: '',
      role: 'seller',
      since: 1,
      verified: true,
    });
  });

  it('falls back to the display name, then to no name', () => {
    expect(publicProfileOf({ role: 'student', fullName: ' ', displayName: 'Ravi' }, 5)?.name).toBe('Ravi');
    expect(publicProfileOf({ role: 'student' }, 5)?.name).toBe('');
  });

  it('gives nothing for a profile without a valid role', () => {
    expect(publicProfileOf({ fullName: 'X' }, 5)).toBeNull();
    expect(publicProfileOf({ role: 'owner' }, 5)).toBeNull();
  });

  it('names a person without a name by their role', () => {
    expect(shownName({ name: '', role: 'seller' })).toBe('A seller');
    expect(shownName({ name: 'Asha', role: 'seller' })).toBe('Asha');
  });
});
