import { describe, expect, it } from 'vitest';
import { sampleTaxConfig as config } from './tax-config.ts';
import { gstInclusive, gstLineOfPart, gstLine, taxOf, withholdingFor, type WithholdingInput } from './taxes.ts';

describe('GST inside an amount paid (decision 039)', () => {
  it('splits an intra-state amount with odd paise into equal CGST and SGST and a taxable value that adds up', () => {
    const parts = gstInclusive(123_457, 1800, '23', '23');
    expect(parts).toEqual({ taxablePaise: 104_625, cgstPaise: 9_416, sgstPaise: 9_416, igstPaise: 0, utgstPaise: 0 });
    expect(parts.taxablePaise + taxOf(parts)).toBe(123_457);
  });

  it('charges IGST across states, and UTGST where a union territory without a legislature is the place', () => {
    expect(gstInclusive(123_457, 1800, '23', '27')).toEqual({
      taxablePaise: 104_625,
      igstPaise: 18_832,
      cgstPaise: 0,
      sgstPaise: 0,
      utgstPaise: 0,
    });
    expect(gstInclusive(1_001, 1800, '04', '04')).toEqual({
      taxablePaise: 849,
      cgstPaise: 76,
      utgstPaise: 76,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('adds up for every amount from 1 paisa to ₹100, within a state and across', () => {
    for (let paise = 1; paise <= 10_000; paise += 1) {
      for (const place of ['23', '27']) {
        const parts = gstInclusive(paise, 1800, '23', place);
        expect(parts.taxablePaise + taxOf(parts)).toBe(paise);
        expect(parts.taxablePaise).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("states a refund's part at the original's rate and place", () => {
    const original = gstLine(123_457, config.projectSupply, '27', '23');
    const part = gstLineOfPart(original, 61_729);
    expect(part).toMatchObject({ totalPaise: 61_729, rateBp: 1800, placeOfSupply: '23', igstPaise: 9_416 });
    expect(part.taxablePaise + taxOf(part)).toBe(61_729);
  });
});

const base: WithholdingInput = {
  grossPaise: 123_457,
  sellerPaise: 86_420,
  ids: { pan: 'ABCPE1234F', gstin: null },
  supply: config.projectSupply,
  placeOfSupply: '23',
  yearGrossBeforePaise: 0,
};

describe('what is withheld from a seller, case by case (decision 039)', () => {
  it('withholds nothing from an unregistered individual with a PAN below the threshold', () => {
    const withheld = withholdingFor(base, config);
    expect(withheld.tcs.totalPaise).toBe(0);
    expect(withheld.tds).toEqual({ basePaise: 123_457, rateBp: 0, totalPaise: 0, reason: 'below-threshold' });
    expect(withheld.totalPaise).toBe(0);
    expect(withheld.yearGrossPaise).toBe(123_457);
  });

  it('deducts 5% (section 206AA) without a PAN', () => {
    const withheld = withholdingFor({ ...base, ids: { pan: null, gstin: null } }, config);
    expect(withheld.tds).toEqual({ basePaise: 123_457, rateBp: 500, totalPaise: 6_173, reason: 'no-pan' });
    expect(withheld.totalPaise).toBe(6_173);
  });

  it('deducts 0.1% once the year’s gross, this sale included, passes the threshold', () => {
    const justBelow = withholdingFor({ ...base, yearGrossBeforePaise: config.tdsThresholdPaise - 123_457 }, config);
    expect(justBelow.tds.totalPaise).toBe(0);
    const over = withholdingFor({ ...base, yearGrossBeforePaise: config.tdsThresholdPaise - 123_456 }, config);
    expect(over.tds).toEqual({ basePaise: 123_457, rateBp: 10, totalPaise: 123, reason: 'rate' });
  });

  it('deducts 0.1% from a company or firm whatever its year, as the threshold is for individuals and HUFs', () => {
    const withheld = withholdingFor({ ...base, ids: { pan: 'AAACP1234C', gstin: null } }, config);
    expect(withheld.tds).toMatchObject({ rateBp: 10, totalPaise: 123, reason: 'rate' });
  });

  it('collects 0.5% TCS from a registered seller, CGST and SGST within the state, on the value less GST', () => {
    const gstin = '23AAACP1234C1Z9';
    const withheld = withholdingFor({ ...base, ids: { pan: 'AAACP1234C', gstin } }, config);
    expect(withheld.tcs).toEqual({
      taxablePaise: 104_625,
      cgstPaise: 262,
      sgstPaise: 262,
      igstPaise: 0,
      utgstPaise: 0,
      rateBp: 50,
      totalPaise: 524,
    });
    // TDS on the value less the GST the invoice shows.
    expect(withheld.tds).toMatchObject({ basePaise: 104_625, totalPaise: 105, reason: 'rate' });
    expect(withheld.totalPaise).toBe(629);
  });

  it('collects IGST TCS when the buyer is in another state', () => {
    const withheld = withholdingFor(
      { ...base, placeOfSupply: '27', ids: { pan: 'AAACP1234C', gstin: '23AAACP1234C1Z9' } },
      config,
    );
    expect(withheld.tcs).toMatchObject({ igstPaise: 523, cgstPaise: 0, totalPaise: 523 });
  });

  it('never withholds more than the seller’s share', () => {
    const withheld = withholdingFor(
      { ...base, grossPaise: 100, sellerPaise: 3, ids: { pan: null, gstin: null } },
      config,
    );
    expect(withheld.tds.totalPaise).toBe(5);
    expect(withheld.totalPaise).toBe(3);
  });
});
