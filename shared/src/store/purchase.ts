// SPEC 5 'Purchase': the delivery address a purchase needs, and the UPI id the local simulated provider
// takes (beyond SPEC, where UPI is an input with no effect).
import { texts } from '../texts.ts';

/** A delivery address longer than this is not an address. */
export const DELIVERY_ADDRESS_MAX = 500;

export type AddressCheck = { ok: true; value: string } | { ok: false; error: string };

/** SPEC 5: a non-empty delivery address; it is saved trimmed. */
export function checkDeliveryAddress(address: string): AddressCheck {
  const value = address.trim();
  if (!value) return { ok: false, error: texts.store.addressRequired };
  return { ok: true, value: value.slice(0, DELIVERY_ADDRESS_MAX) };
}

/** The fallback SPEC 8 gives when the coordinates cannot be turned into an address. */
export function coordinatesText(latitude: number, longitude: number): string {
  return `Latitude: ${latitude.toFixed(6)}, Longitude: ${longitude.toFixed(6)}`;
}
