// India's states and union territories by their GST state code (the first two digits of a GSTIN), for the place of
// supply a tax invoice states (CGST Rule 46(p), IGST Act section 12) and for telling an intra-state supply (CGST and
// SGST, or UTGST in a union territory without a legislature) from an inter-state one (IGST). Decision 039.

export interface IndiaState {
  code: string;
  name: string;
  /** A union territory without a legislature charges UTGST where a state charges SGST (UTGST Act 2017). */
  utgst: boolean;
  /** Other ways people write it in an address. */
  aliases?: readonly string[];
}

export const indiaStates: readonly IndiaState[] = [
  { code: '01', name: 'Jammu and Kashmir', utgst: false, aliases: ['Jammu & Kashmir', 'J&K'] },
  { code: '02', name: 'Himachal Pradesh', utgst: false },
  { code: '03', name: 'Punjab', utgst: false },
  { code: '04', name: 'Chandigarh', utgst: true },
  { code: '05', name: 'Uttarakhand', utgst: false, aliases: ['Uttaranchal'] },
  { code: '06', name: 'Haryana', utgst: false },
  { code: '07', name: 'Delhi', utgst: false, aliases: ['New Delhi'] },
  { code: '08', name: 'Rajasthan', utgst: false },
  { code: '09', name: 'Uttar Pradesh', utgst: false },
  { code: '10', name: 'Bihar', utgst: false },
  { code: '11', name: 'Sikkim', utgst: false },
  { code: '12', name: 'Arunachal Pradesh', utgst: false },
  { code: '13', name: 'Nagaland', utgst: false },
  { code: '14', name: 'Manipur', utgst: false },
  { code: '15', name: 'Mizoram', utgst: false },
  { code: '16', name: 'Tripura', utgst: false },
  { code: '17', name: 'Meghalaya', utgst: false },
  { code: '18', name: 'Assam', utgst: false },
  { code: '19', name: 'West Bengal', utgst: false },
  { code: '20', name: 'Jharkhand', utgst: false },
  { code: '21', name: 'Odisha', utgst: false, aliases: ['Orissa'] },
  { code: '22', name: 'Chhattisgarh', utgst: false },
  { code: '23', name: 'Madhya Pradesh', utgst: false },
  { code: '24', name: 'Gujarat', utgst: false },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    utgst: true,
    aliases: ['Dadra and Nagar Haveli', 'Daman and Diu', 'Silvassa'],
  },
  { code: '27', name: 'Maharashtra', utgst: false },
  { code: '29', name: 'Karnataka', utgst: false },
  { code: '30', name: 'Goa', utgst: false },
  { code: '31', name: 'Lakshadweep', utgst: true },
  { code: '32', name: 'Kerala', utgst: false },
  { code: '33', name: 'Tamil Nadu', utgst: false },
  { code: '34', name: 'Puducherry', utgst: false, aliases: ['Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', utgst: true, aliases: ['Andaman & Nicobar'] },
  { code: '36', name: 'Telangana', utgst: false },
  { code: '37', name: 'Andhra Pradesh', utgst: false },
  { code: '38', name: 'Ladakh', utgst: true },
];

const byCode = new Map(indiaStates.map((state) => [state.code, state]));

export function stateByCode(code: string): IndiaState | null {
  return byCode.get(code) ?? null;
}

/** '23 Madhya Pradesh': how a document names a place of supply. */
export function stateLabel(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.code} ${state.name}` : code;
}

/** A spelling as a pattern: its special characters escaped as the 'u' flag allows ('&' needs none). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);

/** Every way of writing a state, longest first, so 'Andhra Pradesh' is never read as a shorter name inside it. */
const spellings = indiaStates
  .flatMap((state) => [state.name, ...(state.aliases ?? [])].map((spelling) => ({ spelling, code: state.code })))
  .sort((a, b) => b.spelling.length - a.spelling.length)
  .map(({ spelling, code }) => ({
    code,
    pattern: new RegExp(`(^|[^\\p{L}])${escape(spelling).replace(/\s+/g, '\\s+')}(?=$|[^\\p{L}])`, 'giu'),
  }));

/**
 * The state an address names (a free-text delivery address), by the last state named in it, as an address ends with
 * its state; null when it names none. Decision 039: where none is named, the place of supply falls back as the IGST
 * Act's section 12(2)(b) says (the supplier's location).
 */
export function stateInAddress(address: string): string | null {
  let found: { code: string; at: number } | null = null;
  for (const { code, pattern } of spellings) {
    for (const match of address.matchAll(pattern)) {
      const at = match.index + match[1]!.length;
      if (!found || at > found.at) found = { code, at };
    }
  }
  return found?.code ?? null;
}
