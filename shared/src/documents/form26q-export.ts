// Form 26Q's deductee-wise annexure for TDS under section 194-O (decision 064): one row per withholding entry, in date
// order, naming each deductee by the name and PAN the tax department knows them by, never by an internal id. A missing
// PAN is written as the utility asks ('PANNOTAVBL') and flagged with the higher-rate code; within the threshold, the
// no-deduction code. The challan columns are the depositor's to fill: nothing is deposited from here.
import type { LedgerEntry } from '../ledger/ledger.ts';
import { taxAccounts } from '../ledger/ledger.ts';
import { csvOf, rupeesCell, type CsvValue } from './csv.ts';
import { creditedTo } from './gstr8-export.ts';
import { tdsDateCell, tdsRateCell, type ExportPart } from './return-cells.ts';
import { UNKNOWN_DEDUCTEE, type Deductee } from './parties.ts';
import { withholdingOf } from './seller-documents.ts';

/** The annexure's deductee columns, in its order, and a plain remark. */
export const form26qColumns = [
  'Serial number',
  'Section code',
  'Deductee code',
  'PAN of the deductee',
  'Name of the deductee',
  'Date of payment or credit',
  'Amount paid or credited',
  'TDS',
  'Surcharge',
  'Health and education cess',
  'Total tax deducted',
  'Date of deduction',
  'Rate at which deducted',
  'Reason for non-deduction / lower / higher deduction',
  'Remarks',
] as const;

/** What the utility writes for a deductee who gave no PAN. */
export const NO_PAN = 'PANNOTAVBL';

/** The annexure's reason codes: 'C' a higher rate for want of a PAN (206AA); 'Y' none, within the threshold. */
const reasonCodes = { 'no-pan': 'C', 'below-threshold': 'Y', rate: null } as const;

const remarks = {
  'no-pan': 'No PAN: deducted at the higher rate (section 206AA)',
  'below-threshold': 'Not deducted: within the threshold (section 194-O(2))',
  rate: null,
} as const;

/** '01' a company (the PAN's fourth letter 'C'), '02' anyone else. */
const deducteeCode = (pan: string | null) => (pan?.[3] === 'C' ? '01' : '02');

const NO_PAN_REMARK = 'No PAN on record';

export function form26q(withholdings: readonly LedgerEntry[], deductees: ReadonlyMap<string, Deductee>): ExportPart {
  let total = 0;
  let credited = 0;
  const rows: CsvValue[][] = [];
  for (const entry of withholdings) {
    const basis = withholdingOf(entry);
    const tds = creditedTo(entry, taxAccounts.tds);
    if (!basis && tds === 0) continue;
    total += tds;
    credited += basis?.tds.basePaise ?? 0;
    const pan = basis?.pan ?? null;
    rows.push([
      rows.length + 1,
      '194O',
      deducteeCode(pan),
      pan ?? NO_PAN,
      (entry.sellerId && deductees.get(entry.sellerId)?.name) || UNKNOWN_DEDUCTEE,
      tdsDateCell(entry.day),
      rupeesCell(basis?.tds.basePaise ?? 0),
      rupeesCell(tds),
      rupeesCell(0),
      rupeesCell(0),
      rupeesCell(tds),
      tdsDateCell(entry.day),
      basis ? tdsRateCell(basis.tds.rateBp) : null,
      basis ? reasonCodes[basis.tds.reason] : null,
      // A deductee without a PAN is always marked, whatever rate was applied.
      pan ? basis && remarks[basis.tds.reason] : basis?.tds.reason === 'no-pan' ? remarks['no-pan'] : NO_PAN_REMARK,
    ]);
  }
  const file = csvOf(form26qColumns, [
    ...rows,
    [
      'Total',
      null,
      null,
      null,
      null,
      null,
      rupeesCell(credited),
      rupeesCell(total),
      rupeesCell(0),
      rupeesCell(0),
      rupeesCell(total),
      null,
      null,
      null,
      null,
    ],
  ]);
  return { file, totalPaise: total, lines: rows.length };
}
