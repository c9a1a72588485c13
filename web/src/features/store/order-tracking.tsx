// The order tracking view (SPEC 2, 4): the four steps, the one reached, and the estimated delivery (SPEC 9:
// 7 days after purchase). The order machine runs here, driven by the live order document, so the view only
// ever moves forward, even when an older snapshot arrives late. Inside SPEC 9's window the buyer may cancel
// here; a cancelled order shows Cancelled, its steps stopped, and its refund's state.
import { useEffect, useMemo } from 'react';
import { createActorContext } from '@xstate/react';
import { orderLifecycleMachine } from '@marketplace/shared/store/order-lifecycle.machine';
import { estimatedDelivery, type StoreOrder } from '@marketplace/shared/store/order';
import { trackingSteps } from '@marketplace/shared/store/order-process';
import { useFormats } from '../../i18n/i18n.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { CancelOrderButton, RefundState } from './cancel-order.tsx';
import { useTrackingTexts } from './tracking-texts.ts';
import type { OrdersPort } from './store.port.ts';
import { inspect } from '../../lib/inspect.ts';

/** Shown for an order that is not the viewer's: the rules refused it, it does not exist, or it is a sale. */
export const notYourOrder = 'This order could not be shown. Only the account that bought it can track it.';

/** The order's machine has no effects to provide: the live document drives it. */
const TrackerContext = createActorContext(orderLifecycleMachine, { inspect });

interface OrderTrackingProps {
  orderId: string;
  orders: OrdersPort;
  /** Who is looking: an order is shown only to its buyer (the rules also let its seller and admins read it). */
  buyerId: string;
  /** Told the order once it is shown. */
  onShown?: (order: StoreOrder) => void;
}

export function OrderTracking({ orderId, orders, buyerId, onShown }: OrderTrackingProps) {
  const t = useTrackingTexts();
  const watched = useWatch(useMemo(() => orders.watchOrder(orderId), [orders, orderId]));
  const mine = watched.status === 'ready' && watched.value?.studentId === buyerId ? watched.value : null;
  useEffect(() => {
    if (mine) onShown?.(mine);
  }, [mine, onShown]);
  if (watched.status === 'loading')
    return (
      <p className="muted" role="status">
        {t('tracking.loadingOrder')}
      </p>
    );
  // The link may name anyone's order: refused, missing and someone else's look the same, so an id tells
  // nothing about another person's orders.
  if (!mine)
    return (
      <p className="order-tracking__message" role="alert">
        {t('tracking.notYourOrder')}
      </p>
    );
  return (
    <TrackerContext.Provider options={{ input: { status: mine.orderStatus } }}>
      <TrackedOrder order={mine} orders={orders} buyerId={buyerId} />
    </TrackerContext.Provider>
  );
}

function TrackedOrder({ order, orders, buyerId }: { order: StoreOrder; orders: OrdersPort; buyerId: string }) {
  const t = useTrackingTexts();
  const { rupees, date } = useFormats();
  const tracker = TrackerContext.useActorRef();
  const shown = TrackerContext.useSelector((s) => s.context.status);
  useEffect(() => tracker.send({ type: 'order.synced', status: order.orderStatus }), [tracker, order.orderStatus]);
  // A cancelled order reached no step: tracking stopped.
  const reached = shown === 'Cancelled' ? -1 : trackingSteps.indexOf(shown);
  // The last step, once reached, is finished rather than under way: Delivered shows as done, not as a ring.
  const stepState = (index: number) =>
    index < reached || (index === reached && index === trackingSteps.length - 1)
      ? 'done'
      : index === reached
        ? 'current'
        : 'todo';

  return (
    <div className="order-tracking">
      <p className="order-tracking__status" role="status" aria-live="polite">
        {t('tracking.status')} <strong>{t(`tracking.step.${shown}`)}</strong>
        <RefundState order={order} lead=" · " />
      </p>
      <ol className="order-tracking__steps" aria-label={t('tracking.progress')}>
        {trackingSteps.map((status, index) => (
          <li
            key={status}
            className={`order-tracking__step order-tracking__step--${stepState(index)}`}
            aria-current={index === reached ? 'step' : undefined}
          >
            <span className="order-tracking__dot" aria-hidden="true" />
            {t(`tracking.step.${status}`)}
          </li>
        ))}
      </ol>
      <dl className="order-tracking__facts">
        <div>
          <dt>{t('tracking.fact.product')}</dt>
          <dd>
            {order.product.name} · {rupees(order.product.price)}
          </dd>
        </div>
        {order.orderedAt !== null && (
          <div>
            <dt>{t('tracking.fact.ordered')}</dt>
            <dd>{date(order.orderedAt)}</dd>
          </div>
        )}
        {/* A cancelled order will not be delivered: its date of cancelling instead of an estimate (SPEC 9's 7 days). */}
        {order.orderStatus === 'Cancelled'
          ? order.cancelledAt !== null && (
              <div>
                <dt>{t('tracking.fact.cancelled')}</dt>
                <dd>{date(order.cancelledAt)}</dd>
              </div>
            )
          : order.orderedAt !== null &&
            order.orderStatus !== 'Delivered' && (
              <div>
                <dt>{t('tracking.fact.estimatedDelivery')}</dt>
                <dd>{date(estimatedDelivery(order.orderedAt))}</dd>
              </div>
            )}
        <div>
          <dt>{t('tracking.fact.payment')}</dt>
          <dd>{t(`tracking.method.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('tracking.fact.deliverTo')}</dt>
          <dd className="order-tracking__address">{order.deliveryAddress}</dd>
        </div>
      </dl>
      <div className="order-tracking__cancel">
        <CancelOrderButton order={order} buyerId={buyerId} orders={orders} explainClosed />
      </div>
    </div>
  );
}
