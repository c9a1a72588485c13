// Cells as the returns' published layouts write them (decision 064): a place of supply as the GST offline tool lists
// it ('27-Maharashtra', '&' for 'and'), a rate as a bare number ('18', '0.1000'), dates as each utility reads them.
import { stateByCode } from './india-states.ts';

/** One return's file, with the total it is checked against the ledger by and its count of rows. */
export interface ExportPart {
  file: string;
  /** What its rows add up to on the ledger's account it reports (tax included for GSTR-1). */
  totalPaise: number;
  lines: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as the GST offline tool's templates date an invoice: '20-Nov-2026'. */
export function gstDateCell(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** 'YYYY-MM-DD' as the TDS return preparation utility dates a credit or deduction: '20/11/2026'. */
export function tdsDateCell(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}/${month}/${year}`;
}

/** A place of supply as the offline tool's list spells it: the state code, a hyphen, the name with '&' for 'and'. */
export function placeOfSupplyCell(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.code}-${state.name.replace(/ and /g, ' & ')}` : code;
}

/** A GST rate in basis points as the templates' 'Rate' column: 1800 → '18', 25 → '0.25'. */
export const gstRateCell = (rateBp: number) => String(Number((rateBp / 100).toFixed(2)));

/** A TDS rate in basis points as the deductee annexure's rate, four decimals: 10 → '0.1000', 500 → '5.0000'. */
export const tdsRateCell = (rateBp: number) => (rateBp / 100).toFixed(4);
