// The buyer's 'Cancel Order' (SPEC 9), in the tracking view and in 'My Store Purchases': offered only
// while shared's rule allows (the buyer, inside 24 hours, before Delivered), confirmed by a dialog; the server
// decides with its own clock, and its refusal shows in the dialog. Beside it, a cancelled order's refund state.
import { useEffect, useState } from 'react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import {
  canCancelOrder,
  cancellationClosesAt,
  cancellationTexts,
  refundNote,
  refundStatusTexts,
  refundsOnCancel,
} from '@marketplace/shared/store/order-cancellation';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useTrackingSay, useTrackingTexts } from './tracking-texts.ts';
import type { OrdersPort } from './store.port.ts';

interface CancelOrderProps {
  order: StoreOrder;
  buyerId: string;
  orders: OrdersPort;
  /** The clock the window is read with (tests pass their own). */
  now?: () => number;
  /**
   * Where the button goes away while the person watches (the tracking view, as the order reaches Delivered), it
   * says why instead of vanishing.
   */
  explainClosed?: boolean;
  /**
   * Once the order is cancelled and the confirmation has closed: where focus goes, as the button that held it goes
   * away with the order's change (a list's row: its Track button). In a dialog the dialog keeps it itself.
   */
  onCancelled?: () => void;
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Re-renders when the order's window closes, so the button goes away on its own. */
function useWindowOpen(order: StoreOrder, buyerId: string, now: () => number): boolean {
  const [, setTick] = useState(0);
  const open = canCancelOrder(order, buyerId, now()).ok;
  const closesAt = cancellationClosesAt(order);
  useEffect(() => {
    if (!open || closesAt === null) return;
    // setTimeout takes at most about 24.8 days (a longer delay fires at once); the window is one day, unless
    // the device's clock is far behind the server's.
    const delay = Math.min(Math.max(0, closesAt - now()) + 50, MAX_TIMEOUT_MS);
    const timer = setTimeout(() => setTick((tick) => tick + 1), delay);
    return () => clearTimeout(timer);
  }, [open, closesAt, now]);
  return open;
}

export function CancelOrderButton({
  order,
  buyerId,
  orders,
  now = Date.now,
  explainClosed = false,
  onCancelled,
}: CancelOrderProps) {
  const t = useTrackingTexts();
  const open = useWindowOpen(order, buyerId, now);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  // After the confirmation's own clean-up (which gives focus back to this button, about to go).
  useEffect(() => {
    if (!cancelled || confirming) return;
    setCancelled(false);
    onCancelled?.();
  }, [cancelled, confirming, onCancelled]);
  if (!open) return explainClosed ? <ClosedNote order={order} buyerId={buyerId} now={now} /> : null;
  return (
    <>
      <button
        type="button"
        className="button button--danger"
        aria-label={t('tracking.cancelOrderFor', { name: order.product.name })}
        onClick={() => setConfirming(true)}
      >
        {t('tracking.cancelOrder')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('tracking.cancelOrder')}
          confirmLabel={t('tracking.cancelOrder')}
          cancelLabel={t('tracking.keepOrder')}
          failedText={t('tracking.cancelFailed')}
          onConfirm={() =>
            orders.cancelOrder(order.id).then(() => {
              setCancelled(true);
              setConfirming(false);
            })
          }
          onCancel={() => setConfirming(false)}
        >
          <p>
            {t('tracking.cancelConfirm')} <strong>{order.product.name}</strong>
          </p>
          {refundsOnCancel(order) && <p>{refundNote(order)}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Why an order the buyer watches can no longer be cancelled: delivered, or its 24 hours have passed. */
function ClosedNote({ order, buyerId, now }: { order: StoreOrder; buyerId: string; now: () => number }) {
  const say = useTrackingSay();
  const check = canCancelOrder(order, buyerId, now());
  if (check.ok || (check.refusal !== 'delivered' && check.refusal !== 'window-closed')) return null;
  return (
    <p className="muted order-tracking__closed">
      {say(check.refusal === 'delivered' ? cancellationTexts.closedDelivered : cancellationTexts.closedWindow)}
    </p>
  );
}

/**
 * 'Refund requested', 'Refunded' or 'Refund failed' beside a cancelled card or UPI order; nothing otherwise.
 * `lead` goes before it when shown (a separator inside a sentence).
 */
export function RefundState({ order, lead = '' }: { order: StoreOrder; lead?: string }) {
  const say = useTrackingSay();
  if (order.orderStatus !== 'Cancelled' || !order.refundStatus) return null;
  return (
    <>
      {lead}
      <span className={`refund-state refund-state--${order.refundStatus}`}>
        {say(refundStatusTexts[order.refundStatus])}
      </span>
    </>
  );
}
