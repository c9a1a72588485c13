import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID, firstScreenBlock, firstScreenFrom } from './first-screen.ts';

const listing = {
  id: 'p1',
  sellerId: 's1',
  name: 'Robot </script><script>alert(1)</script> <!-- kit',
  description: 'Line & maze',
  price: 1499.5,
  imageUrl: '',
  createdAt: 1_700_000_000_000,
};
const job = { id: 'j1', title: 'Curator', location: 'Remote', description: 'Reviews kits.', postedAt: null };

describe('the first-screen block', () => {
  it('carries any product text without ending the block or opening markup, and reads back the same', () => {
    const block = firstScreenBlock({ listings: [listing], jobs: [job] });
    const inner = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(block.startsWith(`<script type="application/json" id="${FIRST_SCREEN_ID}">`)).toBe(true);
    expect(firstScreenFrom(JSON.parse(inner))).toEqual({ listings: [listing], jobs: [job] });
  });

  it('keeps only what was there, and only items of the right shape', () => {
    expect(firstScreenFrom({ listings: [listing, { id: 'x', name: 1 }, 'junk', null] })).toEqual({
      listings: [listing],
    });
    expect(firstScreenFrom({ jobs: [] })).toEqual({ jobs: [] });
    expect(firstScreenFrom(null)).toEqual({});
    expect(firstScreenFrom({ listings: 'all' })).toEqual({});
  });
});
