// What every checkout dialog shows around the payment: the amount due, and the wait while it is processed.
import { useFormats } from '../i18n/i18n.ts';
import { useCheckoutTexts } from './checkout-texts.ts';
import './checkout.css';

export function AmountDue({ rupees, label }: { rupees: number; label?: string }) {
  const t = useCheckoutTexts();
  const format = useFormats().rupees;
  return (
    <p className="checkout-amount">
      <span className="muted">{label ?? t('checkout.amount')}</span>
      <strong>{format(rupees)}</strong>
    </p>
  );
}

export function PaymentProcessing() {
  const t = useCheckoutTexts();
  return (
    <p className="checkout-processing" role="status">
      <span className="checkout-spinner" aria-hidden="true" />
      {t('checkout.processing')}
    </p>
  );
}
