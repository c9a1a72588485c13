// The purchase flow the store's grid and a listing's own page share (SPEC 2: Buy Now opens a purchase modal; after
// purchase an order tracking view appears): the purchase dialogs, then the order's tracking in the URL, titled
// 'Order placed' right after the purchase and 'Order tracking' when opened any other way (a link, a reload).
// Both the dialogs and the tracking load only when asked for, out of the store's first load.
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { StoreOrder } from '@marketplace/shared/store/order';
import type { UserProfile } from '@marketplace/shared/session/profile';
import type { StoreServices } from './store-services.ts';
import { useStoreTexts } from './store-texts.ts';

const PurchaseModal = lazy(() => import('./purchase-modal.tsx').then((m) => ({ default: m.PurchaseModal })));
const TrackedOrderDialog = lazy(() =>
  import('./tracked-order-dialog.tsx').then((m) => ({ default: m.TrackedOrderDialog })),
);

/**
 * The orders placed in this tab, by id, with their product's name. Kept outside any one page because a purchase
 * from a listing's own page (or from home) shows its tracking on the store, a page drawn anew: state kept in the
 * page that placed the order would be gone by then. A reload forgets it, as it should: that is no longer 'just
 * placed'.
 */
const placedOrders = new Map<string, string>();

interface PurchaseFlowProps {
  profile: UserProfile | null;
  services: StoreServices;
  onLogin: () => void;
  /** Puts the order's tracking in the URL. */
  onTrack: (orderId: string) => void;
}

/**
 * Buy Now on any page that offers listings: `buy` opens the purchase dialogs for a listing, and `flow` is where the
 * page draws them (nothing while no purchase is under way).
 */
export function usePurchaseFlow({ profile, services, onLogin, onTrack }: PurchaseFlowProps): {
  buy: (product: StoreListing) => void;
  flow: ReactNode;
} {
  const [buying, setBuying] = useState<StoreListing | null>(null);
  const onClose = () => setBuying(null);
  const flow = buying && (
    <Suspense fallback={null}>
      <PurchaseModal
        key={buying.id}
        product={buying}
        profile={profile}
        services={services}
        onLogin={onLogin}
        onClose={onClose}
        onPlaced={(orderId) => {
          placedOrders.set(orderId, buying.name);
          onClose();
          onTrack(orderId);
        }}
      />
    </Suspense>
  );
  return { buy: setBuying, flow };
}

interface TrackedOrderProps {
  orderId: string;
  profile: UserProfile | null;
  services: StoreServices;
  onLogin: () => void;
  /** Done, Escape or ×: with the order shown, or null when none was. */
  onDone: (order: StoreOrder | null) => void;
}

export function TrackedOrder({ orderId, profile, services, onLogin, onDone }: TrackedOrderProps) {
  const t = useStoreTexts();
  const product = placedOrders.get(orderId);
  return (
    <Suspense fallback={null}>
      <TrackedOrderDialog
        key={orderId}
        orderId={orderId}
        viewerId={profile?.uid ?? null}
        orders={services.orders}
        {...(product === undefined ? {} : { title: t('store.orderPlaced'), subtitle: product })}
        onLogin={onLogin}
        onDone={(order) => {
          // Seen: opened again later (from the URL, or My Store Purchases), it is the order's tracking.
          placedOrders.delete(orderId);
          onDone(order);
        }}
      />
    </Suspense>
  );
}
