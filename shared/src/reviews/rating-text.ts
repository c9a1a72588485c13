// A rating as the screens show it, without the validation library: the store's cards show it, and the store's
// first load carries no schemas.

export interface Rating {
  /** Stars on average, to one decimal; null before the first published review. */
  average: number | null;
  count: number;
}

/** '★ 4.5 (12)'; empty before the first review. */
export function ratingText({ average, count }: Rating): string {
  return average === null ? '' : `★ ${average.toFixed(1)} (${count})`;
}
