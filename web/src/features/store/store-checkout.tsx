// Paying for a store product by card or UPI: the one checkout (shared checkout.machine) with SPEC 8's order
// texts. Locally the simulated provider takes a test card or a UPI id; in production Razorpay Checkout does.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { isCheckoutBusy } from '@marketplace/shared/payments/checkout.machine';
import type { CardDetails } from '@marketplace/shared/payments/card';
import { upiIdSchema } from '@marketplace/shared/payments/payments-api';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { StoreListing } from '@marketplace/shared/store/listing';
import { texts } from '@marketplace/shared/texts';
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import { Banner } from '../../ui/banner.tsx';
import { CardForm } from '../../ui/card-form.tsx';
import { AmountDue, PaymentProcessing } from '../../ui/checkout-parts.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { inspect } from '../../lib/inspect.ts';

interface StoreCheckoutProps {
  product: StoreListing;
  email: string;
  deliveryAddress: string;
  method: 'card' | 'upi';
  checkoutLogic: CheckoutLogic;
  onPaid: (orderId: string) => void;
  /** Back to the purchase details (the person cancelled the payment). */
  onBack: () => void;
}

const orderTexts = {
  orderFailed: texts.payments.orderFailed,
  paymentFailed: texts.payments.orderPaymentFailed,
  notRecorded: texts.payments.orderNotSaved,
};

export function StoreCheckout({
  product,
  email,
  deliveryAddress,
  method,
  checkoutLogic,
  onPaid,
  onBack,
}: StoreCheckoutProps) {
  const checkout = useActorRef(checkoutLogic, {
    input: {
      request: { purpose: 'store', productId: product.id, deliveryAddress, paymentMethod: method },
      texts: orderTexts,
      description: product.name,
      email,
    },
    inspect,
  });
  const stage = useSelector(checkout, (s) =>
    s.matches('loadingConfig') ? 'loading' : s.matches('paid') ? 'paid' : isCheckoutBusy(s) ? 'busy' : 'form',
  );
  const provider = useSelector(checkout, (s) => s.context.config?.provider ?? null);
  const error = useSelector(checkout, (s) => s.context.error);
  const confirmation = useSelector(checkout, (s) => s.context.confirmation);
  const closed = useSelector(checkout, (s) => s.status === 'done');
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expiry: '', cvc: '', name: '' });

  useEffect(() => {
    if (stage === 'paid' && confirmation && 'orderId' in confirmation) onPaid(confirmation.orderId);
  }, [stage, confirmation, onPaid]);
  useEffect(() => {
    if (closed) onBack();
  }, [closed, onBack]);

  const cancel = () => checkout.send({ type: 'checkout.close' });
  const payLabel = `Pay ${formatRupees(product.price)}`;

  return (
    <Dialog title="Payment" subtitle={product.name} size="narrow" onClose={cancel} closable={stage !== 'busy'}>
      <AmountDue rupees={product.price} />
      {stage === 'busy' || stage === 'paid' ? (
        <PaymentProcessing />
      ) : (
        <>
          <Banner tone="error">{error}</Banner>
          {stage === 'loading' && (
            <p className="muted" role="status">
              Loading payment options...
            </p>
          )}
          {provider === 'simulated' && method === 'card' && (
            <CardForm
              idPrefix="store-card"
              details={card}
              onChange={setCard}
              payLabel={payLabel}
              onPay={(details) => checkout.send({ type: 'checkout.pay', method: { kind: 'card', card: details } })}
              onCancel={cancel}
            />
          )}
          {provider === 'simulated' && method === 'upi' && (
            <UpiForm
              payLabel={payLabel}
              onPay={(vpa) => checkout.send({ type: 'checkout.pay', method: { kind: 'upi', vpa } })}
              onCancel={cancel}
            />
          )}
          {provider === 'razorpay' && (
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={cancel}>
                Cancel
              </button>
              <button
                type="button"
                className="button"
                onClick={() =>
                  checkout.send({
                    type: 'checkout.pay',
                    method: method === 'upi' ? { kind: 'upi', vpa: null } : { kind: 'checkout' },
                  })
                }
              >
                {payLabel}
              </button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}

/** Locally only (beyond SPEC, where UPI does nothing): the simulated provider takes a UPI id, name@bank. */
function UpiForm({
  payLabel,
  onPay,
  onCancel,
}: {
  payLabel: string;
  onPay: (vpa: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [vpa, setVpa] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = upiIdSchema.safeParse(vpa);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? texts.payments.orderPaymentFailed);
      return;
    }
    setProblem(null);
    onPay(parsed.data);
  }
  return (
    <form onSubmit={submit} noValidate>
      <p className="banner banner--info card-form__hint">
        Test payment: no money moves. Any UPI ID like name@bank works.
      </p>
      <Banner tone="error">{problem}</Banner>
      <Field id={`${id}-vpa`} label="UPI ID">
        <input
          id={`${id}-vpa`}
          className="input"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="name@bank"
          value={vpa}
          onChange={(event) => setVpa(event.target.value)}
        />
      </Field>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button">
          {payLabel}
        </button>
      </div>
    </form>
  );
}
