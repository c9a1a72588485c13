// SPEC 3 'Store product' and SPEC 5 'Sell product': what a seller lists, read from the stored document,
// and the form's rules. Prices are rupees with at most 2 decimals, like project budgets.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { MAX_AMOUNT, MIN_AMOUNT, fromPaise, toPaise } from '../projects/money.ts';
import { texts } from '../texts.ts';

/** Long enough for a real description, short enough that 100 products fit one catalogue page. */
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;

export const productSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerEmail: z.string(),
  name: z.string(),
  description: z.string(),
  // Data written by the earlier app may hold the price as the number input's text.
  price: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number()),
  imageUrl: z.string().catch(''),
  createdAt: epochMillis,
  /** Out of the store (decision 031): hidden by a moderator, or its seller is suspended. Written by the server. */
  hidden: z.boolean().optional().catch(undefined),
});
export type Product = z.infer<typeof productSchema>;

export { PLACEHOLDER_IMAGE, productImage } from './product-image.ts';

export interface SellProductInput {
  name: string;
  description: string;
  /** The number input's value, as typed. */
  price: string;
}

export interface NewProduct {
  name: string;
  description: string;
  price: number;
}

export type SellProductCheck = { ok: true; value: NewProduct } | { ok: false; error: string };

export function checkSellProduct(input: SellProductInput): SellProductCheck {
  const name = input.name.trim();
  const description = input.description.trim();
  const priceText = input.price.trim();
  if (!name || !description || !priceText) return { ok: false, error: texts.store.requiredFields };
  const price = Number(priceText);
  if (!Number.isFinite(price) || price < MIN_AMOUNT) return { ok: false, error: texts.store.priceMinimum };
  if (price > MAX_AMOUNT) return { ok: false, error: texts.store.priceMaximum };
  if (fromPaise(toPaise(price)) !== price) return { ok: false, error: texts.store.pricePaise };
  return {
    ok: true,
    value: { name: name.slice(0, PRODUCT_NAME_MAX), description: description.slice(0, PRODUCT_DESCRIPTION_MAX), price },
  };
}

/**
 * Only images our upload endpoint stored: the local host's /media/ or the production Cloudinary account's
 * delivery URLs, or none (SPEC 9: a placeholder is shown).
 */
export function isStoredImageUrl(url: string): boolean {
  return (
    url === '' ||
    /^\/media\/products\/[A-Za-z0-9_-]+[.](jpg|png|webp)$/.test(url) ||
    /^https:\/\/res[.]cloudinary[.]com\/[A-Za-z0-9_-]+\/image\/upload\/[A-Za-z0-9_./-]+$/.test(url)
  );
}

export const PRODUCT_IMAGE_URL_MAX = 500;

/** What POST /api/store/products takes (decision 032 puts listing behind the API), checked as checkSellProduct. */
export const newProductSchema = z.object({
  name: z
    .string({ error: texts.store.requiredFields })
    .trim()
    .min(1, texts.store.requiredFields)
    .max(PRODUCT_NAME_MAX, `The name can have at most ${PRODUCT_NAME_MAX} characters.`),
  description: z
    .string({ error: texts.store.requiredFields })
    .trim()
    .min(1, texts.store.requiredFields)
    .max(PRODUCT_DESCRIPTION_MAX, `The description can have at most ${PRODUCT_DESCRIPTION_MAX} characters.`),
  price: z
    .number({ error: texts.store.requiredFields })
    .refine(Number.isFinite, texts.store.priceMinimum)
    .refine((price) => price >= MIN_AMOUNT, texts.store.priceMinimum)
    .refine((price) => price <= MAX_AMOUNT, texts.store.priceMaximum)
    .refine((price) => fromPaise(toPaise(price)) === price, texts.store.pricePaise),
  imageUrl: z
    .string()
    .max(PRODUCT_IMAGE_URL_MAX)
    .refine(isStoredImageUrl, 'Upload the photo through the form: only photos the store keeps can be shown.')
    .default(''),
});

/** The fields a listed product starts with, besides the server's createdAt (each SDK writes its own). */
export function newProductFields(seller: { uid: string; email: string }, product: NewProduct, imageUrl: string) {
  return {
    sellerId: seller.uid,
    sellerEmail: seller.email,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl,
  };
}
