import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CONTENTION_ATTEMPTS, isContention, transact } from './transaction.ts';

/** A Firestore whose runTransaction fails with each of `failures` in turn, then runs the body. */
function contended(failures: unknown[]) {
  let calls = 0;
  const db = {
    runTransaction: async <T>(body: (tx: unknown) => Promise<T>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return body({});
    },
  } as unknown as Firestore;
  return { db, calls: () => calls };
}

const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
const expired = new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.');

describe('transact', () => {
  it("tells contention (ABORTED, the emulator's lock timeout, an expired transaction) from other failures", () => {
    expect(isContention(aborted)).toBe(true);
    expect(isContention(expired)).toBe(true);
    expect(isContention(Object.assign(new Error('not found'), { code: 5 }))).toBe(false);
    expect(isContention(null)).toBe(false);
  });

  it('starts a contended transaction again until it wins', async () => {
    const { db, calls } = contended([aborted, expired, aborted]);
    await expect(transact(db, async () => 'won')).resolves.toBe('won');
    expect(calls()).toBe(4);
  });

  it('gives up after its attempts, with the contention, and never retries any other failure', async () => {
    const always = contended(Array.from({ length: CONTENTION_ATTEMPTS + 1 }, () => aborted));
    await expect(transact(always.db, async () => 'never')).rejects.toBe(aborted);
    expect(always.calls()).toBe(CONTENTION_ATTEMPTS);
    const broken = new Error('permission denied');
    const once = contended([broken]);
    await expect(transact(once.db, async () => 'never')).rejects.toBe(broken);
    expect(once.calls()).toBe(1);
  });
});
