// CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, quote or line break, lines ended by
// CRLF. A field that starts like a formula is prefixed with an apostrophe, so a name cannot run in a spreadsheet.
export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  if (value === null) return '';
  const formula = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
  const text = formula ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Paise as rupees with two decimals and no grouping, as spreadsheets and the tax utilities read them. */
export const rupeesCell = (paise: number) => (paise / 100).toFixed(2);
