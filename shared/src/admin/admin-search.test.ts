import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_GRAMS,
  foldForSearch,
  gramsOf,
  matchesAdminSearch,
  productSearchTexts,
  queryGrams,
  sameSearchGrams,
  searchGramsOf,
  userSearchTexts,
} from './admin-search.ts';

const demoSeller = userSearchTexts({ fullName: 'Demo Seller', email: 'seller@example.com', role: 'seller' });
const kit = productSearchTexts({ name: 'Smart Irrigation Kit', sellerEmail: 'seller@example.com', price: 2499 });

/** What the server and the client do together: the stored grams hold the query's, and the text contains it. */
const found = (texts: string[], search: string) => {
  const stored = searchGramsOf(texts);
  return queryGrams(search).every((gram) => stored[gram]) && matchesAdminSearch(texts, search);
};

describe('foldForSearch', () => {
  it.each(
    Object.entries({
      'EXAMPLE.COM': 'example.com',
      '  Demo   Seller ': 'demo seller',
      'José Müller': 'jose muller',
      Ångström: 'angstrom',
      ﬁle: 'file',
      'tab\tand\nline': 'tab and line',
    }),
  )('%j folds to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('gramsOf', () => {
  it('holds every distinct piece of 1 to 3 characters, folded', () => {
    expect(gramsOf(['AbA'])).toEqual(['a', 'ab', 'aba', 'b', 'ba']);
  });

  it('never spans two texts', () => {
    const grams = gramsOf(['ab', 'cd']);
    expect(grams).not.toContain('bc');
    expect(grams).not.toContain('abc');
    expect(grams).toEqual(['a', 'ab', 'b', 'c', 'cd', 'd']);
  });

  it('keeps an emoji whole', () => {
    // A lone surrogate would show as a high or low surrogate code unit not paired with the other.
    for (const gram of gramsOf(['a😀b']))
      expect(gram).not.toMatch(/(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(gramsOf(['a😀b'])).toContain('a😀b');
  });

  it('stays small for a long name: at most three grams a character', () => {
    const name = 'A line following robot with PID steering and an obstacle sensor';
    expect(gramsOf([name]).length).toBeLessThanOrEqual(3 * name.length);
  });
});

describe('queryGrams', () => {
  it('is empty for an empty or blank search', () => {
    expect(queryGrams('')).toEqual([]);
    expect(queryGrams('   ')).toEqual([]);
  });

  it.each([
    ['a', ['a']],
    ['Ex', ['ex']],
    ['XYZ', ['xyz']],
    ['irri', ['irr', 'rri']],
  ])('%j needs %j', (search, grams) => {
    expect(queryGrams(search)).toEqual(grams);
  });

  it('takes at most MAX_QUERY_GRAMS of a long search, its first and last trigram among them', () => {
    const grams = queryGrams('a very long search for a product name');
    expect(grams).toHaveLength(MAX_QUERY_GRAMS);
    expect(grams[0]).toBe('a v');
    expect(grams.at(-1)).toBe('ame');
  });

  it('asks only for grams the matching document stores', () => {
    const stored = searchGramsOf(demoSeller);
    for (const search of ['DEMO SELLER', 'demo seller', 'o s', 'example.com', 'Seller@Example.Com', 'r@e']) {
      for (const gram of queryGrams(search)) expect(stored[gram], `${search}: ${gram}`).toBe(true);
    }
  });
});

describe('the search as the tables run it', () => {
  it.each([
    [kit, ['irrigation', 'IRRIGATION', 'smart irr', 'example.com'], ['xyz', 'irrigation kit seller']],
    [demoSeller, ['demo seller', 'Demo Seller', 'EXAMPLE.COM', 'seller@', 'SELLER', 'e'], ['xyz']],
  ])('in %j finds %j and not %j', (texts, finds, misses) => {
    for (const search of finds) expect(found(texts, search), search).toBe(true);
    for (const search of misses) expect(found(texts, search), search).toBe(false);
  });

  it('drops a document that holds every trigram of the search without containing it', () => {
    const texts = ['abcxbcd'];
    expect(queryGrams('abcd').every((gram) => searchGramsOf(texts)[gram])).toBe(true);
    expect(found(texts, 'abcd')).toBe(false);
  });

  it('finds a name typed without its accents, and with them', () => {
    const jose = userSearchTexts({ fullName: 'José Müller', email: 'jose@example.com', role: 'student' });
    expect(found(jose, 'jose muller')).toBe(true);
    expect(found(jose, 'MÜLLER')).toBe(true);
  });

  it('names a user by the full name, else the display name', () => {
    expect(userSearchTexts({ displayName: 'Asha', email: 'a@x.in', role: 'student' })).toEqual([
      'Asha',
      'a@x.in',
      'student',
    ]);
    expect(userSearchTexts({ fullName: 'Asha Rao', displayName: 'Asha' })).toEqual(['Asha Rao', '', '']);
  });
});

describe('sameSearchGrams', () => {
  const wanted = searchGramsOf(['ab']);

  it('is true only for the same set of grams', () => {
    expect(sameSearchGrams({ ...wanted }, wanted)).toBe(true);
    expect(sameSearchGrams({ a: true, b: true }, wanted)).toBe(false);
    expect(sameSearchGrams({ ...wanted, c: true }, wanted)).toBe(false);
    expect(sameSearchGrams({ ...wanted, ab: false }, wanted)).toBe(false);
  });

  it('is false for a missing or malformed field', () => {
    for (const stored of [undefined, null, 'ab', ['a', 'ab', 'b']]) expect(sameSearchGrams(stored, wanted)).toBe(false);
  });
});
