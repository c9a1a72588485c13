// The frame of the simulated checkout's forms (the card and the UPI id): the test-payment hint, the problem the
// form found before anything is sent, its fields, and Cancel beside Pay. The browser's own checks are off
// (noValidate): the form's problem, in the shared rules' words, says what is wrong.
import type { FormEvent, ReactNode } from 'react';
import { Banner } from './banner.tsx';
import { FormActions } from './form-actions.tsx';
import './checkout.css';

interface PaymentFormProps {
  /** What the test payment takes, above the fields. */
  hint: string;
  problem: string | null;
  payLabel: string;
  onPay: () => void;
  onCancel: () => void;
  /** Cancel's words in the shown language. */
  cancelLabel?: string;
  className?: string;
  children: ReactNode;
}

export function PaymentForm({
  hint,
  problem,
  payLabel,
  onPay,
  onCancel,
  cancelLabel,
  className,
  children,
}: PaymentFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onPay();
  }
  return (
    <form className={className} onSubmit={submit} noValidate>
      <Banner tone="info" as="p" role={false} className="card-form__hint">
        {hint}
      </Banner>
      <Banner tone="error">{problem}</Banner>
      {children}
      <FormActions submitLabel={payLabel} onCancel={onCancel} {...(cancelLabel && { cancelLabel })} />
    </form>
  );
}
