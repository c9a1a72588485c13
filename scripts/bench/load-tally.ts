// How a load run's answers are counted (the API under 50 clients at once): what succeeded, what a rate limit
// refused (429, by design, reported apart so a limited answer is never read as a fast one), what else the client's
// input was refused with (4xx), and what the server failed (5xx: never expected, the target is none).

export interface Tally {
  ok: number;
  limited: number;
  refused: number;
  failed: number;
}

/** The answers by kind, from a count per status code (autocannon's statusCodeStats). */
export function tally(counts: Readonly<Record<string, { count?: number } | number | undefined>>): Tally {
  const totals: Tally = { ok: 0, limited: 0, refused: 0, failed: 0 };
  for (const [code, entry] of Object.entries(counts)) {
    const count = typeof entry === 'number' ? entry : (entry?.count ?? 0);
    const status = Number(code);
    if (status >= 200 && status < 300) totals.ok += count;
    else if (status === 429) totals.limited += count;
    else if (status >= 400 && status < 500) totals.refused += count;
    else totals.failed += count;
  }
  return totals;
}

/** Several runs' answers as one (the turns of a side's timed run). */
export function sumTallies(tallies: readonly Tally[]): Tally {
  const totals: Tally = { ok: 0, limited: 0, refused: 0, failed: 0 };
  for (const one of tallies) for (const kind of Object.keys(totals) as (keyof Tally)[]) totals[kind] += one[kind];
  return totals;
}
