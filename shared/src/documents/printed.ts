// What a printed document holds (decision 039), apart from printable.ts, which makes it, so the Hindi labels
// (printable-hindi.ts), which printable.ts applies, can name it without importing their caller.

export interface PrintedParty {
  heading: string;
  lines: string[];
}

export interface PrintedTable {
  columns: string[];
  /** Which columns hold amounts (drawn right-aligned). */
  numeric: boolean[];
  /** Relative widths. */
  widths: number[];
  rows: string[][];
}

export interface Printable {
  banner: string | null;
  issuer: string[];
  title: string;
  facts: [string, string][];
  parties: PrintedParty[];
  table: PrintedTable;
  totals: [string, string][];
  notes: string[];
  /** The issuer's heading and each page's footer, when not English (printable-hindi.ts). */
  issuedBy?: string;
  footer?: (page: number, pages: number) => string;
}
