// The parties a document names (decision 039): the operator from its configuration, a buyer from their profile and
// the address they gave, a seller from their profile and tax details.
import { mayShow } from '../privacy/disclosure.ts';
import type { Party } from './document.ts';
import { stateInAddress } from './india-states.ts';
import type { TaxConfig } from './tax-config.ts';
import { stateOfGstin } from './tax-ids.ts';

export function operatorParty(config: TaxConfig): Party {
  const { legalName, address, gstin, pan, stateCode, email } = config.operator;
  return { name: legalName, address, gstin, pan, stateCode, email };
}

/** What the server knows of a person when it issues: their profile's names and email, and an address they gave. */
export interface PersonOnRecord {
  fullName?: string | null;
  displayName?: string | null;
  email?: string | null;
  address?: string | null;
}

/** A seller's tax details (users/{uid}/private/taxDetails) and verified PAN. */
export interface SellerTaxDetails {
  pan: string | null;
  gstin: string | null;
  legalName: string | null;
  address: string | null;
}

const nameOf = (person: PersonOnRecord) =>
  person.fullName?.trim() || person.displayName?.trim() || person.email?.trim() || 'Unnamed';

/** A buyer: the name on their profile, the address the goods or work were delivered to, and its state. */
export function buyerParty(person: PersonOnRecord, deliveryAddress: string | null): Party {
  const address = deliveryAddress?.trim() || person.address?.trim() || null;
  return {
    name: nameOf(person),
    address,
    gstin: null,
    pan: null,
    stateCode: address ? stateInAddress(address) : null,
    email: person.email ?? null,
  };
}

/**
 * A seller: registered, the legal name, address and state of their GSTIN; otherwise their profile's name and the
 * state their address names, if any.
 */
export function sellerParty(person: PersonOnRecord, tax: SellerTaxDetails | null): Party {
  if (tax?.gstin) {
    return {
      name: tax.legalName?.trim() || nameOf(person),
      address: tax.address?.trim() || person.address?.trim() || null,
      gstin: tax.gstin,
      pan: tax.pan,
      stateCode: stateOfGstin(tax.gstin),
      email: person.email ?? null,
    };
  }
  const address = person.address?.trim() || null;
  return {
    name: nameOf(person),
    address,
    gstin: null,
    pan: tax?.pan ?? null,
    stateCode: address ? stateInAddress(address) : null,
    email: person.email ?? null,
  };
}

/**
 * The seller as a buyer's document shows them (the disclosure table, decision 042): a registered seller's name,
 * GSTIN, registered address and state (CGST Rule 46); an unregistered seller's name and state only. Never a PAN, an
 * email or, for an unregistered seller, the address on their profile (their home).
 */
export function supplierShownToBuyer(seller: Party): Party {
  const shown = (field: keyof Party) => mayShow('documents', `supplier.${field}`, 'documentBuyer');
  const hidden = Object.fromEntries(
    (Object.keys(seller) as (keyof Party)[]).filter((field) => !shown(field)).map((field) => [field, null]),
  );
  return { ...seller, ...hidden, name: seller.name, ...(seller.gstin ? {} : { address: null }) };
}

/** Who a withholding was from (Form 26Q's deductee), as the server read them when the export was made. */
export interface Deductee {
  /** The name on their PAN where verification read it, else their legal or profile name. */
  name: string;
}

/** A deductee's name where none is on record. */
export const UNKNOWN_DEDUCTEE = 'Name not on record';
