// 'Use my location' (SPEC 5, 8): the browser's geolocation, then the server's reverse geocoding. Each way it
// can fail ends in SPEC's own text; when only the address lookup fails, the coordinates stand in for it.
import type { Auth } from 'firebase/auth';
import { coordinatesText } from '@marketplace/shared/store/purchase';
import { texts } from '@marketplace/shared/texts';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import type { LocationPort } from './store.port.ts';

/** SPEC 8's {reason} in 'Could not get location: {reason}', named for each way the browser declares it fails. */
const locationReasons: Record<number, string> = {
  1: 'permission was denied',
  2: 'the position is unavailable',
  3: 'it took too long',
};

/** The part of the browser this needs, so tests can hand in their own. */
export type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

export function browserLocation(
  auth: Auth,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): LocationPort {
  return {
    async locate() {
      if (!geolocation) throw new Error(texts.store.geolocationUnsupported);
      const position = await new Promise<GeolocationPosition>((resolve, reject) =>
        geolocation.getCurrentPosition(
          resolve,
          (error) => reject(new Error(texts.store.locationFailed(locationReasons[error.code] ?? 'it is unavailable'))),
          {
            enableHighAccuracy: false,
            timeout: 15_000,
            maximumAge: 300_000,
          },
        ),
      );
      const { latitude, longitude } = position.coords;
      try {
        const place = await apiClient(storeContract, auth).reverseGeocode({ lat: latitude, lon: longitude });
        return { address: place.display_name, warning: null };
      } catch (error) {
        console.warn('The address could not be looked up.', error);
        return { address: coordinatesText(latitude, longitude), warning: texts.store.addressLookupFailed };
      }
    },
  };
}
