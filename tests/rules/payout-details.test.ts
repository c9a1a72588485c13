// firestore.rules for a seller's payout details (issue 21): only the API writes them; the seller and admins read
// them, nobody else, whoever asks and however.
import { assertFails } from '@firebase/rules-unit-testing';
import { type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { assignedSeller, otherSeller, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { asPerson, seed, storedData } from './support/rules-test-env.ts';
import { at } from './support/documents.ts';

const env = useMarketplaceRules();

const details = { method: 'upi', upiId: 'sally@okaxis' };
const sellersDetails = (db: Firestore, uid = assignedSeller.uid) => at(db, paths.payoutDetails(uid));

/** The seller's details, as the API saved them. */
const seedDetails = () => seed(env, paths.payoutDetails(assignedSeller.uid), details);

const operations = {
  "read the seller's details": (db: Firestore) => sellersDetails(db).read(),
  'write details of their own': (db: Firestore, caller: Caller) =>
    sellersDetails(db, uidOf(caller)).set({ method: 'upi', upiId: 'someone@ybl' }),
  "change the seller's details": (db: Firestore) => sellersDetails(db).update({ upiId: 'thief@ybl' }),
  "delete the seller's details": (db: Firestore) => sellersDetails(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                visitor student other-student assigned-seller other-seller admin
  read the seller's details     N       N       N             Y               N            Y
  write details of their own    N       N       N             N               N            N
  change the seller's details   N       N       N             N               N            N
  delete the seller's details   N       N       N             N               N            N
`;

describeMatrix('the payout details matrix', env, { operations, grid, seed: seedDetails });

describe('payout details', () => {
  it('are not read by a seller whose email is not verified, even their own', async () => {
    await seedDetails();
    const unverified = { uid: assignedSeller.uid, token: { ...assignedSeller.token, email_verified: false } };
    await assertFails(sellersDetails(asPerson(env, unverified)).read());
  });

  it('are not read by another seller, whose own details they could read (so the refusal is about whose)', async () => {
    await seedDetails();
    await seed(env, paths.payoutDetails(otherSeller.uid), { method: 'upi', upiId: 'sam@ybl' });
    const db = asPerson(env, otherSeller);
    expect((await sellersDetails(db, otherSeller.uid).read()).data()).toEqual({ method: 'upi', upiId: 'sam@ybl' });
    await assertFails(sellersDetails(db).read());
    expect(await storedData(env, paths.payoutDetails(assignedSeller.uid))).toEqual(details);
  });
});
