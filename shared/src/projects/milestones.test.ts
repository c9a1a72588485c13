import { describe, expect, it } from 'vitest';
import {
  checkMilestones,
  MAX_MILESTONES,
  MILESTONE_MIN_PAISE,
  MILESTONE_TITLE_MAX,
  milestoneTexts,
  readMilestoneInputs,
} from './milestone-check.ts';
import { milestonesOf, type MilestoneTerms } from './milestones.ts';
import { MAX_AMOUNT, PROVIDER_MINIMUM_PAISE, splitPaise, toPaise } from './money.ts';
import { localDateString } from './post-project.ts';

const day = (d: number) => new Date(2026, 2, d).getTime();
const today = day(10);
const deadline = day(30);
const price = { pricePaise: 4_000_000, deadline };

const three: MilestoneTerms[] = [
  { title: 'Circuit and parts', amountPaise: 1_000_000, due: day(15) },
  { title: 'Firmware', amountPaise: 2_000_000, due: day(22) },
  { title: 'Report and viva', amountPaise: 1_000_000, due: day(30) },
];
const errorOf = (milestones: MilestoneTerms[], at = price) => {
  const check = checkMilestones(milestones, at, today);
  return check.ok ? null : check.error;
};
const withOne = (index: number, change: Partial<MilestoneTerms>) =>
  three.map((milestone, i) => (i === index ? { ...milestone, ...change } : milestone));

describe('checkMilestones (decision 068)', () => {
  it('accepts milestones that add up to the price, due in order by the deadline, with titles trimmed', () => {
    const check = checkMilestones(withOne(0, { title: '  Circuit and parts ' }), price, today);
    expect(check).toEqual({ ok: true, value: three });
  });

  it('accepts the one milestone that is the whole price (SPEC ₹1 minimum kept)', () => {
    const one = [{ title: 'All of it', amountPaise: 100, due: deadline }];
    expect(checkMilestones(one, { pricePaise: 100, deadline }, today)).toEqual({ ok: true, value: one });
  });

  it('takes up to MAX_MILESTONES and no more, and at least one', () => {
    const parts = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ title: `Part ${i + 1}`, amountPaise: 100_000, due: day(11 + i) }));
    expect(errorOf(parts(MAX_MILESTONES), { pricePaise: MAX_MILESTONES * 100_000, deadline })).toBeNull();
    const tooMany = MAX_MILESTONES + 1;
    expect(errorOf(parts(tooMany), { pricePaise: tooMany * 100_000, deadline })).toBe(milestoneTexts.tooMany);
    expect(errorOf([])).toBe(milestoneTexts.none);
  });

  it('requires each title, within its length', () => {
    expect(errorOf(withOne(1, { title: '   ' }))).toBe(milestoneTexts.title(2));
    expect(errorOf(withOne(2, { title: 'x'.repeat(MILESTONE_TITLE_MAX) }))).toBeNull();
    expect(errorOf(withOne(2, { title: 'x'.repeat(MILESTONE_TITLE_MAX + 1) }))).toBe(milestoneTexts.titleTooLong(3));
  });

  it('requires the amounts to add up exactly to the price', () => {
    expect(errorOf(withOne(1, { amountPaise: 1_999_999 }))).toBe(milestoneTexts.total(3_999_999, 4_000_000));
    expect(errorOf(withOne(1, { amountPaise: 2_000_001 }))).toBe(milestoneTexts.total(4_000_001, 4_000_000));
  });

  it('requires whole paise', () => {
    expect(errorOf(withOne(0, { amountPaise: 999_999.5 }))).toBe(milestoneTexts.amount(1));
    expect(errorOf(withOne(0, { amountPaise: Number.NaN }))).toBe(milestoneTexts.amount(1));
  });

  it("keeps each milestone of several at least the amount whose seller's 70% one payout can send", () => {
    expect(splitPaise(MILESTONE_MIN_PAISE).sellerPaise).toBeGreaterThanOrEqual(PROVIDER_MINIMUM_PAISE);
    expect(splitPaise(MILESTONE_MIN_PAISE - 1).sellerPaise).toBeLessThan(PROVIDER_MINIMUM_PAISE);
    const pair = (first: number): MilestoneTerms[] => [
      { title: 'A', amountPaise: first, due: day(12) },
      { title: 'B', amountPaise: 10_000, due: day(20) },
    ];
    expect(errorOf(pair(MILESTONE_MIN_PAISE), { pricePaise: MILESTONE_MIN_PAISE + 10_000, deadline })).toBeNull();
    expect(errorOf(pair(MILESTONE_MIN_PAISE - 1), { pricePaise: MILESTONE_MIN_PAISE - 1 + 10_000, deadline })).toBe(
      milestoneTexts.amountTooSmall(1),
    );
  });

  it('keeps each milestone within SPEC’s amount limits', () => {
    const max = toPaise(MAX_AMOUNT);
    const pair = (first: number): MilestoneTerms[] => [
      { title: 'A', amountPaise: first, due: day(12) },
      { title: 'B', amountPaise: 10_000, due: day(20) },
    ];
    expect(errorOf(pair(max), { pricePaise: max + 10_000, deadline })).toBeNull();
    expect(errorOf(pair(max + 1), { pricePaise: max + 1 + 10_000, deadline })).toBe(milestoneTexts.amountTooLarge(1));
    const one = [{ title: 'All', amountPaise: 99, due: day(12) }];
    expect(errorOf(one, { pricePaise: 99, deadline })).toBe(milestoneTexts.amountTooSmall(1));
  });

  it('requires due dates in order, none after the deadline nor in the past', () => {
    expect(errorOf(withOne(1, { due: day(15) }))).toBeNull();
    expect(errorOf(withOne(1, { due: day(14) }))).toBe(milestoneTexts.dueOrder(2));
    expect(errorOf(withOne(2, { due: day(31) }))).toBe(milestoneTexts.dueAfterDeadline(3));
    expect(errorOf(withOne(0, { due: day(9) }))).toBe(milestoneTexts.duePast(1));
    expect(errorOf(withOne(0, { due: today }))).toBeNull();
    expect(errorOf(withOne(0, { due: Number.NaN }))).toBe(milestoneTexts.due(1));
  });
});

describe('readMilestoneInputs', () => {
  const parse = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00`).getTime() : null);

  it('reads rupees as typed into paise and the date input into local midnight', () => {
    const check = readMilestoneInputs([{ title: 'Firmware', amount: ' 19.99 ', due: localDateString(day(22)) }], parse);
    expect(check).toEqual({ ok: true, value: [{ title: 'Firmware', amountPaise: 1999, due: day(22) }] });
  });

  it.each(['', 'abc', '10.001'])('refuses the amount %j', (amount) => {
    const check = readMilestoneInputs([{ title: 'A', amount, due: '2026-03-20' }], parse);
    expect(check).toEqual({ ok: false, error: milestoneTexts.amount(1) });
  });

  it('refuses a missing date', () => {
    const check = readMilestoneInputs([{ title: 'A', amount: '10', due: '' }], parse);
    expect(check).toEqual({ ok: false, error: milestoneTexts.due(1) });
  });
});

describe('milestonesOf', () => {
  const project = { title: 'Line follower robot', budget: 2500.5, deadline };

  it('reads a project without milestones as one: its title, budget and deadline', () => {
    expect(milestonesOf(project)).toEqual([{ title: project.title, amountPaise: 250_050, due: deadline }]);
    expect(milestonesOf({ ...project, milestones: null })).toHaveLength(1);
    expect(milestonesOf({ ...project, milestones: [] })).toHaveLength(1);
    expect(milestonesOf({ ...project, deadline: null })[0]!.due).toBeNull();
  });

  it("reads a split project's own milestones", () => {
    expect(milestonesOf({ ...project, milestones: three })).toEqual(three);
  });
});
