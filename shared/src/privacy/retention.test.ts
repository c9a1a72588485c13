import { describe, expect, it } from 'vitest';
import { pathFits, retentionOf, retentionTable, whatDeletionDoes } from './retention.ts';
import { disclosureAt } from './disclosure.ts';
import { FORMER_MEMBER, mentions, newPseudonym, pseudonymised, withoutPerson } from './pseudonym.ts';

const person = { uid: 'u-123', email: 'Asha@Example.test' };

describe('the retention table (decision 040)', () => {
  it('has one entry per pattern, and no path fits two', () => {
    const patterns = retentionTable.map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) {
      const concrete = pattern.replaceAll('*', 'x');
      expect(retentionTable.filter((entry) => pathFits(entry.path, concrete)).map((entry) => entry.path)).toEqual([
        pattern,
      ]);
    }
  });

  it('has a disclosure entry for each kind of record a deletion looks for the person in when it is someone else’s', () => {
    // The deletion reads there which of the person's fields such a record may show (erase-documents.ts).
    const others = retentionTable.filter((entry) => entry.ofOthers).map((entry) => entry.path);
    expect(others).toEqual(['users/*/notifications/*', 'mail/*']);
    for (const path of others) expect(disclosureAt(path)?.fields, path).toHaveProperty('displayName');
  });

  it('keeps the money records pseudonymised, the money documents among them (their recipient emptied)', () => {
    for (const path of [
      'ledgerEntries/e',
      'payouts/p',
      'refunds/r',
      'chargebacks/c',
      'storeOrders/o',
      'paymentOrders/o',
      'projects/p',
    ])
      expect(retentionOf(path)?.rule.kind).toBe('pseudonymise');
    expect(retentionOf('documents/d1')?.rule).toMatchObject({
      kind: 'pseudonymise',
      period: '8 years after the end of the financial year of the record',
      erase: { ownerId: ['recipient'] },
    });
  });

  it('deletes what is the person’s own: profile, payout details, PAN, notifications, messages', () => {
    for (const path of [
      'users/u',
      'users/u/private/payoutDetails',
      'users/u/private/verification',
      'users/u/private/taxDetails',
      'sellerTaxYears/u-2026-27',
      'users/u/notifications/n',
      'projects/p/messages/m',
      'projects/p/offers/s/messages/m',
      'projects/p/private/delivery',
    ])
      expect(retentionOf(path)?.rule.kind).toBe('delete');
  });

  it('deletes a seller’s own offer and keeps the offers on a paid project with it (decision 067: terms, not money)', () => {
    expect(retentionOf('projects/p/offers/s')?.rule).toMatchObject({
      kind: 'pseudonymise',
      period: '8 years after the end of the financial year of the record',
      deleteWhen: ['sellerId'],
    });
  });

  it('tells the page what goes and what stays, with why and how long', () => {
    const { goes, stays } = whatDeletionDoes();
    expect(goes).toContain('Chat messages you wrote');
    expect(stays).toContainEqual(
      expect.objectContaining({ what: 'Payouts', until: expect.stringContaining('8 years') }),
    );
  });
});

describe('a pseudonymised record', () => {
  it('names the pseudonym wherever it named the person (a ledger account, a read mark, a key), without their email', () => {
    const record = {
      sellerId: 'u-123',
      lines: [{ account: 'sellerDue:u-123', amountPaise: 700 }],
      readBy: ['u-123', 'u-9'],
      votes: { 'u-123': true },
      note: 'Mail asha@example.test for the file',
      amountPaise: 1000,
    };
    const kept = withoutPerson(record, person, 'former-abc');
    expect(kept).toEqual({
      sellerId: 'former-abc',
      lines: [{ account: 'sellerDue:former-abc', amountPaise: 700 }],
      readBy: ['former-abc', 'u-9'],
      votes: { 'former-abc': true },
      note: 'Mail  for the file',
      amountPaise: 1000,
    });
    expect(mentions(record, person)).toBe(true);
    expect(mentions(kept, person)).toBe(false);
  });

  it("names them as 'a former member' in a text someone else reads, capitalised where a sentence starts", () => {
    const note = { text: 'asha@example.test took “Robot”. Ask ASHA@EXAMPLE.TEST, or a friend of asha@example.test.' };
    expect(withoutPerson(note, person, 'former-abc', FORMER_MEMBER)).toEqual({
      text: 'A former member took “Robot”. Ask a former member, or a friend of a former member.',
    });
  });

  it("names what others were shown of them (their name) 'a former member' too, as whole words only", () => {
    const note = { text: 'Asha Rao took “Ashaji Raosaheb’s robot”. asha rao will start soon.' };
    expect(withoutPerson(note, person, 'former-abc', FORMER_MEMBER, ['Asha Rao', 'Asha'])).toEqual({
      text: 'A former member took “Ashaji Raosaheb’s robot”. A former member will start soon.',
    });
  });

  it('empties the fields its entry erases', () => {
    expect(
      pseudonymised({ studentId: 'u-123', description: 'Mine', title: 'Robot' }, person, 'former-x', ['description']),
    ).toEqual({
      studentId: 'former-x',
      description: '',
      title: 'Robot',
    });
  });

  it('is random and marked as one', () => {
    const pseudonym = newPseudonym(new Uint8Array(20).fill(7));
    expect(pseudonym).toMatch(/^former-[a-z0-9]{20}$/);
  });
});
