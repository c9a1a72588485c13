// A document's printed labels in Hindi (decisions 057 and 072), for a member who reads Hindi: the title, the facts'
// labels, the parties' headings, the table's columns, the totals' labels and the fixed notes. What the document says
// of itself (names, titles, descriptions, the notes with its own figures) and the tax codes (GSTIN, SAC/HSN, CGST)
// stay as they were recorded;
// dates are in hi-IN's format, amounts as before (hi-IN writes the same digits).
import type { IssuedDocument } from './document.ts';
import { documentTexts } from './documents-texts.ts';
import { dayText } from './financial-year.ts';
import type { Printable } from './printed.ts';

/** The English labels printableOf writes, and each one's Hindi. */
export const hindiLabels: Record<string, string> = {
  'Payment receipt': 'भुगतान रसीद',
  'Tax invoice': 'कर चालान',
  'Credit note': 'क्रेडिट नोट',
  'Tax invoice for the platform’s service': 'प्लेटफ़ॉर्म की सेवा का कर चालान',
  'Payout statement': 'भुगतान विवरण',
  'Monthly statement': 'मासिक विवरण',
  Number: 'संख्या',
  Copy: 'प्रति',
  'Original for recipient': 'प्राप्तकर्ता के लिए मूल',
  Date: 'तारीख़',
  'Refers to': 'संदर्भ',
  'Place of supply': 'आपूर्ति का स्थान',
  Month: 'महीना',
  For: 'किसके लिए',
  'Financial year': 'वित्तीय वर्ष',
  Supplier: 'आपूर्तिकर्ता',
  Recipient: 'प्राप्तकर्ता',
  Seller: 'विक्रेता',
  Description: 'विवरण',
  Amount: 'राशि',
  'Taxable value': 'कर योग्य मूल्य',
  Rate: 'दर',
  Reference: 'संदर्भ संख्या',
  Balance: 'शेष',
  Sale: 'बिक्री',
  Gross: 'सकल',
  'Platform 30%': 'प्लेटफ़ॉर्म 30%',
  Total: 'कुल',
  'Total paid': 'कुल भुगतान',
  'Total refunded': 'कुल वापसी',
  'Opening balance': 'प्रारंभिक शेष',
  'Returned by the bank': 'बैंक द्वारा लौटाया गया',
  'Closing balance': 'अंतिम शेष',
};

/** The fixed notes and banner (documents-texts.ts), in Hindi; a note with a document's own figures stays English. */
export const hindiNotes: Record<string, string> = {
  [documentTexts.notForFiling]: 'नमूना संचालक विवरण: दाख़िल करने के लिए नहीं।',
  [documentTexts.cashOnDelivery]: 'डिलीवरी पर नकद भुगतान, जिसे विक्रेता ने प्लेटफ़ॉर्म के लिए लिया।',
  [documentTexts.unregisteredSupplier]: 'आपूर्तिकर्ता जीएसटी में पंजीकृत नहीं है, इसलिए इस आपूर्ति पर जीएसटी नहीं लिया गया।',
  [documentTexts.orphanedPayment]:
    'यह भुगतान ऐसी चीज़ के लिए आया जिसका भुगतान अब नहीं हो सकता था, इसलिए यह पूरा लौटाया जाता है (क्रेडिट नोट देखिए)।',
  [documentTexts.refundTo]: 'धनवापसी 7 से 10 कार्य दिवसों में भुगतान के मूल तरीक़े में लौटती है।',
  [documentTexts.reverseCharge]: 'रिवर्स चार्ज पर देय कर: नहीं।',
  [documentTexts.computerMade]: 'कंप्यूटर से बना दस्तावेज़: हस्ताक्षर की ज़रूरत नहीं।',
};

const label = (text: string) => hindiLabels[text] ?? text;
const note = (text: string) => hindiNotes[text] ?? text;

export function printableInHindi(
  printable: Printable,
  document: Pick<IssuedDocument, 'day' | 'serial' | 'title'>,
): Printable {
  return {
    ...printable,
    banner: printable.banner === null ? null : note(printable.banner),
    title: label(printable.title),
    issuedBy: 'जारीकर्ता',
    footer: (page, pages) => `${label(printable.title)} ${document.serial ?? document.title} · पृष्ठ ${page} / ${pages}`,
    facts: printable.facts.map(([name, value]) => [
      label(name),
      name === 'Date' ? dayText(document.day, 'hi-IN') : name === 'Copy' ? label(value) : value,
    ]),
    parties: printable.parties.map((party) => ({ ...party, heading: label(party.heading) })),
    table: { ...printable.table, columns: printable.table.columns.map(label) },
    totals: printable.totals.map(([name, value]) => [label(name), value]),
    notes: printable.notes.map(note),
  };
}
