import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { milestoneTexts, type MilestoneInput } from './milestone-check.ts';
import { checkPostProject, localDateString, newProjectSchema, type PostProjectInput } from './post-project.ts';

// Local time throughout, as the date input works: 'today' is 2026-03-10 wherever the tests run.
const now = new Date(2026, 2, 10, 15, 30).getTime();

const valid: PostProjectInput = {
  title: 'Line follower robot',
  description: 'An Arduino robot that follows a black line.',
  hardware: 'Arduino Uno, IR sensors',
  software: 'Arduino IDE',
  features: 'line sensing, speed control',
  deadline: '2026-03-20',
  budget: '2500',
  deliveryAddress: '12 MG Road, Indore, Madhya Pradesh 452001',
};

const errorOf = (input: Partial<PostProjectInput>, at = now, milestones: MilestoneInput[] = []) => {
  const check = checkPostProject({ ...valid, ...input }, at, milestones);
  return check.ok ? null : check.error;
};

describe('checkPostProject (SPEC 5 post project)', () => {
  it('accepts a complete form', () => {
    expect(checkPostProject(valid, now)).toEqual({
      ok: true,
      value: {
        title: valid.title,
        description: valid.description,
        hardware: valid.hardware,
        software: valid.software,
        features: valid.features,
        deadline: new Date(2026, 2, 20).getTime(),
        budget: 2500,
        deliveryAddress: valid.deliveryAddress,
        pricing: 'fixed',
      },
    });
  });

  it("keeps the student's choice to ask for offers (decision 067), and takes at the student's price by default", () => {
    const asking = checkPostProject({ ...valid, pricing: 'offers' }, now);
    expect(asking.ok && asking.value.pricing).toBe('offers');
    const fixed = checkPostProject({ ...valid, pricing: 'fixed' }, now);
    expect(fixed.ok && fixed.value.pricing).toBe('fixed');
  });

  const required = ['title', 'description', 'deadline', 'budget', 'deliveryAddress'] as const;
  it.each(
    required.flatMap((field) => [
      { field, value: '' },
      { field, value: '   ' },
    ]),
  )('requires $field (value $value)', ({ field, value }) => {
    expect(errorOf({ [field]: value })).toBe(texts.projects.requiredFields);
  });

  it('leaves hardware, software and features optional', () => {
    const check = checkPostProject({ ...valid, hardware: '', software: '  ', features: '' }, now);
    expect(check).toMatchObject({ ok: true, value: { hardware: '', software: '', features: '' } });
  });

  it('trims every text value it keeps', () => {
    const check = checkPostProject(
      {
        title: '  Line follower robot ',
        description: '\tAn Arduino robot.\n',
        hardware: ' Arduino Uno ',
        software: ' Arduino IDE ',
        features: ' line sensing ',
        deadline: '2026-03-20',
        budget: ' 2500 ',
        deliveryAddress: '  12 MG Road, Indore  ',
      },
      now,
    );
    expect(check).toMatchObject({
      ok: true,
      value: {
        title: 'Line follower robot',
        description: 'An Arduino robot.',
        hardware: 'Arduino Uno',
        software: 'Arduino IDE',
        features: 'line sensing',
        budget: 2500,
        deliveryAddress: '12 MG Road, Indore',
      },
    });
  });

  describe('budget', () => {
    it.each(['0.99', '0', '-5', 'abc', 'Infinity'])('%s is below the minimum of 1 or not a number', (budget) => {
      expect(errorOf({ budget })).toBe(texts.projects.budgetMinimum);
    });

    it.each([
      ['1', 1],
      ['1.5', 1.5],
      ['1.1', 1.1],
      ['19.99', 19.99],
      ['2.3', 2.3],
      ['999.99', 999.99],
      ['500000', 500_000],
    ])('%s is accepted', (budget, expected) => {
      expect(checkPostProject({ ...valid, budget }, now)).toMatchObject({ ok: true, value: { budget: expected } });
    });

    it.each(['1.005', '19.999'])('%s has more than 2 decimals', (budget) => {
      expect(errorOf({ budget })).toBe(texts.projects.budgetPaise);
    });

    it.each(['500000.01', '1e9', '1000000'])('%s is above what one payment can cover', (budget) => {
      expect(errorOf({ budget })).toBe(texts.projects.budgetMaximum);
    });
  });

  describe('deadline', () => {
    it('cannot be yesterday', () => {
      expect(errorOf({ deadline: '2026-03-09' })).toBe(texts.projects.deadlinePast);
      expect(errorOf({ deadline: '2025-12-31' })).toBe(texts.projects.deadlinePast);
    });

    it.each([
      ['early in the morning', new Date(2026, 2, 10, 0, 1).getTime()],
      ['in the afternoon', now],
      ['just before midnight', new Date(2026, 2, 10, 23, 59).getTime()],
    ])('may be today when posting %s', (_label, at) => {
      expect(checkPostProject({ ...valid, deadline: '2026-03-10' }, at)).toMatchObject({
        ok: true,
        value: { deadline: new Date(2026, 2, 10).getTime() },
      });
    });

    it.each(['2026-02-30', '2026-13-01', '2026-04-31', '10/03/2026', '2026-3-20'])(
      '%s is not a valid date',
      (deadline) => {
        expect(errorOf({ deadline })).toBe(texts.projects.deadlineInvalid);
      },
    );

    it('is stored as local midnight at the start of the chosen day', () => {
      const check = checkPostProject({ ...valid, deadline: '2026-10-25' }, now);
      if (!check.ok) throw new Error(check.error);
      const stored = new Date(check.value.deadline);
      expect([stored.getFullYear(), stored.getMonth(), stored.getDate()]).toEqual([2026, 9, 25]);
      expect([stored.getHours(), stored.getMinutes(), stored.getSeconds(), stored.getMilliseconds()]).toEqual([
        0, 0, 0, 0,
      ]);
    });
  });

  describe('milestones (decision 068)', () => {
    const parts = [
      { title: ' Circuit ', amount: '1000', due: '2026-03-14' },
      { title: 'Firmware', amount: '1500', due: '2026-03-20' },
    ];

    it('keeps a split that adds up to the budget, in paise and local midnights', () => {
      expect(checkPostProject(valid, now, parts)).toMatchObject({
        ok: true,
        value: {
          budget: 2500,
          milestones: [
            { title: 'Circuit', amountPaise: 100_000, due: new Date(2026, 2, 14).getTime() },
            { title: 'Firmware', amountPaise: 150_000, due: new Date(2026, 2, 20).getTime() },
          ],
        },
      });
    });

    it('keeps one milestone, or none, as the project alone (SPEC 5 unchanged)', () => {
      const one = checkPostProject(valid, now, [{ title: 'x', amount: '1', due: '' }]);
      expect(one.ok && one.value).not.toHaveProperty('milestones');
      expect(checkPostProject(valid, now, [])).toEqual(checkPostProject(valid, now));
    });

    it('says what is wrong with a split, as the server would', () => {
      const off = [parts[0]!, { ...parts[1]!, amount: '1499' }];
      expect(errorOf({}, now, off)).toBe(milestoneTexts.total(249_900, 250_000));
      expect(errorOf({}, now, [parts[0]!, { ...parts[1]!, due: '2026-03-21' }])).toBe(
        milestoneTexts.dueAfterDeadline(2),
      );
      expect(errorOf({}, now, [{ ...parts[0]!, due: '2026-03-09' }, parts[1]!])).toBe(milestoneTexts.duePast(1));
      expect(errorOf({}, now, [{ ...parts[0]!, amount: '10.001' }, parts[1]!])).toBe(milestoneTexts.amount(1));
    });

    it('checks the budget and deadline first, with SPEC 5 texts', () => {
      expect(errorOf({ budget: '0' }, now, parts)).toBe(texts.projects.budgetMinimum);
    });
  });

  it('localDateString gives the local YYYY-MM-DD of a moment', () => {
    expect(localDateString(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(localDateString(new Date(2026, 11, 31, 0, 0).getTime())).toBe('2026-12-31');
  });
});

// What POST /api/projects takes (decision 032: posting goes through the API): the limits the rules held before.
describe('newProjectSchema', () => {
  const project = {
    title: 'Smart plant waterer',
    description: 'Waters a plant when the soil is dry.',
    hardware: 'ESP32',
    software: '',
    features: '',
    deadline: Date.UTC(2030, 0, 1),
    budget: 1999.5,
    deliveryAddress: 'Hostel 4, Bhopal',
  };
  const accepted = (patch: Record<string, unknown>) => newProjectSchema.safeParse({ ...project, ...patch }).success;

  it('reads a project without a pricing as fixed, and takes only fixed or offers (decision 067)', () => {
    expect(newProjectSchema.parse(project).pricing).toBe('fixed');
    expect(newProjectSchema.parse({ ...project, pricing: 'offers' }).pricing).toBe('offers');
    expect(accepted({ pricing: 'auction' })).toBe(false);
  });

  it.each([
    [1, true],
    [19.99, true],
    [500_000, true],
    [0.99, false],
    [500_000.01, false],
    [1.005, false],
    [Infinity, false],
    ['2500', false],
  ])('takes a budget of %s: %s', (budget, outcome) => {
    expect(accepted({ budget })).toBe(outcome);
  });

  it.each(['title', 'description', 'deliveryAddress'])('refuses a blank %s with SPEC 5 text', (field) => {
    const parsed = newProjectSchema.safeParse({ ...project, [field]: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(texts.projects.requiredFields);
  });

  it('takes the optional details missing, as empty', () => {
    const { hardware: _h, software: _s, features: _f, ...required } = project;
    expect(newProjectSchema.parse(required)).toMatchObject({ hardware: '', software: '', features: '' });
  });

  it('takes up to five milestones', () => {
    const part = { title: 'x', amountPaise: 100, due: 0 };
    expect(accepted({ milestones: Array(5).fill(part) })).toBe(true);
    expect(accepted({ milestones: Array(6).fill(part) })).toBe(false);
    expect(accepted({ milestones: [{ title: 'x', amountPaise: '100', due: 0 }] })).toBe(false);
  });

  it('refuses a deadline that is not epoch millis', () => {
    expect(accepted({ deadline: '2030-01-01' })).toBe(false);
  });
});
