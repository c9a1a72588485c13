// SPEC 5 'Purchase': the delivery address a purchase needs, and the UPI id the local simulated provider
// takes (beyond SPEC, where UPI is an input with no effect).
import { z } from 'zod';
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

/** A UPI id (virtual payment address): name@bank. */
export const upiIdSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, 'Enter a UPI ID like name@bank.');

/** The fallback SPEC 8 gives when the coordinates cannot be turned into an address. */
export function coordinatesText(latitude: number, longitude: number): string {
  return `Latitude: ${latitude.toFixed(6)}, Longitude: ${longitude.toFixed(6)}`;
}
