import { describe, expect, it } from 'vitest';
import {
  HIDDEN_PEOPLE_MAX,
  NO_ONE,
  hiddenPeopleDocument,
  hiddenPeopleOf,
  hiddenPeopleSchema,
  notInList,
} from './block.ts';

const block = (blockerId: string, blockedId: string, createdAt: number | null) => ({ blockerId, blockedId, createdAt });

describe('hiddenPeopleOf', () => {
  it('names the other person of every block either way, the newest first, each once', () => {
    const blocks = [block('me', 'a', 1), block('b', 'me', 3), block('a', 'me', 2), block('me', 'c', null)];
    // A block just written (no server time yet) counts as newest.
    expect(hiddenPeopleOf('me', blocks)).toEqual(['c', 'b', 'a']);
  });

  it(`keeps the newest ${HIDDEN_PEOPLE_MAX}, what one Firestore query can leave out beside NO_ONE`, () => {
    const many = Array.from({ length: 12 }, (_, i) => block('me', `p${i}`, i));
    const hidden = hiddenPeopleOf('me', many);
    expect(hidden).toHaveLength(HIDDEN_PEOPLE_MAX);
    expect(hidden[0]).toBe('p11');
    expect(notInList(hidden)).toHaveLength(HIDDEN_PEOPLE_MAX + 1);
  });
});

describe('notInList', () => {
  it('is never empty, as a not-in filter must not be', () => {
    expect(notInList([])).toEqual([NO_ONE]);
  });
});

describe('hiddenPeopleDocument', () => {
  it('fills every slot the rules compare against, and reads back as the people alone', () => {
    const stored = hiddenPeopleDocument(['a', 'b']);
    expect(stored.uids).toHaveLength(HIDDEN_PEOPLE_MAX);
    expect(stored.uids.slice(2).every((uid) => uid === NO_ONE)).toBe(true);
    expect(hiddenPeopleSchema.parse(stored)).toEqual({ uids: ['a', 'b'] });
  });
});
