// Razorpay Checkout in the browser: its script is loaded on first use, and the widget's callbacks are
// turned into one promise of the three values the server verifies.
import {
  paymentResultSchema,
  type PaymentOrder,
  type PaymentResult,
} from '@marketplace/shared/payments/payments-api';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { email: string };
  config?: unknown;
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let scriptLoad: Promise<RazorpayConstructor> | null = null;

function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  scriptLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded.'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline for a moment) may be retried on the next payment.
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

export interface RazorpayCheckoutOptions {
  keyId: string;
  description: string;
  email: string;
  /**
   * 'upi' shows only Checkout's UPI block (intent and QR). No UPI id is passed: NPCI retired the collect
   * flow, where a person types their id, in February 2026.
   */
  method?: 'upi';
}

/** Checkout's display config that offers UPI alone. */
const upiOnly = {
  display: {
    blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: false },
  },
};

export async function openRazorpayCheckout(order: PaymentOrder, checkout: RazorpayCheckoutOptions): Promise<PaymentResult> {
  const Razorpay = await loadCheckout();
  return new Promise<PaymentResult>((resolve, reject) => {
    const widget = new Razorpay({
      key: checkout.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: 'ProjectBoard',
      description: checkout.description,
      prefill: { email: checkout.email },
      ...(checkout.method === 'upi' ? { config: upiOnly } : {}),
      handler: (response) => {
        const parsed = paymentResultSchema.safeParse(response);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error('Razorpay Checkout returned an incomplete payment.'));
      },
      modal: { ondismiss: () => reject(new Error('The payment window was closed.')) },
    });
    widget.on('payment.failed', () => reject(new Error('Razorpay reported the payment as failed.')));
    widget.open();
  });
}
