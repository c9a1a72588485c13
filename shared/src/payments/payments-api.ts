// Request and response shapes of the payment endpoints, shared by the api function and the web app.
import { z } from 'zod';

/** POST /api/create-order. The amount is never taken from the body: the server reads the stored budget. */
export const createOrderRequestSchema = z.object({
  projectId: z.string().min(1),
  currency: z.literal('INR').optional(),
});
export const paymentOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
});

/** What Razorpay Checkout (or the local simulated checkout) hands back on success. */
export const paymentResultSchema = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

/** POST /api/verify-payment */
export const verifyPaymentRequestSchema = paymentResultSchema.extend({ projectId: z.string().min(1) });
export const verifyPaymentResponseSchema = z.object({ paymentStatus: z.literal('Funded') });

/** GET /api/payments/config: which checkout the browser opens. */
export const paymentsConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('razorpay'), keyId: z.string() }),
  z.object({ provider: z.literal('simulated') }),
]);
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /api/payments/simulated/pay: the local stand-in for Razorpay Checkout's card step. */
export const simulatedPayRequestSchema = z.object({
  orderId: z.string().min(1),
  cardNumber: z.string().regex(/^\d{12,19}$/, 'Enter a valid card number.'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC.'),
  name: z.string().trim().min(1, 'Enter the name on the card.'),
});
export type SimulatedPayRequest = z.infer<typeof simulatedPayRequestSchema>;

/** Error bodies of every endpoint: `{ error }` (SPEC 7). */
export const apiErrorSchema = z.object({ error: z.string() });
