// A delivery address for the buyer's position (SPEC 7's reverse geocoding, through our server): the geocoder's
// answer, or SPEC's text when it has none or fails (the form then keeps the coordinates).
import { lookupFailed } from '@marketplace/shared/store/store-api';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Geocoder } from '../../ports/geocoder.port.ts';

export async function reverseGeocode(
  geocoder: Geocoder,
  { lat, lon }: { lat: number; lon: number },
): Promise<Outcome<{ display_name: string }>> {
  try {
    const place = await geocoder.reverse(lat, lon);
    return place ? success({ display_name: place.displayName }) : failure('not-found', lookupFailed);
  } catch (error) {
    log.error('reverse geocoding failed', error, { lat, lon });
    return failure('provider-failed', lookupFailed);
  }
}
