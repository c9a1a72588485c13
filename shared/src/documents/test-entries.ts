// The documents' tests' records: ledger entries as the server stores them (ledger.ts's storedAt), documents issued.
import type { LedgerEntry } from '../ledger/ledger.ts';
import { paymentDocument } from './buyer-documents.ts';
import type { DocumentDraft, IssuedDocument, Party } from './document.ts';
import { sellerParty } from './parties.ts';
import { sampleTaxConfig } from './tax-config.ts';

export { storedAt as stored } from '../ledger/ledger.ts';

/** A draft as issued: numbered, stored, ready. */
export const issued = (draft: DocumentDraft, serial: string | null = null): IssuedDocument => ({
  ...draft,
  serial,
  ready: true,
  issuedAt: draft.at,
});

/** A GST-registered seller (an LLP in Maharashtra, state code 27). */
export const registeredSeller = sellerParty(
  { fullName: 'Ravi Kumar', email: 'seller@example.com' },
  {
    pan: 'AAPFU0939F',
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Ravi Builds LLP',
    address: '5 FC Road, Pune, Maharashtra',
  },
);

/** The buyer's document of a project's payment ('Line follower', by 'student'), under the sample configuration. */
export const lineFollowerPayment = (capture: LedgerEntry, buyer: Party, seller: Party | null) =>
  paymentDocument({
    entry: capture,
    ownerId: 'student',
    title: 'Line follower',
    supply: 'project',
    buyer,
    seller,
    config: sampleTaxConfig,
  });
