// The `next` of GET /api/store/search as clients see it: an opaque string naming the position after which the
// next page starts (ports/product-search.port.ts SearchPosition). Anything else a client sends is refused.
import type { SearchPosition } from '../../ports/product-search.port.ts';

const TIE_LIMIT = 2 ** 48;

export const encodeCursor = ({ sortAt, tie }: SearchPosition) => Buffer.from(`${sortAt}.${tie}`).toString('base64url');

/** The position a cursor names; null when it is not one this server issued. */
export function decodeCursor(cursor: string): SearchPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = /^(\d{1,16})\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) return null;
  const [sortAt, tie] = [Number(match[1]), Number(match[2])];
  if (!Number.isSafeInteger(sortAt) || tie >= TIE_LIMIT) return null;
  return { sortAt, tie };
}
