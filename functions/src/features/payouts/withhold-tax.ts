// Tax withheld from a seller's share (decision 039), worked out and booked in the transaction that queues the payout
// that pays it (queue-payout.ts), once the verification gate has cleared the seller's PAN: TCS where the seller gave a
// GSTIN, TDS under section 194-O by their PAN and their gross in the financial year (one document per seller and
// year, only that seller's payouts write it). Each paid share is withheld from once: its payout keeps what was
// withheld (`withheldPaise`), and its ledger entry's id is derived from the share's subject, so a retried or
// redelivered queue books nothing twice.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { financialYearOf } from '@marketplace/shared/documents/financial-year';
import { stateInAddress } from '@marketplace/shared/documents/india-states';
import { subjectParts } from '@marketplace/shared/ledger/subject-titles';
import type { TaxConfig } from '@marketplace/shared/documents/tax-config';
import { taxDetailsSchema } from '@marketplace/shared/documents/tax-details';
import { stateOfGstin } from '@marketplace/shared/documents/tax-ids';
import { withholdingFor, type SellerTaxIds } from '@marketplace/shared/documents/taxes';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { withholdingEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { bookEntry } from '../../platform/ledger.ts';
import { partyOf, type StoredPayout } from './payout-record.ts';

export interface TaxDeps {
  taxConfig: TaxConfig;
}

/** What each share pays out after its tax, by payout id: withheld now, or when it was queued before. */
export interface Withheld {
  byPayout: Map<string, number>;
  /** Writes the entries and the year's gross (after every read of the transaction). */
  book: () => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Where a share's supply was made, for the TCS split: the buyer's delivery state, else the seller's. */
async function placeOfSupply(tx: Transaction, db: Firestore, payout: StoredPayout, gstin: string): Promise<string> {
  const subject = subjectParts(partyOf(payout).subject);
  const address =
    subject?.kind === 'order'
      ? text((await tx.get(db.doc(paths.storeOrder(subject.id)))).get('deliveryAddress'))
      : subject?.kind === 'project'
        ? text((await tx.get(db.doc(paths.projectDelivery(subject.id)))).get('deliveryAddress'))
        : '';
  return (address && stateInAddress(address)) || stateOfGstin(gstin);
}

/**
 * Reads what the shares not yet withheld from need (the seller's GSTIN, their year's gross, each supply's place) and
 * works out each one's tax in turn, the year's gross growing with each. `pan`: the PAN the gate cleared.
 */
export async function withholdTax(
  { tx, db, config, at }: { tx: Transaction; db: Firestore; config: TaxConfig; at: number },
  sellerId: string,
  pan: string,
  payouts: readonly StoredPayout[],
): Promise<Withheld> {
  const byPayout = new Map(payouts.map((payout) => [payout.id, payout.withheldPaise ?? 0]));
  const due = payouts.filter((payout) => payout.withheldPaise === undefined);
  if (due.length === 0) return { byPayout, book: () => {} };
  const financialYear = financialYearOf(indiaDay(at)).label;
  const yearRef = db.doc(paths.sellerTaxYear(`${sellerId}-${financialYear}`));
  const [details, year] = await Promise.all([tx.get(db.doc(paths.taxDetails(sellerId))), tx.get(yearRef)]);
  const parsed = taxDetailsSchema.safeParse(details.data());
  const ids: SellerTaxIds = { pan, gstin: parsed.success ? parsed.data.gstin : null };
  const places = await Promise.all(
    due.map((payout) => (ids.gstin ? placeOfSupply(tx, db, payout, ids.gstin) : config.operator.stateCode)),
  );
  let yearGrossPaise = Number(year.get('grossPaise') ?? 0);
  const entries = due.map((payout, index) => {
    const withheld = withholdingFor(
      {
        grossPaise: payout.budgetPaise,
        sellerPaise: payout.sellerPaise,
        ids,
        supply: subjectParts(partyOf(payout).subject)?.kind === 'order' ? config.storeSupply : config.projectSupply,
        placeOfSupply: places[index]!,
        yearGrossBeforePaise: yearGrossPaise,
      },
      config,
    );
    yearGrossPaise = withheld.yearGrossPaise;
    byPayout.set(payout.id, withheld.totalPaise);
    // Never more than the share: the rule caps the total, so the split follows TCS first.
    const tcsPaise = Math.min(withheld.tcs.totalPaise, withheld.totalPaise);
    const party = { ...partyOf(payout), sellerId };
    return withholdingEntry(party, { tcsPaise, tdsPaise: withheld.totalPaise - tcsPaise, basis: withheld });
  });
  const book = () => {
    for (const entry of entries) if (entry) bookEntry(tx, db, entry, at);
    tx.set(yearRef, { sellerId, financialYear, grossPaise: yearGrossPaise, updatedAt: FieldValue.serverTimestamp() });
  };
  return { byPayout, book };
}
