// What every checkout dialog shows around the payment: the amount due, and the wait while it is processed.
import { formatRupees } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import './checkout.css';

export function AmountDue({ rupees, label = 'Amount' }: { rupees: number; label?: string }) {
  return (
    <p className="checkout-amount">
      <span className="muted">{label}</span>
      <strong>{formatRupees(rupees)}</strong>
    </p>
  );
}

export function PaymentProcessing() {
  return (
    <p className="checkout-processing" role="status">
      <span className="checkout-spinner" aria-hidden="true" />
      {texts.projects.paymentProcessing}
    </p>
  );
}
