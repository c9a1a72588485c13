// firestore.rules for users/{uid}: the profile (SPEC 3, 5, 6, 7).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_GRAMS_FIELD, searchGramsOf, userSearchTexts } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import {
  ADDRESS_MIN,
  FULL_NAME_MIN,
  checkAddress,
  checkFullName,
  checkPhone,
} from '@marketplace/shared/profile/profile-rules';
import { siteLanguages } from '@marketplace/shared/navigation/site-language';
import { newProfileDocument } from '@marketplace/shared/session/profile';
import { asPerson, asVisitor, people, seed, useRulesEnv, type Person } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

// No cast seeded: these tests create profiles, and one already there would change what creating does.
const env = useRulesEnv();

const profileOf = (db: Firestore, person: Person) => at(db, paths.user(person.uid));

/** What signup writes, built by the same shared function the app uses. */
const signupProfile = (person: Person, role: 'student' | 'seller' | 'admin') =>
  newProfileDocument({ uid: person.uid, email: String(person.token.email) }, role);

const seedProfile = (person: Person, role: 'student' | 'seller' | 'admin', extra: DocumentData = {}) =>
  seed(env, paths.user(person.uid), { ...signupProfile(person, role), ...extra });

/** `person` creating the profile at `owner`'s path (their own unless said) with `profile`. */
const create = (person: Person, profile: DocumentData, owner: Person = person) =>
  profileOf(asPerson(env, person), owner).set(profile);

// Signup's profile is written by POST /api/profile, which counts sign-ups per client address (decision 032) and checks
// the role and the admin claim (tests/api/posting.test.ts): a browser writes none, not even its own.
describe('creating a profile from the browser', () => {
  it.each(['student', 'seller'] as const)(
    'is refused, even a person’s own %s profile as the API writes it',
    async (role) => {
      await assertFails(create(people.alice, signupProfile(people.alice, role)));
    },
  );

  it('is refused for an unverified person, an admin and a visitor alike', async () => {
    await assertFails(create(people.unverifiedCarol, signupProfile(people.unverifiedCarol, 'student')));
    await assertFails(create(people.admin, signupProfile(people.admin, 'admin')));
    await assertFails(at(asVisitor(env), paths.user('alice')).set(signupProfile(people.alice, 'student')));
  });
});

describe('reading profiles', () => {
  beforeEach(async () => {
    await seedProfile(people.alice, 'student', { address: '12 Long Street, Bhopal' });
    await seedProfile(people.bob, 'seller');
  });

  it('lets a person read their own profile', async () => {
    const db = asPerson(env, people.alice);
    const snapshot = await assertSucceeds(profileOf(db, people.alice).read());
    expect(snapshot.data()?.role).toBe('student');
  });

  it('lets a person read their own profile before verifying their email (the app decides what to show)', async () => {
    await seedProfile(people.unverifiedCarol, 'student');
    const db = asPerson(env, people.unverifiedCarol);
    await assertSucceeds(profileOf(db, people.unverifiedCarol).read());
  });

  it("refuses reading another person's profile (it holds their address)", async () => {
    const db = asPerson(env, people.bob);
    await assertFails(profileOf(db, people.alice).read());
  });

  it('refuses listing all profiles to a non-admin', async () => {
    const db = asPerson(env, people.alice);
    await assertFails(within(db, paths.users).list());
  });

  it('refuses a visitor who is not signed in', async () => {
    const db = asVisitor(env);
    await assertFails(at(db, paths.user('alice')).read());
  });

  it('lets an admin read any profile', async () => {
    const db = asPerson(env, people.admin);
    await assertSucceeds(profileOf(db, people.alice).read());
  });

  it('lets an admin list all profiles (Manage Users)', async () => {
    const db = asPerson(env, people.admin);
    const snapshot = await assertSucceeds(within(db, paths.users).list());
    expect(snapshot.size).toBe(2);
  });
});

describe('updating a profile', () => {
  beforeEach(async () => {
    await seedProfile(people.alice, 'student');
    await seedProfile(people.bob, 'seller');
    await seedProfile(people.unverifiedCarol, 'student');
    await seedProfile(people.admin, 'admin');
  });

  const update = (person: Person, data: DocumentData, target: Person = person) =>
    profileOf(asPerson(env, person), target).update(data);

  // Values the profile screen saves: shared's check accepts them and they are what it stores.
  describe.each([
    ['fullName', checkFullName, ['Al', 'Asha Rao', 'A'.repeat(FULL_NAME_MIN)]],
    ['phone', checkPhone, ['+12', '+919876543210', `+1${'2'.repeat(14)}`]],
    ['address', checkAddress, ['12 Long Street, Bhopal', 'x'.repeat(ADDRESS_MIN), 'Flat 4\nMG Road\nBhopal']],
  ] as const)('%s', (field, check, valid) => {
    it.each(valid)(`saves the valid value %j`, async (value) => {
      expect(check(value)).toEqual({ ok: true, value });
      await assertSucceeds(update(people.alice, { [field]: value }));
    });
  });

  // Values shared's check refuses: the rules must refuse them too, so a tampered client gains nothing.
  it.each([
    ['fullName', 'too short', checkFullName, 'A'.repeat(FULL_NAME_MIN - 1)],
    ['fullName', 'short once trimmed', checkFullName, ` ${'A'.repeat(FULL_NAME_MIN - 1)} `],
    ['fullName', 'empty', checkFullName, ''],
    ['fullName', 'only spaces', checkFullName, '     '],
    ['phone', 'with a space', checkPhone, '+91 9876543210'],
    ['phone', 'with a leading 0', checkPhone, '+0919876543210'],
    ['phone', 'with too many digits', checkPhone, `+1${'2'.repeat(15)}`],
    ['phone', 'with too few digits', checkPhone, '+9'],
    ['phone', 'without the plus', checkPhone, '919876543210'],
    ['phone', 'with letters', checkPhone, '+91987654321a'],
    ['phone', 'with a trailing newline', checkPhone, '+919876543210\n'],
    ['address', 'too short', checkAddress, 'x'.repeat(ADDRESS_MIN - 1)],
    ['address', 'short once trimmed', checkAddress, `  ${'x'.repeat(ADDRESS_MIN - 1)}  `],
  ] as const)('refuses %s %s', async (field, _why, check, value) => {
    expect(check(value).ok).toBe(false);
    await assertFails(update(people.alice, { [field]: value }));
  });

  // Shared trims before saving; a stored value with spaces around it means the client skipped that step.
  it.each([
    ['fullName', ' Asha Rao'],
    ['fullName', 'Asha Rao '],
    ['address', '  12 Long Street, Bhopal'],
    ['address', '12 Long Street, Bhopal\n'],
  ])('refuses an untrimmed %s %j', async (field, value) => {
    await assertFails(update(people.alice, { [field]: value }));
  });

  it('refuses a phone number that shared would accept only after trimming (phones are saved as typed)', async () => {
    expect(checkPhone(' +919876543210').ok).toBe(false);
    await assertFails(update(people.alice, { phone: ' +919876543210' }));
  });

  it.each([
    ['fullName', 42],
    ['phone', 919876543210],
    ['address', ['12 Long Street', 'Bhopal']],
    ['fullName', null],
  ])('refuses a %s that is not a string (%j)', async (field, value) => {
    await assertFails(update(people.alice, { [field]: value }));
  });

  it('saves several profile fields at once', async () => {
    await assertSucceeds(update(people.alice, { fullName: 'Asha Rao', phone: '+919876543210' }));
  });

  it('lets a field be changed again once it is set', async () => {
    await update(people.alice, { phone: '+919876543210' });
    await assertSucceeds(update(people.alice, { phone: '+14155550123' }));
  });

  it('refuses clearing a saved field', async () => {
    await seedProfile(people.alice, 'student', { fullName: 'Asha Rao' });
    await assertFails(update(people.alice, { fullName: deleteField() }));
  });

  it('still saves a valid field when another stored field predates these rules', async () => {
    // Data the seed app wrote is read unchanged (ARCHITECTURE), so an old value must not lock the profile.
    await seedProfile(people.alice, 'student', { fullName: ' untrimmed legacy ' });
    await assertSucceeds(update(people.alice, { phone: '+919876543210' }));
  });

  // Who someone is and what they may do: the server's (and signup's) to set, never the profile form's.
  const identityChanges: [string, string][] = [
    ['role', 'seller'],
    ['role', 'admin'],
    ['uid', 'bob'],
    ['email', 'new-address@example.com'],
  ];

  it.each([...identityChanges, ['displayName', 'Alice']])('refuses changing %s to %j', async (field, value) => {
    await assertFails(update(people.alice, { [field]: value }));
  });

  it.each(identityChanges)('refuses changing %s to %j even alongside a valid full name', async (field, value) => {
    await assertFails(update(people.alice, { fullName: 'Asha Rao', [field]: value }));
  });

  it('refuses removing the role', async () => {
    await assertFails(update(people.alice, { role: deleteField() }));
  });

  it("refuses an admin changing their own role or anyone else's from the browser", async () => {
    await assertFails(update(people.admin, { role: 'student' }));
    await assertFails(update(people.admin, { role: 'seller' }, people.alice));
  });

  it("refuses an admin editing another person's profile fields", async () => {
    await assertFails(update(people.admin, { fullName: 'Asha Rao' }, people.alice));
  });

  it('refuses an owner whose email is not verified', async () => {
    await assertFails(update(people.unverifiedCarol, { fullName: 'Carol Diaz' }));
  });

  it("refuses updating someone else's profile", async () => {
    await assertFails(update(people.bob, { fullName: 'Asha Rao' }, people.alice));
  });

  it('refuses replacing the whole profile with a new role (signing up again)', async () => {
    const db = asPerson(env, people.alice);
    await assertFails(profileOf(db, people.alice).set(signupProfile(people.alice, 'seller')));
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(at(asVisitor(env), paths.user('alice')).update({ fullName: 'Asha Rao' }));
  });

  // Decision 072: the language the person reads, which the server writes their mails and documents in.
  describe('language', () => {
    it.each(siteLanguages)('lets the person set their own to %j, and change it again', async (language) => {
      await assertSucceeds(update(people.alice, { language }));
      const other = siteLanguages.find((each) => each !== language)!;
      await assertSucceeds(update(people.alice, { language: other }));
    });

    it('lets a seller and an admin set their own, alongside a profile field', async () => {
      await assertSucceeds(update(people.bob, { language: 'hi', fullName: 'Bob Iyer' }));
      await assertSucceeds(update(people.admin, { language: 'hi' }));
    });

    it.each([['fr'], ['HI'], ['hi-IN'], [''], [null], [1], [['hi']], [{ code: 'hi' }]])(
      'refuses a language the product does not have (%j)',
      async (language) => {
        await assertFails(update(people.alice, { language }));
      },
    );

    it('refuses removing it once set', async () => {
      await update(people.alice, { language: 'hi' });
      await assertFails(update(people.alice, { language: deleteField() }));
    });

    it("refuses setting someone else's, an admin's included, a visitor's, and an unverified owner's", async () => {
      await assertFails(update(people.bob, { language: 'hi' }, people.alice));
      await assertFails(update(people.admin, { language: 'hi' }, people.alice));
      await assertFails(at(asVisitor(env), paths.user('alice')).update({ language: 'hi' }));
      await assertFails(update(people.unverifiedCarol, { language: 'hi' }));
    });

    it('refuses a role change smuggled in with it', async () => {
      await assertFails(update(people.alice, { language: 'hi', role: 'seller' }));
    });
  });
});

describe("the admin search's grams (kept by the server: functions/src/features/admin/search-grams.ts)", () => {
  const gramsOf = (profile: DocumentData) => searchGramsOf(userSearchTexts(profile));

  it('refuses a signup profile that brings its own grams', async () => {
    const db = asPerson(env, people.alice);
    const profile = signupProfile(people.alice, 'student');
    await assertFails(profileOf(db, people.alice).set({ ...profile, [SEARCH_GRAMS_FIELD]: gramsOf(profile) }));
  });

  it('refuses the owner writing or removing their grams, and lets them save profile fields beside them', async () => {
    const profile = { ...signupProfile(people.alice, 'student'), fullName: 'Asha Rao' };
    await seedProfile(people.alice, 'student', { fullName: 'Asha Rao', [SEARCH_GRAMS_FIELD]: gramsOf(profile) });
    const update = (data: DocumentData) => profileOf(asPerson(env, people.alice), people.alice).update(data);
    // Grams of another name would let a person hide from, or pose as someone else in, the admin's search.
    await assertFails(update({ [SEARCH_GRAMS_FIELD]: gramsOf({ ...profile, fullName: 'Demo Admin' }) }));
    await assertFails(
      update({ fullName: 'Asha Verma', [SEARCH_GRAMS_FIELD]: gramsOf({ ...profile, fullName: 'Asha Verma' }) }),
    );
    await assertFails(update({ [SEARCH_GRAMS_FIELD]: deleteField() }));
    await assertSucceeds(update({ fullName: 'Asha Verma', phone: '+919876543210' }));
  });

  it("refuses an admin writing anyone's grams from the browser", async () => {
    await seedProfile(people.alice, 'student', { [SEARCH_GRAMS_FIELD]: { a: true } });
    await assertFails(
      profileOf(asPerson(env, people.admin), people.alice).update({ [SEARCH_GRAMS_FIELD]: { b: true } }),
    );
  });
});

// Decision 031 and 033: what the server writes on a profile, and what a suspension stops.
describe('what the server writes on a profile', () => {
  it.each([
    ['a suspension', { suspension: { reason: 'x' } }],
    ['being a verified seller', { sellerVerified: true }],
  ])('is never written by its owner: %s', async (_what, patch) => {
    await seedProfile(people.alice, 'seller');
    await assertFails(profileOf(asPerson(env, people.alice), people.alice).update(patch));
  });

  it('refuses every profile change while its owner is suspended, and lets them read why', async () => {
    await seedProfile(people.alice, 'seller', { suspension: { reason: 'Spam listings.' } });
    const db = asPerson(env, people.alice);
    await assertFails(profileOf(db, people.alice).update({ fullName: 'Alice Example' }));
    const snapshot = await assertSucceeds(profileOf(db, people.alice).read());
    expect(snapshot.data()?.suspension).toEqual({ reason: 'Spam listings.' });
  });
});

describe('deleting a profile', () => {
  beforeEach(async () => {
    await seedProfile(people.alice, 'student');
  });

  it('refuses the owner (the server API deletes users)', async () => {
    await assertFails(profileOf(asPerson(env, people.alice), people.alice).remove());
  });

  it('refuses an admin from the browser', async () => {
    await assertFails(profileOf(asPerson(env, people.admin), people.alice).remove());
  });

  it('refuses a visitor', async () => {
    await assertFails(at(asVisitor(env), paths.user('alice')).remove());
  });
});
