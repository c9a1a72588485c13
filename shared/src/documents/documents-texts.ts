// Every word the money documents, their lists and their errors say (decision 039), in one place.
import { formatRupees, fromPaise } from '../projects/money.ts';
import { percentOf, type Withholding } from './taxes.ts';

/** Paise as rupees: '₹1,234.57', '-₹61.73' (never '₹-0.00'). */
export const rupeesOf = (paise: number) =>
  paise < 0 ? `-${formatRupees(fromPaise(-paise))}` : formatRupees(fromPaise(paise) + 0);

export const documentTexts = {
  notForFiling: 'Sample operator details: not for filing.',
  onBehalf: (operator: string) =>
    `Issued by ${operator}, the electronic commerce operator that collected this payment, on behalf of the supplier.`,
  cashOnDelivery: 'Paid in cash on delivery, collected by the seller for the platform.',
  unregisteredSupplier: 'The supplier is not registered for GST, so no GST is charged on this supply.',
  orphanedPayment:
    'This payment arrived for something that could no longer be paid for, so it is refunded in full (see the credit note).',
  refundTo: 'The refund goes back to the original payment method within 7 to 10 business days.',
  creditNoteOf: (serial: string) => `This credit note reduces ${serial} by the amount refunded.`,
  platformShareOf: (grossPaise: number) =>
    `The platform's 30% of a sale of ${rupeesOf(grossPaise)}, kept from the seller's payout; GST included.`,
  reverseCharge: 'Tax payable on reverse charge: No.',
  statementOfPayout: 'What this payout paid, sale by sale: the platform’s share and any tax withheld are kept back.',
  monthlyNote: 'Amounts owed to you: earnings add, tax withheld and payouts take away.',
  monthToDate: 'The month is not over: this statement runs to the time it was made.',
  computerMade: 'A computer-made document: no signature is needed.',
  documentNotFound: 'This document is not available.',
  notYours: 'Only its owner and admins can open this document.',
  notReady: 'This document is still being prepared. Try again in a moment.',
  unavailable: 'The document could not be opened. Please try again.',
  badMonth: 'Choose a month as YYYY-MM, this month or before.',
  notASeller: 'Only sellers have statements.',
  paymentsTitle: 'Payments',
  paymentsEmpty: 'No payments yet. Receipts and credit notes appear here once you pay or are refunded.',
  paymentsFailed: 'Your payments could not be loaded.',
  loadMore: 'Load more',
  download: 'Download',
} as const;

/** Why TDS is what it is, as a payout statement says it. */
export function tdsReasonText(withholding: Withholding): string {
  const { tds } = withholding;
  switch (tds.reason) {
    case 'no-pan':
      return `TDS under section 194-O at ${percentOf(tds.rateBp)} (section 206AA: no PAN given)`;
    case 'below-threshold':
      return `No TDS: PAN given and ${rupeesOf(withholding.yearGrossPaise)} this financial year, within ${rupeesOf(withholding.thresholdPaise)} (section 194-O(2))`;
    case 'rate':
      return `TDS under section 194-O at ${percentOf(tds.rateBp)}`;
  }
}

export function tcsText(withholding: Withholding): string {
  return withholding.tcs.totalPaise > 0 || withholding.gstin
    ? `TCS under CGST section 52 at ${percentOf(withholding.tcs.rateBp)} of ${rupeesOf(withholding.tcs.taxablePaise)}`
    : 'No TCS: the seller is not registered for GST';
}
