// Coordinates to an address people recognise (SPEC 7 'reverse geocoding'): OpenStreetMap Nominatim in
// production, an offline place list locally.

export interface Geocoder {
  /** The nearest address or place for the coordinates; null when there is none to name. */
  reverse(latitude: number, longitude: number): Promise<{ displayName: string } | null>;
}
