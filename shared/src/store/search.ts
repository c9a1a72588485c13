// SPEC 5 'Store search': a case-insensitive substring match on name or description.
import type { Product } from './product.ts';

type Searchable = Pick<Product, 'name' | 'description'>;

export function matchesSearch(product: Searchable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return product.name.toLocaleLowerCase().includes(needle) || product.description.toLocaleLowerCase().includes(needle);
}

export function searchProducts<P extends Searchable>(products: readonly P[], query: string): P[] {
  return products.filter((product) => matchesSearch(product, query));
}

/**
 * The same rule over a whole catalogue, with each product's text lower-cased once rather than on every
 * keystroke, so a search over thousands of products stays instant.
 */
export function productSearch<P extends Searchable>(products: readonly P[]): (query: string) => P[] {
  const haystacks = products.map(
    (product) =>
      [product, `${product.name.toLocaleLowerCase()}\u0000${product.description.toLocaleLowerCase()}`] as const,
  );
  return (query) => {
    const needle = query.trim().toLocaleLowerCase();
    if (!needle) return [...products];
    return haystacks.filter(([, haystack]) => haystack.includes(needle)).map(([product]) => product);
  };
}
