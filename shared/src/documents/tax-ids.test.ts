import { describe, expect, it } from 'vitest';
import { financialYearOf, monthDays, monthRange, previousMonth } from './financial-year.ts';
import { stateInAddress } from './india-states.ts';
import { sampleTaxConfig, taxConfigSchema } from './tax-config.ts';
import { gstinCheckCharacter, isGstin, isIndividualOrHuf, isPan, panOfGstin, stateOfGstin } from './tax-ids.ts';

describe('PAN and GSTIN by their published formats (decision 039)', () => {
  it('takes a PAN of five letters, four digits and a letter, whose fourth letter is a holder type', () => {
    expect(isPan('ABCPE1234F')).toBe(true);
    expect(isPan('AAACP1234C')).toBe(true);
    expect(isPan('ABCXE1234F')).toBe(false); // X is no holder type
    expect(isPan('abcpe1234f')).toBe(false);
    expect(isPan('ABCPE1234')).toBe(false);
    expect(isPan('ABCPE12345')).toBe(false);
  });

  it('tells individuals and HUFs (194-O(2) threshold) from companies and firms', () => {
    expect(isIndividualOrHuf('ABCPE1234F')).toBe(true);
    expect(isIndividualOrHuf('ABCHE1234F')).toBe(true);
    expect(isIndividualOrHuf('AAACP1234C')).toBe(false);
    expect(isIndividualOrHuf('AAAFP1234C')).toBe(false);
  });

  it("checks a GSTIN's check character as GSTN computes it", () => {
    // Published examples.
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false); // wrong check character
    expect(isGstin('27AAPFU0939F1YV')).toBe(false); // the 14th character is always Z
    expect(isGstin('98AAPFU0939F1ZV')).toBe(false); // no such state
    expect(isGstin('27AAPFU0939F0ZV')).toBe(false); // entity number 0
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('27');
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('ships a sample operator whose configuration passes its own checks', () => {
    expect(taxConfigSchema.safeParse(sampleTaxConfig).success).toBe(true);
    const wrongState = { ...sampleTaxConfig, operator: { ...sampleTaxConfig.operator, stateCode: '27' } };
    expect(taxConfigSchema.safeParse(wrongState).success).toBe(false);
  });
});

describe('the place of supply in an address', () => {
  it('finds the state an address ends with, whatever its case and spacing', () => {
    expect(stateInAddress('14 MG Road, Bhopal, Madhya  pradesh 462001')).toBe('23');
    expect(stateInAddress('Flat 2, Andheri East, Mumbai, Maharashtra')).toBe('27');
    expect(stateInAddress('Sector 17, Chandigarh')).toBe('04');
    expect(stateInAddress('Hostel 4, Bhubaneswar, Orissa')).toBe('21');
    expect(stateInAddress('Plot 9, Port Blair, Andaman & Nicobar')).toBe('35');
  });

  it("reads 'Andhra Pradesh' whole, and takes the last state named", () => {
    expect(stateInAddress('Guntur, Andhra Pradesh')).toBe('37');
    expect(stateInAddress('Goa Street, Bengaluru, Karnataka')).toBe('29');
  });

  it('finds nothing where no state is named', () => {
    expect(stateInAddress('12 Some Street, Somewhere')).toBeNull();
    expect(stateInAddress('Goalpara Road')).toBeNull(); // 'Goa' inside a word
  });
});

describe("India's financial year and months", () => {
  it('runs from April to March', () => {
    expect(financialYearOf('2026-03-31')).toMatchObject({ label: '2025-26', code: '2526' });
    expect(financialYearOf('2026-04-01')).toMatchObject({ label: '2026-27', code: '2627', firstDay: '2026-04-01' });
    expect(financialYearOf('2099-12-31').code).toBe('9900');
  });

  it("covers a month's days in India", () => {
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(previousMonth('2027-01')).toBe('2026-12');
    const { start, end } = monthRange('2026-11');
    expect(new Date(start).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});
