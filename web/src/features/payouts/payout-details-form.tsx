// 'Payout details': UPI or a bank account, checked here with shared's schema (the server's own) before
// it is sent; the server's answer is the masked hint payouts will show. The app's one form style (decision 035).
import { useState, type FormEvent } from 'react';
import { payoutDetailsSchema, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { InputField } from '../../ui/field.tsx';
import type { PayoutDetailsPort } from './payout-details.port.ts';

type Method = PayoutDetails['method'];
type FieldName = 'upiId' | 'accountNumber' | 'ifsc' | 'holderName' | 'method';
/** The two ways to be paid, as the choice names them. */
const methods: [Method, string][] = [
  ['upi', 'UPI'],
  ['bank', 'Bank account'],
];
const emptyDraft = { method: 'upi', upiId: '', accountNumber: '', ifsc: '', holderName: '' };

interface PayoutDetailsFormProps {
  save: PayoutDetailsPort['saveDetails'];
  onSaved: (hint: string) => void;
  onCancel: () => void;
}

export function PayoutDetailsForm({ save, onSaved, onCancel }: PayoutDetailsFormProps) {
  const { values: draft, field: bound } = useFormFields(emptyDraft, 'payout');
  const method = draft.method as Method;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = payoutDetailsSchema.safeParse(
      method === 'upi'
        ? { method, upiId: draft.upiId }
        : { method, accountNumber: draft.accountNumber, ifsc: draft.ifsc, holderName: draft.holderName },
    );
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] ?? 'method') as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal('');
    setSaving(true);
    try {
      const answer = await save(parsed.data);
      onSaved(answer.hint);
    } catch (error) {
      setRefusal(errorText(error, 'Your payout details could not be saved.'));
      setSaving(false);
    }
  };

  const field = (name: Exclude<FieldName, 'method'>, label: string, autoComplete?: string) => (
    <>
      <InputField
        {...bound(name)}
        label={label}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `payout-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`payout-${name}-error`} className="banner banner--error" role="alert">
          {errors[name]}
        </p>
      )}
    </>
  );

  return (
    <form className="card" aria-labelledby="payout-details-title" onSubmit={submit} noValidate>
      <h3 id="payout-details-title">Payout details</h3>
      <Banner tone="error">{refusal}</Banner>
      <fieldset className="field">
        <legend>Paid by</legend>
        {methods.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="payout-method"
              value={value}
              checked={method === value}
              onChange={bound('method').onChange}
            />{' '}
            {label}{' '}
          </label>
        ))}
      </fieldset>
      {method === 'upi' ? (
        field('upiId', 'UPI id')
      ) : (
        <>
          {field('accountNumber', 'Account number', 'off')}
          {field('ifsc', 'IFSC')}
          {field('holderName', "Account holder's name", 'name')}
        </>
      )}
      <div className="payout-details__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
