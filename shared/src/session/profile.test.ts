import { describe, expect, it } from 'vitest';
import { languageOfProfile, mergeProfile, newProfileDocument, type AuthUser } from './profile.ts';

const user: AuthUser = { uid: 'auth-uid', email: 'auth@example.com', emailVerified: true };

describe('mergeProfile (SPEC 3)', () => {
  it('puts the authentication uid and email over the document', () => {
    const profile = mergeProfile(user, {
      uid: 'stale-uid',
      email: 'stale@example.com',
      role: 'seller',
      fullName: 'Ana Rao',
      phone: '+919876543210',
      address: '12 MG Road, Pune 411001',
      displayName: 'Ana',
    });
    expect(profile).toEqual({
      uid: 'auth-uid',
      email: 'auth@example.com',
      role: 'seller',
      fullName: 'Ana Rao',
      phone: '+919876543210',
      address: '12 MG Road, Pune 411001',
      displayName: 'Ana',
    });
  });

  it('fills uid and email for a document that lacks them', () => {
    expect(mergeProfile(user, { role: 'student' })).toEqual({
      uid: 'auth-uid',
      email: 'auth@example.com',
      role: 'student',
    });
  });

  it.each(['student', 'seller', 'admin'])('accepts the role %s', (role) => {
    expect(mergeProfile(user, { role })?.role).toBe(role);
  });

  it('rejects a document with a role outside student, seller and admin', () => {
    expect(mergeProfile(user, { role: 'superuser' })).toBeNull();
    expect(mergeProfile(user, { role: 'Admin' })).toBeNull();
  });

  it('rejects a document with no role', () => {
    expect(mergeProfile(user, { fullName: 'Ana Rao' })).toBeNull();
    expect(mergeProfile(user, {})).toBeNull();
  });

  it('rejects a document whose fields have the wrong type', () => {
    expect(mergeProfile(user, { role: 'student', phone: 919876543210 })).toBeNull();
  });
});

describe('newProfileDocument (SPEC 7)', () => {
  it('holds exactly uid, email and role', () => {
    expect(newProfileDocument(user, 'seller')).toStrictEqual({
      uid: 'auth-uid',
      email: 'auth@example.com',
      role: 'seller',
    });
  });

  it('is a profile that mergeProfile reads back', () => {
    expect(mergeProfile(user, newProfileDocument(user, 'admin'))).toEqual({
      uid: 'auth-uid',
      email: 'auth@example.com',
      role: 'admin',
    });
  });

  it('holds the language signed up in when given (decision 072), read back by mergeProfile', () => {
    expect(newProfileDocument(user, 'student', 'hi')).toStrictEqual({
      uid: 'auth-uid',
      email: 'auth@example.com',
      role: 'student',
      language: 'hi',
    });
    expect(mergeProfile(user, newProfileDocument(user, 'student', 'hi'))?.language).toBe('hi');
  });
});

describe('languageOfProfile (decision 072)', () => {
  it("is the profile's language, else English", () => {
    expect(languageOfProfile({ language: 'hi' })).toBe('hi');
    expect(languageOfProfile({ language: 'en' })).toBe('en');
    expect(languageOfProfile({ language: 'fr' })).toBe('en');
    expect(languageOfProfile({})).toBe('en');
    expect(languageOfProfile(undefined)).toBe('en');
  });

  it('drops an unknown stored language when the profile is read, rather than refusing the profile', () => {
    expect(mergeProfile(user, { role: 'student', language: 'fr' })).toEqual({
      uid: 'auth-uid',
      email: 'auth@example.com',
      role: 'student',
    });
  });
});
