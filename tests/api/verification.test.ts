// Verified sellers (decision 033): a seller's first payout waits, with the reason, until their PAN (the name the tax
// department has on it) and the very account it goes to (the name the bank or UPI app has on it) match their
// profile's name, checked through the Verification port (here the simulated provider, told to fail by the data
// typed); once verified, the payouts that waited are sent. A changed account is checked again before the next one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import {
  accountNameMismatch,
  panNameMismatch,
  verificationFailed,
  verificationTexts,
  whatToChange,
} from '@marketplace/shared/verification/seller-verification';
import { mailId } from '@marketplace/shared/notifications/email';
import {
  SIMULATED_OTHER_ACCOUNT_NAME,
  SIMULATED_OTHER_PAN_NAME,
} from '../../functions/src/adapters/simulated-verification.ts';
import type { SimulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { useApiSuite } from './support/api-suite.ts';
import { eventually, type Backend } from './support/emulators.ts';
import { call, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { aRelease, saveUpiDetails, writeReleasedPayout } from './support/payouts.ts';
import { useSubscribers } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, seller: Person, student: Person;
useApiSuite({ serve: startPaymentsApi, people: ['seller', 'student'] }, (suite) => {
  ({ backend, api } = suite);
  [seller, student] = suite.people;
});
useSubscribers(() => backend, { handlePayoutEvent: triggers.handlePayoutEvent });

let stopDelivery: () => Promise<void>;
beforeEach(async () => {
  await backend.db.doc(paths.user(seller.uid)).update({ fullName: 'Sally Seller' });
  const { verifySeller, reverifyAccount, resendVerifiedPayouts, sendPayout, keepPublicProfile, notifyPayout } =
    triggers;
  const delivery = deliverFirestore(
    backend.db,
    { verifySeller, reverifyAccount, resendVerifiedPayouts, sendPayout, keepPublicProfile, notifyPayout },
    backend,
  );
  stopDelivery = delivery;
  await delivery.listening;
});
afterEach(async () => {
  await stopDelivery();
  await (backend.payouts as SimulatedPayouts).idle();
});

const submitPan = (pan: string, as: Person = seller) =>
  call(api, 'PUT', '/payouts/verification', { as, body: { pan } });
const read = async (path: string) => (await backend.db.doc(path).get()).data();
const verification = (done: (data: Record<string, unknown> | undefined) => boolean) =>
  eventually(() => read(paths.sellerVerification(seller.uid)), done);
const payout = (id: string, done: (data: Record<string, unknown> | undefined) => boolean) =>
  eventually(() => read(paths.payout(id)), done, 15_000);

describe("a seller's first payout", () => {
  it('waits for verification with the reason, fails once on a PAN in another name, then is verified and paid', async () => {
    await saveUpiDetails(api, seller);
    await writeReleasedPayout(backend, aRelease('first', seller));
    expect(await payout('first', (p) => p?.status === 'waiting-for-verification')).toMatchObject({
      failureReason: verificationTexts.waitingForPan,
      attempt: 0,
    });

    expect(await submitPan('abcpe 9999f')).toEqual({ status: 200, body: { status: 'checking' } });
    expect(await verification((v) => v?.status === 'failed')).toMatchObject({
      pan: 'ABCPE9999F',
      failureReason: panNameMismatch(SIMULATED_OTHER_PAN_NAME, 'Sally Seller'),
    });
    const failed = verificationFailed(panNameMismatch(SIMULATED_OTHER_PAN_NAME, 'Sally Seller'));
    // Through 'being verified' while the round is checked, to the reason it failed.
    expect(await payout('first', (p) => p?.failureReason === failed)).toMatchObject({
      status: 'waiting-for-verification',
      failureReason: verificationFailed(panNameMismatch(SIMULATED_OTHER_PAN_NAME, 'Sally Seller')),
      attempt: 0,
    });

    await submitPan('ABCPE1234F');
    expect(await verification((v) => v?.status === 'verified')).toMatchObject({
      round: 2,
      panName: 'SALLY SELLER',
      accountName: 'SALLY SELLER',
      failureReason: null,
    });
    expect(await payout('first', (p) => p?.status === 'processed')).toMatchObject({
      attempt: 1,
      sentAttempt: 1,
      failureReason: null,
      detailsHint: 'UPI •••@okaxis',
    });
    // The 'Verified' badge: on the profile, and on the public projection anyone reads.
    expect(await read(paths.user(seller.uid))).toMatchObject({ sellerVerified: true });
    await eventually(
      () => read(paths.publicProfile(seller.uid)),
      (person) => person?.verified === true,
    );
  });

  it('is held again when the seller changes where they are paid, until that account is verified too', async () => {
    await saveUpiDetails(api, seller);
    await submitPan('ABCPE1234F');
    await verification((v) => v?.status === 'verified');
    await saveUpiDetails(api, seller, 'other@okicici');
    expect(await verification((v) => v?.status === 'failed')).toMatchObject({
      round: 2,
      failureReason: accountNameMismatch(SIMULATED_OTHER_ACCOUNT_NAME, 'Sally Seller'),
    });
    await writeReleasedPayout(backend, aRelease('second', seller));
    expect(await payout('second', (p) => p?.status === 'waiting-for-verification')).toMatchObject({
      failureReason: verificationFailed(accountNameMismatch(SIMULATED_OTHER_ACCOUNT_NAME, 'Sally Seller')),
    });
    // The seller is told, by bell and by mail, that the payout is stuck and what to change.
    const key = 'payout-second-held-0-account-name';
    expect(await eventually(() => read(paths.notification(seller.uid, key)), Boolean)).toMatchObject({
      kind: 'payout-waiting-for-verification',
      text: expect.stringContaining(whatToChange['account-name']),
    });
    expect(await eventually(() => read(paths.mail(mailId(key, seller.uid))), Boolean)).toMatchObject({
      message: { subject: expect.stringContaining('Your payout is waiting') },
    });
    await saveUpiDetails(api, seller, 'sally@okaxis');
    await payout('second', (p) => p?.status === 'processed');
  });

  it('fails for a PAN nobody holds and for an account that does not exist', async () => {
    await saveUpiDetails(api, seller, 'invalid@okaxis');
    await submitPan('ABCPE0000F');
    expect(await verification((v) => v?.status === 'failed')).toMatchObject({
      failureReason: verificationTexts.panInvalid,
    });
    await submitPan('ABCPE1234F');
    expect(await verification((v) => v?.round === 2 && v.status === 'failed')).toMatchObject({
      failureReason: `${verificationTexts.accountInvalid}: Invalid VPA (simulated).`,
    });
  });
});

describe('PUT /api/payouts/verification', () => {
  it('refuses a student, a seller without a name or without payout details, and a PAN not of its format', async () => {
    expect(await submitPan('ABCPE1234F', student)).toEqual({
      status: 403,
      body: { error: verificationTexts.notSeller },
    });
    expect(await submitPan('ABCPE1234F')).toEqual({ status: 409, body: { error: verificationTexts.noDetails } });
    await saveUpiDetails(api, seller);
    await backend.db.doc(paths.user(seller.uid)).update({ fullName: ' ' });
    expect(await submitPan('ABCPE1234F')).toEqual({ status: 409, body: { error: verificationTexts.noName } });
    expect(await submitPan('ABC1234')).toEqual({ status: 400, body: { error: verificationTexts.panFormat } });
    expect(await read(paths.sellerVerification(seller.uid))).toBeUndefined();
  });
});
