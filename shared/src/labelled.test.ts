import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isOneOf, valuesOf } from './labelled.ts';

describe('valuesOf', () => {
  it('lists the keys in the order they are written, as z.enum takes them', () => {
    const values = valuesOf({ zebra: 'Last by name', apple: 'First by name', mango: 'Between' });
    expect(values).toEqual(['zebra', 'apple', 'mango']);
    expect(z.enum(values).safeParse('mango').success).toBe(true);
    expect(z.enum(values).safeParse('pear').success).toBe(false);
  });
});

describe('isOneOf', () => {
  it('accepts the set’s own values only: not another string, another case, or what is not a string', () => {
    const values = valuesOf({ inbox: 'Inbox', money: 'Money' });
    expect(values.filter((value) => isOneOf(values, value))).toEqual(['inbox', 'money']);
    const others: unknown[] = ['people', 'Inbox', '', 1, null, undefined];
    expect(others.filter((value) => isOneOf(values, value))).toEqual([]);
  });
});
