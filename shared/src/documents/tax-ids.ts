// India's tax identifiers as their publishers define them (decision 039): the PAN (Income-tax Department: five
// letters, four digits, a letter; the fourth letter says who holds it) and the GSTIN (GSTN: the state's two-digit
// code, the holder's PAN, an entity number, 'Z', and a check character over the first fourteen).
import { PAN_FORMAT } from '../verification/seller-verification.ts';
import { stateByCode } from './india-states.ts';

const GSTIN = /^([0-9]{2})([A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The PAN's format is verification's (decision 033: one place for a PAN). */
export function isPan(value: string): boolean {
  return PAN_FORMAT.test(value);
}

/**
 * Who holds a PAN, by its fourth letter: P a person, H a Hindu undivided family, others a company, firm, trust….
 * Section 194-O(2)'s threshold is for individuals and HUFs only.
 */
export function isIndividualOrHuf(pan: string): boolean {
  return isPan(pan) && (pan[3] === 'P' || pan[3] === 'H');
}

/** GSTN's check character: each of the first 14 characters' values, weighted 1, 2, 1, 2…, summed in base 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the published format, of a known state, whose check character is right. */
export function isGstin(value: string): boolean {
  const match = GSTIN.exec(value);
  return match !== null && stateByCode(match[1]!) !== null && gstinCheckCharacter(value.slice(0, 14)) === match[4];
}

/** The state a GSTIN is registered in (its first two digits). */
export const stateOfGstin = (gstin: string) => gstin.slice(0, 2);
/** The PAN a GSTIN is issued on (its characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);
