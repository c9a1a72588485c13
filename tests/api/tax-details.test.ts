// A seller's tax details through PUT /api/payouts/tax-details (decision 039): the PAN is the one verification keeps
// (decision 033: one place for a PAN); a GSTIN is checked by GSTN's published format and check character, must be
// issued on that PAN, and is kept privately; refused input changes nothing; documents issued afterwards name it.
import { describe, expect, it } from 'vitest';
import { taxDetailsTexts } from '@marketplace/shared/documents/tax-details';
import { paths } from '@marketplace/shared/paths';
import { verificationTexts } from '@marketplace/shared/verification/seller-verification';
import { sellerOnRecord } from '../../functions/src/features/documents/document-parties.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { call, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { verifiedFor } from './support/payouts.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller] = suite.people;
});

/** Issued on verifiedFor's PAN (ABCPE1234F) in Maharashtra (27), with its right check character. */
const GSTIN = '27ABCPE1234F1ZB';
const registration = {
  gstin: ' 27abcpe1234f1zb ',
  legalName: 'Sally Rao Designs',
  address: '12 MG Road, Pune, Maharashtra',
};

const save = (body: unknown, as?: Person) => call(api, 'PUT', '/payouts/tax-details', { as, body });
const stored = async () => {
  const data = (await backend.db.doc(paths.taxDetails(seller.uid)).get()).data();
  if (!data) return undefined;
  const { updatedAt: _updatedAt, ...details } = data;
  return details;
};

describe('PUT /api/payouts/tax-details', () => {
  it("keeps a GSTIN issued on the seller's verified PAN, and the documents after it name it with that PAN", async () => {
    await verifiedFor(backend, seller);
    const details = { gstin: GSTIN, legalName: 'Sally Rao Designs', address: '12 MG Road, Pune, Maharashtra' };
    expect(await save({ registration }, seller)).toEqual({ status: 200, body: details });
    expect(await stored()).toEqual(details);
    const { party, tax } = await sellerOnRecord(backend.db, seller.uid);
    expect(tax).toEqual({ ...details, pan: 'ABCPE1234F' });
    expect(party).toMatchObject({ name: 'Sally Rao Designs', gstin: GSTIN, pan: 'ABCPE1234F', stateCode: '27' });
  });

  it('keeps "not registered" as no GSTIN, without asking for a PAN first', async () => {
    expect(await save({ registration: null }, seller)).toEqual({
      status: 200,
      body: { gstin: null, legalName: null, address: null },
    });
    expect(await stored()).toEqual({ gstin: null, legalName: null, address: null });
  });

  it.each([
    ['a GSTIN whose check character is wrong', { ...registration, gstin: '27ABCPE1234F1ZC' }, taxDetailsTexts.gstin],
    ['a GSTIN of no state', { ...registration, gstin: '99ABCPE1234F1Z7' }, taxDetailsTexts.gstin],
    ['a GSTIN too short', { ...registration, gstin: '27ABCPE1234F1Z' }, taxDetailsTexts.gstin],
    ['a legal name of one letter', { ...registration, legalName: 'S' }, taxDetailsTexts.legalName],
    ['an address too short to be one', { ...registration, address: 'Pune' }, taxDetailsTexts.address],
    // 23AAPFU0939F1Z3 is well formed, but issued on another PAN than the one the seller verified.
    [
      "a GSTIN on another PAN than the seller's",
      { ...registration, gstin: '23AAPFU0939F1Z3' },
      taxDetailsTexts.notYourPan,
    ],
  ])('refuses %s with its message and keeps nothing', async (_case, body, message) => {
    await verifiedFor(backend, seller);
    const answer = await save({ registration: body }, seller);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await stored()).toBeUndefined();
  });

  it('asks for the PAN first: a GSTIN is issued on one, and verification keeps it', async () => {
    expect(await save({ registration }, seller)).toMatchObject({
      status: 409,
      body: { error: taxDetailsTexts.panFirst },
    });
    expect(await stored()).toBeUndefined();
  });

  it('does not take a PAN the tax department did not find', async () => {
    await verifiedFor(backend, seller);
    await backend.db
      .doc(paths.sellerVerification(seller.uid))
      .update({ status: 'failed', failureReason: verificationTexts.panInvalid });
    expect(await save({ registration }, seller)).toMatchObject({
      status: 409,
      body: { error: taxDetailsTexts.panFirst },
    });
  });

  it('is for sellers, signed in', async () => {
    expect(await save({ registration: null }, student)).toMatchObject({
      status: 403,
      body: { error: taxDetailsTexts.notSeller },
    });
    expect((await save({ registration: null })).status).toBe(401);
    expect(await stored()).toBeUndefined();
  });
});
