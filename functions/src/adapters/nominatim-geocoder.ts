// The production Geocoder: OpenStreetMap Nominatim's reverse endpoint, used as its usage policy asks: an
// identifying User-Agent with a contact, at most one request a second, and answers cached (the same spot is
// looked up once; coordinates are rounded to about 10 m).
import type { Geocoder } from '../ports/geocoder.port.ts';

const ENDPOINT = 'https://nominatim.openstreetmap.org/reverse';
const MIN_INTERVAL_MS = 1000;
const CACHE_SIZE = 1000;

export interface NominatimOptions {
  /** Who to contact about our traffic; goes into the User-Agent. */
  contact: () => string;
  fetch?: typeof fetch;
}

export function nominatimGeocoder({ contact, fetch: get = fetch }: NominatimOptions): Geocoder {
  const cache = new Map<string, { displayName: string } | null>();
  let nextSlot = 0;

  /** Waits for this request's turn: one a second for the whole process. */
  async function turn() {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    nextSlot = at + MIN_INTERVAL_MS;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  return {
    async reverse(latitude, longitude) {
      const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
      if (cache.has(key)) return cache.get(key)!;
      await turn();
      const query = new URLSearchParams({ format: 'jsonv2', lat: String(latitude), lon: String(longitude) });
      const response = await get(`${ENDPOINT}?${query}`, {
        headers: { 'User-Agent': `ProjectBoard/1.0 (${contact()})`, Accept: 'application/json' },
        signal: AbortSignal.timeout(8000),
      });
      if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
      const body = (await response.json()) as { display_name?: unknown };
      const result =
        typeof body.display_name === 'string' && body.display_name ? { displayName: body.display_name } : null;
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, result);
      return result;
    },
  };
}
