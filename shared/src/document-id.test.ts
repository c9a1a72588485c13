import { describe, expect, it } from 'vitest';
import { documentId, documentIdProblem } from './document-id.ts';

describe('document ids taken from requests', () => {
  it.each(['abc', 'order_sim_AbC-123', 'ü-ß-日本', 'a.b', '_x_', '__x', 'x__', '🙂'])('accepts %j', (id) => {
    expect(documentIdProblem(id)).toBeNull();
  });

  it.each([
    ['', 'is empty'],
    ['a/b', "contains '/'"],
    ['p1/private/delivery', "contains '/'"],
    ['.', "is '.' or '..'"],
    ['..', "is '.' or '..'"],
    ['__x__', 'starts and ends with __'],
    ['____', 'starts and ends with __'],
    ['a\uD800b', 'is not valid text'],
    ['\uDC00', 'is not valid text'],
    ['x'.repeat(1501), 'is longer than 1500 bytes'],
    ['日'.repeat(501), 'is longer than 1500 bytes'],
  ])('refuses %j: it %s', (id, problem) => {
    expect(documentIdProblem(id)).toBe(problem);
  });

  it('names the field in the message a 400 carries', () => {
    const result = documentId('productId').safeParse('a/b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("productId is not a valid id: it contains '/'.");
    expect(documentId('productId').safeParse('x'.repeat(1500)).success).toBe(true);
  });
});
