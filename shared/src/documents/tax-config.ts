// The operator's details and the tax rates documents are made with (decision 039): configuration, never code. In
// production each is a parameter of the functions (functions/src/index.ts); locally the sample below, which every
// document it makes says is not for filing. Rates are in basis points (1% = 100), so every figure is whole paise.
import { z } from 'zod';
import { isGstin, isPan, panOfGstin } from './tax-ids.ts';
import { stateByCode } from './india-states.ts';

const code = z.string().regex(/^[0-9]{4,8}$/, 'an HSN or SAC of 4 to 8 digits');
const basisPoints = z.number().int().min(0).max(10_000);

/** What a supply is, for its line on a tax invoice: its code (SAC for a service, HSN for goods) and GST rate. */
const supplySchema = z.object({ codeKind: z.enum(['SAC', 'HSN']), code, gstBp: basisPoints, description: z.string() });
export type SupplyTerms = z.infer<typeof supplySchema>;

export const taxConfigSchema = z
  .object({
    operator: z.object({
      legalName: z.string().trim().min(2),
      address: z.string().trim().min(10),
      stateCode: z.string().refine((value) => stateByCode(value) !== null, 'a GST state code'),
      gstin: z.string().refine(isGstin, 'a GSTIN'),
      pan: z.string().refine(isPan, 'a PAN'),
      email: z.string().trim(),
    }),
    /** Said on every document when true: the sample operator of a local run. */
    notForFiling: z.boolean(),
    /** TCS under CGST section 52 on a GST-registered seller's net taxable supplies (0.5% since 10 July 2024). */
    tcsBp: basisPoints,
    /** TDS under Income-tax Act section 194-O on the gross amount (0.1% since 1 October 2024). */
    tdsBp: basisPoints,
    /** Section 206AA's rate for 194-O where the seller gave no PAN (5%). */
    tdsWithoutPanBp: basisPoints,
    /** Section 194-O(2): no TDS for an individual or HUF with a PAN whose year's gross stays within this. */
    tdsThresholdPaise: z.number().int().nonnegative(),
    /** The platform's own service to sellers (its 30%): SAC and GST rate. */
    platformService: supplySchema,
    /** A registered seller's supply through the platform, by kind: a custom project and a store product. */
    projectSupply: supplySchema,
    storeSupply: supplySchema,
  })
  .refine(
    (config) => panOfGstin(config.operator.gstin) === config.operator.pan,
    "the GSTIN is not on the operator's PAN",
  )
  .refine(
    (config) => config.operator.gstin.startsWith(config.operator.stateCode),
    "the GSTIN is not of the operator's state",
  );
export type TaxConfig = z.infer<typeof taxConfigSchema>;

/**
 * A local run's operator: a made-up name, address and identifiers of valid form (so the code paths are the real
 * ones), with today's published rates. Every document made with it says 'not for filing'.
 */
export const sampleTaxConfig: TaxConfig = {
  operator: {
    legalName: 'ProjectBoard Marketplace (sample operator)',
    address: '12 Sample Road, Arera Colony, Bhopal, Madhya Pradesh 462016',
    stateCode: '23',
    gstin: '23AAACP1234C1Z9',
    pan: 'AAACP1234C',
    email: 'accounts@projectboard.example',
  },
  notForFiling: true,
  tcsBp: 50,
  tdsBp: 10,
  tdsWithoutPanBp: 500,
  tdsThresholdPaise: 5_00_000_00,
  platformService: {
    codeKind: 'SAC',
    code: '998599',
    gstBp: 1800,
    description: "Marketplace service: the platform's share of a sale",
  },
  projectSupply: { codeKind: 'SAC', code: '998399', gstBp: 1800, description: 'Project work' },
  storeSupply: { codeKind: 'HSN', code: '9023', gstBp: 1800, description: 'Demonstration model (pre-built project)' },
};
