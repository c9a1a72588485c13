// Locally only (beyond SPEC, where UPI does nothing): the simulated provider takes a UPI id, name@bank, checked
// with the shared schema the server uses.
import { useId, useState } from 'react';
import { upiIdSchema } from '@marketplace/shared/payments/payments-api';
import { useCheckoutSay, useCheckoutTexts } from './checkout-texts.ts';
import { InputField } from './field.tsx';
import { PaymentForm } from './payment-form.tsx';

interface UpiFormProps {
  payLabel?: string;
  onPay: (vpa: string) => void;
  onCancel: () => void;
}

export function UpiForm({ payLabel, onPay, onCancel }: UpiFormProps) {
  const t = useCheckoutTexts();
  const say = useCheckoutSay();
  const id = useId();
  const [vpa, setVpa] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit() {
    const parsed = upiIdSchema.safeParse(vpa);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('checkout.paymentFailed'));
      return;
    }
    setProblem(null);
    onPay(parsed.data);
  }
  return (
    <PaymentForm
      hint={t('checkout.upiHint')}
      problem={say(problem)}
      payLabel={payLabel ?? t('checkout.payNow')}
      cancelLabel={t('checkout.cancel')}
      onPay={submit}
      onCancel={onCancel}
    >
      <InputField
        id={`${id}-vpa`}
        label={t('checkout.upiId')}
        type="text"
        inputMode="email"
        autoComplete="off"
        placeholder="name@bank"
        value={vpa}
        onChange={(event) => setVpa(event.target.value)}
      />
    </PaymentForm>
  );
}
