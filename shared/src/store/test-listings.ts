// A store listing for tests: seller 1's irrigation kit at ₹2,499, with no image. Only tests import this file.
import type { StoreListing } from './listing.ts';

export const irrigationKit: StoreListing = {
  id: 'kit-1',
  sellerId: 'seller-1',
  name: 'Smart Irrigation Kit',
  description: 'Soil sensors and a pump.',
  price: 2499,
  imageUrl: '',
  createdAt: 1,
};
