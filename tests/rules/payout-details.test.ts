// firestore.rules for a seller's private money records: their payout details and their tax details (a
// GSTIN beside the PAN verification keeps, decision 039). Only the API writes them; the seller and admins read them,
// nobody else, whoever asks and however.
import { assertFails } from '@firebase/rules-unit-testing';
import { type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { assignedSeller, otherSeller, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { asPerson, seed, storedData } from './support/rules-test-env.ts';
import { at } from './support/documents.ts';

const env = useMarketplaceRules();

const records = [
  {
    name: 'payout details',
    path: paths.payoutDetails,
    data: { method: 'upi', upiId: 'sally@okaxis' },
    others: { method: 'upi', upiId: 'sam@ybl' },
    change: { upiId: 'thief@ybl' },
  },
  {
    name: 'tax details',
    path: paths.taxDetails,
    data: { gstin: '27ABCPE1234F1ZB', legalName: 'Sally Rao Designs', address: '12 MG Road, Pune, Maharashtra' },
    others: { gstin: null, legalName: null, address: null },
    change: { gstin: '23AAPFU0939F1Z3' },
  },
];

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                visitor student other-student assigned-seller other-seller admin
  read the seller's record      N       N       N             Y               N            Y
  write a record of their own   N       N       N             N               N            N
  change the seller's record    N       N       N             N               N            N
  delete the seller's record    N       N       N             N               N            N
`;

for (const record of records) {
  const sellers = (db: Firestore, uid = assignedSeller.uid) => at(db, record.path(uid));
  /** The seller's record, as the API saved it. */
  const seedRecord = () => seed(env, record.path(assignedSeller.uid), record.data);

  const operations = {
    "read the seller's record": (db: Firestore) => sellers(db).read(),
    'write a record of their own': (db: Firestore, caller: Caller) => sellers(db, uidOf(caller)).set(record.others),
    "change the seller's record": (db: Firestore) => sellers(db).update(record.change),
    "delete the seller's record": (db: Firestore) => sellers(db).remove(),
  } satisfies Record<string, Attempt>;

  describeMatrix(`the ${record.name} matrix`, env, { operations, grid, seed: seedRecord });

  describe(record.name, () => {
    it('are not read by a seller whose email is not verified, even their own', async () => {
      await seedRecord();
      const unverified = { uid: assignedSeller.uid, token: { ...assignedSeller.token, email_verified: false } };
      await assertFails(sellers(asPerson(env, unverified)).read());
    });

    it('are not read by another seller, whose own they could read (so the refusal is about whose)', async () => {
      await seedRecord();
      await seed(env, record.path(otherSeller.uid), record.others);
      const db = asPerson(env, otherSeller);
      expect((await sellers(db, otherSeller.uid).read()).data()).toEqual(record.others);
      await assertFails(sellers(db).read());
      expect(await storedData(env, record.path(assignedSeller.uid))).toEqual(record.data);
    });
  });
}
