// The simulated checkout's card form (SPEC 2: 'a simulated card form'), checked with the same shared rules
// the server uses before anything is sent (shared card.ts: Luhn, expiry, the code's length). The details live
// with the caller, so they survive a failed try. After a refused Pay the form checks again as people type, so
// a problem they fixed does not stay on screen.
import { useState } from 'react';
import { checkCard, type CardDetails } from '@marketplace/shared/payments/card';
import { Field } from './field.tsx';
import { PaymentForm } from './payment-form.tsx';

interface CardField {
  name: keyof CardDetails;
  label: string;
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
      label: 'Card number',
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
      label: 'Expiry (MM/YY)',
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'cc-exp',
      placeholder: 'MM/YY',
      maxLength: 5,
    },
    {
      name: 'cvc',
      label: 'CVC',
      type: 'password',
      inputMode: 'numeric',
      autoComplete: 'cc-csc',
      placeholder: '123',
      maxLength: 4,
    },
  ],
  [{ name: 'name', label: 'Name on card', type: 'text', autoComplete: 'cc-name' }],
];

interface CardFormProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  details: CardDetails;
  onChange: (details: CardDetails) => void;
  onPay: (card: CardDetails) => void;
  onCancel: () => void;
  payLabel?: string;
}

export function CardForm({ idPrefix, details, onChange, onPay, onCancel, payLabel = 'Pay Now' }: CardFormProps) {
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
      hint="Test payment: no real card is charged. Any valid-looking card works, e.g. 4111 1111 1111 1111."
      problem={problem}
      payLabel={payLabel}
      onPay={submit}
      onCancel={onCancel}
    >
      {cardFields.map((row) => (
        <div key={row.map((field) => field.name).join('-')} className={row.length > 1 ? 'card-form__row' : undefined}>
          {row.map(({ name, label, ...input }) => (
            <Field key={name} id={`${idPrefix}-${name}`} label={label}>
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
