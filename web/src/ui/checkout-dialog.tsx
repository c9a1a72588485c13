// The one checkout dialog (shared checkout.machine) for everything the platform sells: a project's funding and
// a store purchase differ only in what they ask for, SPEC's texts and what follows the payment. Locally the
// payment is the simulated card (or UPI) form with its 1.5 s of processing; in production Razorpay Checkout
// takes it.
import { Suspense, useEffect, useState } from 'react';
import { createActorContext } from '@xstate/react';
import { checkoutMachine, isCheckoutBusy, type CheckoutTexts } from '@marketplace/shared/payments/checkout.machine';
import type { CardDetails } from '@marketplace/shared/payments/card';
import type { CreateOrderRequest, VerifyPaymentResponse } from '@marketplace/shared/payments/payments-api';
import { useFormats } from '../i18n/i18n.ts';
import { inspect } from '../lib/inspect.ts';
import { useLogic, type LazyLogic } from '../lib/use-logic.ts';
import type { CheckoutLogic } from '../lib/payments/payments-client.ts';
import { Banner } from './banner.tsx';
import { CardForm } from './card-form.tsx';
import { useCheckoutSay, useCheckoutTexts } from './checkout-texts.ts';
import { AmountDue, PaymentProcessing } from './checkout-parts.tsx';
import { Dialog } from './dialog.tsx';
import { UpiForm } from './upi-form.tsx';

interface CheckoutDialogProps {
  title: string;
  /** What is paid for: under the title, and in Razorpay Checkout. */
  description: string;
  /** Rupees, as shown; the order's amount is the server's. */
  amount: number;
  request: CreateOrderRequest;
  texts: CheckoutTexts;
  /** The payer's, for Razorpay Checkout. */
  email: string;
  checkoutLogic: LazyLogic<CheckoutLogic>;
  /** The simulated provider's form, and what Razorpay Checkout is asked to open with. */
  method?: 'card' | 'upi';
  /** Prefix of the card inputs' ids, unique on the page. */
  idPrefix: string;
  /** The simulated form's Pay button (Razorpay's names the amount). */
  payLabel?: string;
  /** What happens to the money once paid, said above either provider's Pay button. */
  note?: string;
  /** Shown with a Close button once the payment is recorded; without it the wait stays until the caller moves on. */
  paidText?: string;
  onPaid?: (confirmation: VerifyPaymentResponse) => void;
  /** Cancelled, or closed after paying. */
  onClosed: () => void;
}

const CheckoutContext = createActorContext(checkoutMachine, { inspect });

export function CheckoutDialog(props: CheckoutDialogProps) {
  // The checkout machine is loaded at the first move on the page; opened before it has come, the dialog waits.
  return (
    <Suspense fallback={null}>
      <Checkout {...props} />
    </Suspense>
  );
}

function Checkout({ checkoutLogic, request, texts, description, email, ...view }: CheckoutDialogProps) {
  const logic = useLogic(checkoutLogic);
  return (
    <CheckoutContext.Provider logic={logic} options={{ input: { request, texts, description, email } }}>
      <CheckoutView description={description} {...view} />
    </CheckoutContext.Provider>
  );
}

type CheckoutViewProps = Omit<CheckoutDialogProps, 'checkoutLogic' | 'request' | 'texts' | 'email'>;

function CheckoutView({
  title,
  description,
  amount,
  method = 'card',
  idPrefix,
  payLabel,
  note,
  paidText,
  onPaid,
  onClosed,
}: CheckoutViewProps) {
  const t = useCheckoutTexts();
  const say = useCheckoutSay();
  const { rupees } = useFormats();
  const checkout = CheckoutContext.useActorRef();
  const stage = CheckoutContext.useSelector((s) =>
    s.matches('loadingConfig') ? 'loading' : s.matches('paid') ? 'paid' : isCheckoutBusy(s) ? 'busy' : 'form',
  );
  const provider = CheckoutContext.useSelector((s) => s.context.config?.provider ?? null);
  const error = CheckoutContext.useSelector((s) => s.context.error);
  const confirmation = CheckoutContext.useSelector((s) => s.context.confirmation);
  const closed = CheckoutContext.useSelector((s) => s.status === 'done');
  // Kept here, not in the form, so the details are still there to correct after a failed payment.
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expiry: '', cvc: '', name: '' });

  useEffect(() => {
    if (stage === 'paid' && confirmation) onPaid?.(confirmation);
  }, [stage, confirmation, onPaid]);
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);

  const close = () => checkout.send({ type: 'checkout.close' });

  return (
    <Dialog title={title} subtitle={description} size="narrow" onClose={close} closable={stage !== 'busy'}>
      <AmountDue rupees={amount} />
      {stage === 'paid' && paidText ? (
        <>
          <Banner tone="success">{paidText}</Banner>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={close}>
              {t('checkout.close')}
            </button>
          </div>
        </>
      ) : stage === 'busy' || stage === 'paid' ? (
        <PaymentProcessing />
      ) : (
        <>
          <Banner tone="error">{say(error)}</Banner>
          {note && <p className="checkout__note">{note}</p>}
          {stage === 'loading' && (
            <p className="muted" role="status">
              {t('checkout.loading')}
            </p>
          )}
          {provider === 'simulated' && method === 'card' && (
            <CardForm
              idPrefix={idPrefix}
              details={card}
              onChange={setCard}
              payLabel={payLabel}
              onPay={(details) => checkout.send({ type: 'checkout.pay', method: { kind: 'card', card: details } })}
              onCancel={close}
            />
          )}
          {provider === 'simulated' && method === 'upi' && (
            <UpiForm
              payLabel={payLabel}
              onPay={(vpa) => checkout.send({ type: 'checkout.pay', method: { kind: 'upi', vpa } })}
              onCancel={close}
            />
          )}
          {provider === 'razorpay' && (
            <>
              <div className="dialog__actions">
                <button type="button" className="button button--secondary" onClick={close}>
                  {t('checkout.cancel')}
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
                  {t('checkout.pay', { amount: rupees(amount) })}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
