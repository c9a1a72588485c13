// India's financial year (1 April to 31 March) and months, by India's day (ledger/india-day.ts): what a serial number
// is unique within (CGST Rule 46(b)), what section 194-O's yearly threshold counts over, and what statements and
// exports are made for.
import { indiaDayRange } from '../ledger/india-day.ts';

export interface FinancialYear {
  /** '2026-27'. */
  label: string;
  /** '2627': the year as a serial number carries it. */
  code: string;
  /** Its first and last days, 'YYYY-MM-DD'. */
  firstDay: string;
  lastDay: string;
}

export function financialYearOf(day: string): FinancialYear {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return {
    label: `${start}-${two(start + 1)}`,
    code: `${two(start)}${two(start + 1)}`,
    firstDay: `${start}-04-01`,
    lastDay: `${start + 1}-03-31`,
  };
}

/** A month as statements and exports name it: 'YYYY-MM'. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOfDay = (day: string) => day.slice(0, 7);

/** The month's first day and the next month's first day, 'YYYY-MM-DD' (days compare as text). */
export function monthDays(month: string): { first: string; next: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** The instants the month covers in India: [start, end). */
export function monthRange(month: string): { start: number; end: number } {
  const { first, next } = monthDays(month);
  return { start: indiaDayRange(first).start, end: indiaDayRange(next).start };
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** '27 Nov 2026' from 'YYYY-MM-DD', as English ('en-IN') or Hindi ('hi-IN', '27 नव॰ 2026') writes the day. */
export function dayText(day: string, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'November 2026'. */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
