// The contract every Geocoder adapter keeps, run against each one by adapters/geocoder.contract.test.ts.
import { describe, expect, it } from 'vitest';
import type { Geocoder } from './geocoder.port.ts';

export interface GeocoderContractSubject {
  geocoder: Geocoder;
  /** Coordinates in Indore, which the adapter must name as a place containing 'Indore'. */
  indore: { latitude: number; longitude: number };
}

export function geocoderContract(name: string, makeSubject: () => GeocoderContractSubject) {
  describe(`Geocoder contract: ${name}`, () => {
    it('names a place people recognise for coordinates in a town', async () => {
      const { geocoder, indore } = makeSubject();
      const place = await geocoder.reverse(indore.latitude, indore.longitude);
      expect(place?.displayName).toContain('Indore');
    });

    it('answers with a non-empty name or null, never an empty name', async () => {
      const { geocoder, indore } = makeSubject();
      const place = await geocoder.reverse(indore.latitude, indore.longitude);
      expect(place === null || place.displayName.length > 0).toBe(true);
    });
  });
}
