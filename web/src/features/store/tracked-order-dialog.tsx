// The order tracking view as a dialog over the page whose URL names the order (/store?order={id},
// /dashboard?order={id}), so a reload or a link opens it again. Only the order's buyer sees the order: a
// visitor is asked to log in without anything being read, and anyone else gets a message, never the order.
import { useRef, useState } from 'react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { Dialog } from '../../ui/dialog.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { useTrackingTexts } from './tracking-texts.ts';
import type { OrdersPort } from './store.port.ts';

interface TrackedOrderDialogProps {
  orderId: string;
  /** The signed-in person's uid; null for a visitor. */
  viewerId: string | null;
  orders: OrdersPort;
  /** 'Order placed' right after the purchase; 'Order tracking' otherwise; 'Order cancelled' once it is. */
  title?: string;
  subtitle?: string;
  /** Done, Escape or ×: with the order shown, or null when none was. */
  onDone: (order: StoreOrder | null) => void;
  /** Offered to a visitor (null where there is nowhere to log in from). */
  onLogin?: (() => void) | null;
}

export function TrackedOrderDialog(props: TrackedOrderDialogProps) {
  const t = useTrackingTexts();
  const { orderId, viewerId, orders, title = t('tracking.title'), subtitle, onDone, onLogin } = props;
  const shown = useRef<StoreOrder | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const done = () => onDone(shown.current);
  return (
    <Dialog title={cancelled ? t('tracking.cancelled') : title} subtitle={subtitle} onClose={done}>
      {viewerId === null ? (
        <p className="order-tracking__message">{t('tracking.logInToTrack')}</p>
      ) : (
        <OrderTracking
          orderId={orderId}
          orders={orders}
          buyerId={viewerId}
          onShown={(order) => {
            shown.current = order;
            setCancelled(order.orderStatus === 'Cancelled');
          }}
        />
      )}
      <div className="dialog__actions">
        {viewerId === null && onLogin && (
          <button type="button" className="button button--secondary" onClick={onLogin}>
            {t('tracking.logIn')}
          </button>
        )}
        <button type="button" className="button" onClick={done}>
          {t('tracking.done')}
        </button>
      </div>
    </Dialog>
  );
}
