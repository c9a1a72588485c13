import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { valuesOf } from './labelled.ts';

describe('valuesOf', () => {
  it('lists the keys in the order they are written, as z.enum takes them', () => {
    const values = valuesOf({ zebra: 'Last by name', apple: 'First by name', mango: 'Between' });
    expect(values).toEqual(['zebra', 'apple', 'mango']);
    expect(z.enum(values).safeParse('mango').success).toBe(true);
    expect(z.enum(values).safeParse('pear').success).toBe(false);
  });
});
