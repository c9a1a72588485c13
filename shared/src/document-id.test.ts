import { describe, expect, it } from 'vitest';
import { documentIdProblem, eventIdProblem, uidProblem } from './document-id.ts';
import { documentId, uid } from './document-id-schema.ts';

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

describe('Auth uids taken from requests', () => {
  it.each(['abc', 'x'.repeat(128), 'Zk3nU5dq1vTzq8Yl0pS2oJbq9Xw1'])('accepts %j', (id) => {
    expect(uidProblem(id)).toBeNull();
  });

  it.each([
    ['', 'is empty'],
    ['x'.repeat(129), 'is longer than 128 characters'],
    ['x'.repeat(200), 'is longer than 128 characters'],
    ['__x__', 'starts and ends with __'],
    ['a/b', "contains '/'"],
    ['..', "is '.' or '..'"],
  ])('refuses %j: it %s', (id, problem) => {
    expect(uidProblem(id)).toBe(problem);
  });

  it('names the field in the message a 400 carries', () => {
    expect(uid('id').safeParse('x'.repeat(200)).error?.issues[0]?.message).toBe(
      'id is not a valid id: it is longer than 128 characters.',
    );
  });
});

describe('webhook event ids', () => {
  it.each(['evt_Nkr5Q4tSBkKq3B', 'evt-1', 'x'.repeat(128)])('accepts %j', (id) => {
    expect(eventIdProblem(id)).toBeNull();
  });

  it.each([
    ['', 'is empty'],
    ['__x__', 'starts and ends with __'],
    ['.', "is '.' or '..'"],
    ['evt/1', "contains '/'"],
    ['x'.repeat(129), "is not up to 128 letters, digits, '_' or '-'"],
    ['evt 1', "is not up to 128 letters, digits, '_' or '-'"],
  ])('refuses %j: it %s', (id, problem) => {
    expect(eventIdProblem(id)).toBe(problem);
  });
});
