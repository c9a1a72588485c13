// The taxes a money document states, one pure function per case (decision 039), in whole paise: GST inside a
// tax-inclusive amount (the platform's 30%, a registered seller's price), split CGST + SGST (or UTGST) within a state
// and IGST across states; and what the platform withholds from a seller's share: TCS under CGST section 52 when the
// seller is GST-registered, TDS under Income-tax Act section 194-O (5% without a PAN under section 206AA, none for an
// individual or HUF with a PAN while the year's gross stays within the threshold).
import { z } from 'zod';
import { stateByCode } from './india-states.ts';
import type { SupplyTerms, TaxConfig } from './tax-config.ts';
import { isIndividualOrHuf, stateOfGstin } from './tax-ids.ts';

/** GST in an amount, by tax: IGST across states, CGST with SGST (or UTGST) within one. */
export const gstAmountsSchema = z.object({
  taxablePaise: z.number().int(),
  igstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  utgstPaise: z.number().int(),
});
export type GstAmounts = z.infer<typeof gstAmountsSchema>;

/** A supply's line on a tax invoice: what it is, its rate, where it is supplied, and its tax by kind. */
export const gstLineSchema = gstAmountsSchema.extend({
  codeKind: z.enum(['SAC', 'HSN']),
  code: z.string(),
  description: z.string(),
  rateBp: z.number().int(),
  supplierState: z.string(),
  placeOfSupply: z.string(),
  /** Taxable value and every tax: what was paid. */
  totalPaise: z.number().int(),
});
export type GstLine = z.infer<typeof gstLineSchema>;

export const isIntraState = (supplierState: string, placeOfSupply: string) => supplierState === placeOfSupply;

/**
 * An amount that includes GST at `rateBp`, split into its taxable value and its taxes. Each tax is rounded to the
 * paisa on the whole amount (CGST and SGST are equal halves) and the taxable value is what remains, so the parts
 * always add up to the amount paid.
 */
export function gstInclusive(
  totalPaise: number,
  rateBp: number,
  supplierState: string,
  placeOfSupply: string,
): GstAmounts {
  const none = { igstPaise: 0, cgstPaise: 0, sgstPaise: 0, utgstPaise: 0 };
  if (isIntraState(supplierState, placeOfSupply)) {
    const half = Math.round((totalPaise * rateBp) / 2 / (10_000 + rateBp));
    const stateTax = stateByCode(placeOfSupply)?.utgst ? { utgstPaise: half } : { sgstPaise: half };
    return { ...none, cgstPaise: half, ...stateTax, taxablePaise: totalPaise - 2 * half };
  }
  const igstPaise = Math.round((totalPaise * rateBp) / (10_000 + rateBp));
  return { ...none, igstPaise, taxablePaise: totalPaise - igstPaise };
}

/** The supply's line on a tax invoice, from the amount paid (tax inclusive). */
export function gstLine(totalPaise: number, terms: SupplyTerms, supplierState: string, placeOfSupply: string): GstLine {
  return {
    codeKind: terms.codeKind,
    code: terms.code,
    description: terms.description,
    rateBp: terms.gstBp,
    supplierState,
    placeOfSupply,
    totalPaise,
    ...gstInclusive(totalPaise, terms.gstBp, supplierState, placeOfSupply),
  };
}

/** The GST of a part of a supply (a refund of it), at the original's rate and place: a credit note's line. */
export const gstLineOfPart = (original: GstLine, partPaise: number): GstLine => ({
  ...original,
  totalPaise: partPaise,
  ...gstInclusive(partPaise, original.rateBp, original.supplierState, original.placeOfSupply),
});

export const taxOf = (amounts: GstAmounts) =>
  amounts.igstPaise + amounts.cgstPaise + amounts.sgstPaise + amounts.utgstPaise;

/** What the platform knows of a seller's taxes when it withholds: their PAN (verified) and GSTIN, if any. */
export interface SellerTaxIds {
  pan: string | null;
  gstin: string | null;
}

export const tdsReasons = ['no-pan', 'below-threshold', 'rate'] as const;

/** What was withheld from one earning, and why: stored with its ledger entry and the payout. */
export const withholdingSchema = z.object({
  /** The sale's gross amount (what the buyer paid for what was earned) and the seller's share of it. */
  grossPaise: z.number().int(),
  sellerPaise: z.number().int(),
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  /** TCS: on the supply's taxable value, when the seller is registered; zero otherwise. */
  tcs: gstAmountsSchema.extend({ rateBp: z.number().int(), totalPaise: z.number().int() }),
  tds: z.object({
    basePaise: z.number().int(),
    rateBp: z.number().int(),
    totalPaise: z.number().int(),
    reason: z.enum(tdsReasons),
  }),
  /** The seller's gross in the financial year with this sale, which section 194-O(2)'s threshold reads. */
  yearGrossPaise: z.number().int(),
  thresholdPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type Withholding = z.infer<typeof withholdingSchema>;

export interface WithholdingInput {
  grossPaise: number;
  sellerPaise: number;
  ids: SellerTaxIds;
  /** The supply's terms (a registered seller's price includes GST at its rate) and where it was supplied. */
  supply: SupplyTerms;
  placeOfSupply: string;
  /** The seller's gross earlier in the financial year. */
  yearGrossBeforePaise: number;
}

/**
 * What is withheld from a seller's share of one sale (decision 039). TCS is on the net value of the taxable supply
 * (the price less the seller's GST in it), split by where it was supplied. TDS is on the gross amount, less GST when a
 * registered seller's invoice shows it (CBDT circular 23/2017); at the 206AA rate without a PAN; none for an
 * individual or HUF with a PAN while the year's gross, this sale included, stays within the threshold. Never more
 * than the seller's share.
 */
export function withholdingFor(input: WithholdingInput, config: TaxConfig): Withholding {
  const { grossPaise, sellerPaise, ids, supply, placeOfSupply, yearGrossBeforePaise } = input;
  const yearGrossPaise = yearGrossBeforePaise + grossPaise;
  const sellerState = ids.gstin ? stateOfGstin(ids.gstin) : null;
  const taxable = sellerState
    ? gstInclusive(grossPaise, supply.gstBp, sellerState, placeOfSupply).taxablePaise
    : grossPaise;
  const tcs = sellerState
    ? tcsOn(taxable, config.tcsBp, sellerState, placeOfSupply)
    : { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, rateBp: 0, totalPaise: 0 };
  const tds = tdsOn(taxable, ids.pan, yearGrossPaise, config);
  const totalPaise = Math.min(sellerPaise, tcs.totalPaise + tds.totalPaise);
  const thresholdPaise = config.tdsThresholdPaise;
  return {
    grossPaise,
    sellerPaise,
    pan: ids.pan,
    gstin: ids.gstin,
    tcs,
    tds,
    yearGrossPaise,
    thresholdPaise,
    totalPaise,
  };
}

/** TCS at `rateBp` of the taxable value: half CGST and half SGST (UTGST) within a state, IGST across. */
function tcsOn(taxablePaise: number, rateBp: number, sellerState: string, placeOfSupply: string) {
  const none = { igstPaise: 0, cgstPaise: 0, sgstPaise: 0, utgstPaise: 0 };
  if (isIntraState(sellerState, placeOfSupply)) {
    const half = Math.round((taxablePaise * rateBp) / 2 / 10_000);
    const stateTax = stateByCode(placeOfSupply)?.utgst ? { utgstPaise: half } : { sgstPaise: half };
    return { ...none, cgstPaise: half, ...stateTax, taxablePaise, rateBp, totalPaise: 2 * half };
  }
  const igstPaise = Math.round((taxablePaise * rateBp) / 10_000);
  return { ...none, igstPaise, taxablePaise, rateBp, totalPaise: igstPaise };
}

function tdsOn(basePaise: number, pan: string | null, yearGrossPaise: number, config: TaxConfig): Withholding['tds'] {
  if (!pan) return tds(basePaise, config.tdsWithoutPanBp, 'no-pan');
  if (isIndividualOrHuf(pan) && yearGrossPaise <= config.tdsThresholdPaise) return tds(basePaise, 0, 'below-threshold');
  return tds(basePaise, config.tdsBp, 'rate');
}

const tds = (basePaise: number, rateBp: number, reason: Withholding['tds']['reason']): Withholding['tds'] => ({
  basePaise,
  rateBp,
  totalPaise: Math.round((basePaise * rateBp) / 10_000),
  reason,
});

/** A rate in basis points as people read it: 1800 → '18%', 25 → '0.25%'. */
export function percentOf(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}
