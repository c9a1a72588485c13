// Runs the Geocoder contract against the offline adapter and against Nominatim with its HTTP faked (there is
// no internet in tests), plus what only one of them does.
import { describe, expect, it, vi } from 'vitest';
import { geocoderContract } from '../ports/geocoder.contract.ts';
import { nominatimGeocoder } from './nominatim-geocoder.ts';
import { offlineGeocoder } from './offline-geocoder.ts';

const indore = { latitude: 22.7196, longitude: 75.8577 };
const INDORE_DISPLAY_NAME = 'Rajwada, Indore, Indore Tahsil, Indore, Madhya Pradesh, 452001, India';

/** A fetch that answers like Nominatim's reverse endpoint and records what it was asked. */
function fakeNominatim(answer: () => Promise<Response> | Response) {
  return vi.fn<typeof fetch>(async () => answer());
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const offline = offlineGeocoder();
geocoderContract('offline', () => ({ geocoder: offline, indore }));
geocoderContract('nominatim (fetch faked)', () => ({
  geocoder: nominatimGeocoder({
    contact: () => 'ops@example.test',
    fetch: fakeNominatim(() => json({ display_name: INDORE_DISPLAY_NAME })),
  }),
  indore,
}));

describe('offline geocoder', () => {
  it('names Indore with its state and country', async () => {
    expect(await offline.reverse(indore.latitude, indore.longitude)).toEqual({
      displayName: 'Indore, Madhya Pradesh, India',
    });
  });

  it('names nothing for a point in the middle of the ocean', async () => {
    expect(await offline.reverse(-30, -140)).toBeNull();
    expect(await offline.reverse(0, 80)).toBeNull();
  });

  it('names nothing for coordinates that are not on Earth or not numbers', async () => {
    expect(await offline.reverse(999, 75.8577)).toBeNull();
    expect(await offline.reverse(Number.NaN, Number.NaN)).toBeNull();
  });
});

describe('nominatim geocoder', () => {
  it('asks the reverse endpoint for JSON with an identifying User-Agent and maps display_name', async () => {
    const fetch = fakeNominatim(() => json({ display_name: INDORE_DISPLAY_NAME }));
    const geocoder = nominatimGeocoder({ contact: () => 'ops@example.test', fetch });
    expect(await geocoder.reverse(indore.latitude, indore.longitude)).toEqual({ displayName: INDORE_DISPLAY_NAME });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    const asked = new URL(String(url));
    expect(asked.pathname).toBe('/reverse');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ format: 'jsonv2', lat: '22.7196', lon: '75.8577' });
    expect(init?.headers).toMatchObject({ 'User-Agent': 'ProjectBoard/1.0 (ops@example.test)' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers the same spot from its cache without asking again', async () => {
    const fetch = fakeNominatim(() => json({ display_name: INDORE_DISPLAY_NAME }));
    const geocoder = nominatimGeocoder({ contact: () => 'ops@example.test', fetch });
    await geocoder.reverse(indore.latitude, indore.longitude);
    expect(await geocoder.reverse(indore.latitude + 0.00001, indore.longitude)).toEqual({
      displayName: INDORE_DISPLAY_NAME,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('maps an answer without a place (Nominatim\'s "Unable to geocode") to null', async () => {
    const geocoder = nominatimGeocoder({
      contact: () => 'ops@example.test',
      fetch: fakeNominatim(() => json({ error: 'Unable to geocode' })),
    });
    expect(await geocoder.reverse(0, -140)).toBeNull();
  });

  it('fails on an HTTP error rather than naming a place', async () => {
    const geocoder = nominatimGeocoder({
      contact: () => 'ops@example.test',
      fetch: fakeNominatim(() => json({ error: 'busy' }, 503)),
    });
    await expect(geocoder.reverse(indore.latitude, indore.longitude)).rejects.toThrow('Nominatim answered 503');
  });

  it('gives up when the request times out', async () => {
    // The fake never answers; it rejects when the adapter's own timeout signal aborts.
    const hang = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const signal = init!.signal!;
          if (signal.aborted) reject(signal.reason as Error);
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    const timeout = vi
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation(() => AbortSignal.abort(new DOMException('timed out', 'TimeoutError')));
    try {
      const geocoder = nominatimGeocoder({ contact: () => 'ops@example.test', fetch: hang });
      await expect(geocoder.reverse(indore.latitude, indore.longitude)).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(timeout).toHaveBeenCalledWith(8000);
    } finally {
      timeout.mockRestore();
    }
  });
});
