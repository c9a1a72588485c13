// The image a product shows, apart from the product's schema so the store's cards need no validation code.

/** SPEC 9: a product without an image gets a generic placeholder image (served with the web app). */
export const PLACEHOLDER_IMAGE = '/product-placeholder.svg';

/** The image to show: the product's own, or the placeholder. */
export const productImage = (product: { imageUrl: string }) => product.imageUrl || PLACEHOLDER_IMAGE;
