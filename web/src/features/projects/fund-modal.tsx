// The Fund Project modal (SPEC 2 and 4): the one checkout (shared checkout.machine) for this project. Locally
// the payment is the simulated card form with its 1.5 s of processing; in production Razorpay Checkout takes
// the card. The project card turns Funded through the live listener, not through this modal.
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { isCheckoutBusy } from '@marketplace/shared/payments/checkout.machine';
import type { CardDetails } from '@marketplace/shared/payments/card';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { texts } from '@marketplace/shared/texts';
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import { Banner } from '../../ui/banner.tsx';
import { CardForm } from '../../ui/card-form.tsx';
import { AmountDue, PaymentProcessing } from '../../ui/checkout-parts.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { inspect } from '../../lib/inspect.ts';

export const fundedText = texts.projects.funded;

interface FundModalProps {
  project: Pick<Project, 'id' | 'title' | 'budget'>;
  email: string;
  checkoutLogic: CheckoutLogic;
  onClose: () => void;
}

const fundingTexts = { orderFailed: texts.payments.orderFailed, paymentFailed: texts.projects.paymentFailed };

export function FundModal({ project, email, checkoutLogic, onClose }: FundModalProps) {
  const checkout = useActorRef(checkoutLogic, {
    input: {
      request: { purpose: 'project', projectId: project.id },
      texts: fundingTexts,
      description: project.title,
      email,
    },
    inspect,
  });
  const stage = useSelector(checkout, (s) =>
    s.matches('loadingConfig') ? 'loading' : s.matches('paid') ? 'paid' : isCheckoutBusy(s) ? 'busy' : 'form',
  );
  const provider = useSelector(checkout, (s) => s.context.config?.provider ?? null);
  const error = useSelector(checkout, (s) => s.context.error);
  const closed = useSelector(checkout, (s) => s.status === 'done');
  // Kept here, not in the form, so the details are still there to correct after a failed payment.
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expiry: '', cvc: '', name: '' });

  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const close = () => checkout.send({ type: 'checkout.close' });

  return (
    <Dialog title="Fund Project" subtitle={project.title} size="narrow" onClose={close} closable={stage !== 'busy'}>
      <AmountDue rupees={project.budget} />
      {stage === 'paid' ? (
        <>
          <Banner tone="success">{fundedText}</Banner>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={close}>
              Close
            </button>
          </div>
        </>
      ) : stage === 'busy' ? (
        <PaymentProcessing />
      ) : (
        <>
          <Banner tone="error">{error}</Banner>
          {stage === 'loading' && (
            <p className="muted" role="status">
              Loading payment options...
            </p>
          )}
          {provider === 'simulated' && (
            <CardForm
              idPrefix="fund-card"
              details={card}
              onChange={setCard}
              onPay={(details) => checkout.send({ type: 'checkout.pay', method: { kind: 'card', card: details } })}
              onCancel={close}
            />
          )}
          {provider === 'razorpay' && (
            <>
              <p className="muted">The payment is held by the platform until you release it to the seller.</p>
              <div className="dialog__actions">
                <button type="button" className="button button--secondary" onClick={close}>
                  Cancel
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => checkout.send({ type: 'checkout.pay', method: { kind: 'checkout' } })}
                >
                  Pay {formatRupees(project.budget)}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
