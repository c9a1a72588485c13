// The simulated checkout's card form (SPEC 2: 'a simulated card form'), checked with the same shared rules
// the server uses before anything is sent (shared card.ts: Luhn, expiry, the code's length). The details live
// with the caller, so they survive a failed try. After a refused Pay the form checks again as people type, so
// a problem they fixed does not stay on screen.
import { useState } from 'react';
import { checkCard, type CardDetails } from '@marketplace/shared/payments/card';
import { useCardSay, useCheckoutTexts } from './checkout-texts.ts';
import { Field } from './field.tsx';
import { PaymentForm } from './payment-form.tsx';

interface CardField {
  name: keyof CardDetails;
  label: 'checkout.card.number' | 'checkout.card.expiry' | 'checkout.card.cvc' | 'checkout.card.name';
  type: 'text' | 'password';
  inputMode?: 'numeric';
  autoComplete: string;
  placeholder?: string;
  maxLength?: number;
}

/** The form's inputs, a row at a time (expiry and CVC share one). */
const cardFields: CardField[][] = [
  [
    {
      name: 'cardNumber',
      label: 'checkout.card.number',
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'cc-number',
      placeholder: '4111 1111 1111 1111',
      maxLength: 23,
    },
  ],
  [
    {
      name: 'expiry',
      label: 'checkout.card.expiry',
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'cc-exp',
      placeholder: 'MM/YY',
      maxLength: 5,
    },
    {
      name: 'cvc',
      label: 'checkout.card.cvc',
      type: 'password',
      inputMode: 'numeric',
      autoComplete: 'cc-csc',
      placeholder: '123',
      maxLength: 4,
    },
  ],
  [{ name: 'name', label: 'checkout.card.name', type: 'text', autoComplete: 'cc-name' }],
];

interface CardFormProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  details: CardDetails;
  onChange: (details: CardDetails) => void;
  onPay: (card: CardDetails) => void;
  onCancel: () => void;
  /** Pay's words in the shown language; 'Pay Now' in it without them. */
  payLabel?: string;
}

export function CardForm({ idPrefix, details, onChange, onPay, onCancel, payLabel }: CardFormProps) {
  const t = useCheckoutTexts();
  const say = useCardSay();
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const check = checkCard(details, new Date());
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    onPay(check.card);
  }

  function change(next: CardDetails) {
    onChange(next);
    if (problem === null) return;
    const check = checkCard(next, new Date());
    setProblem(check.ok ? null : check.message);
  }

  return (
    <PaymentForm
      className="card-form"
      hint={t('checkout.card.hint')}
      problem={say(problem)}
      payLabel={payLabel ?? t('checkout.payNow')}
      cancelLabel={t('checkout.cancel')}
      onPay={submit}
      onCancel={onCancel}
    >
      {cardFields.map((row) => (
        <div key={row.map((field) => field.name).join('-')} className={row.length > 1 ? 'card-form__row' : undefined}>
          {row.map(({ name, label, ...input }) => (
            <Field key={name} id={`${idPrefix}-${name}`} label={t(label)}>
              <input
                id={`${idPrefix}-${name}`}
                name={name}
                className="input"
                value={details[name]}
                onChange={(event) => change({ ...details, [name]: event.target.value })}
                {...input}
              />
            </Field>
          ))}
        </div>
      ))}
    </PaymentForm>
  );
}
