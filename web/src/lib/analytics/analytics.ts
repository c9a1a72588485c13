// The purchase analytics event (SPEC 7: transaction id, value, currency INR, items). Firebase Analytics
// where a measurement id is configured, loaded only when the first event is sent; otherwise (locally) the
// event goes onto window.dataLayer, the queue Google's tag reads, where a test can read it too.
import type { FirebaseApp } from 'firebase/app';

export interface PurchaseEvent {
  transactionId: string;
  /** Rupees. */
  value: number;
  currency: 'INR';
  items: { item_id: string; item_name: string; price: number; quantity: number }[];
  /** card, upi or cod. */
  paymentType: string;
}

export interface Analytics {
  purchase(event: PurchaseEvent): void;
}

const params = (event: PurchaseEvent) => ({
  transaction_id: event.transactionId,
  value: event.value,
  currency: event.currency,
  items: event.items,
  payment_type: event.paymentType,
});

export function firebaseAnalytics(app: () => Promise<FirebaseApp>): Analytics {
  let analytics: Promise<typeof import('firebase/analytics') & { instance: import('firebase/analytics').Analytics }> | null = null;
  const load = () =>
    (analytics ??= Promise.all([app(), import('firebase/analytics')]).then(([started, module]) => ({
      ...module,
      instance: module.getAnalytics(started),
    })));
  return {
    purchase(event) {
      load().then(
        ({ logEvent, instance }) => logEvent(instance, 'purchase', params(event)),
        (error: unknown) => console.warn('The purchase event could not be sent.', error),
      );
    },
  };
}

export function dataLayerAnalytics(): Analytics {
  return {
    purchase(event) {
      const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
      layer.push({ event: 'purchase', ...params(event) });
    },
  };
}
