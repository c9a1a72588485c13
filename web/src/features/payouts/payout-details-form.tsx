// 'Payout details': UPI or a bank account, checked here with shared's schema (the server's own) before
// it is sent; the server's answer is the masked hint payouts will show. The app's one form style (decision 035).
import { useState, type FormEvent } from 'react';
import { payoutDetailsSchema, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { InputField } from '../../ui/field.tsx';
import type { PayoutsApi } from './payouts.port.ts';
import { usePayoutsTexts } from './payouts-texts.ts';

type Method = PayoutDetails['method'];
type FieldName = 'upiId' | 'accountNumber' | 'ifsc' | 'holderName' | 'method';
/** The two ways to be paid, as the choice names them. */
const methods = [
  ['upi', 'payouts.upi'],
  ['bank', 'payouts.bank'],
] as const satisfies readonly (readonly [Method, string])[];
const emptyDraft = { method: 'upi', upiId: '', accountNumber: '', ifsc: '', holderName: '' };

interface PayoutDetailsFormProps {
  /** Resolves with the hint ('UPI •••@okaxis'), rejects with the server's refusal. */
  save: PayoutsApi['saveDetails'];
  onSaved: (hint: string) => void;
  onCancel: () => void;
}

export function PayoutDetailsForm({ save, onSaved, onCancel }: PayoutDetailsFormProps) {
  const t = usePayoutsTexts();
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
      setRefusal(errorText(error, t('payouts.saveFailed')));
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
      <h3 id="payout-details-title">{t('payouts.detailsTitle')}</h3>
      <Banner tone="error">{refusal}</Banner>
      <fieldset className="field">
        <legend>{t('payouts.paidBy')}</legend>
        {methods.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="payout-method"
              value={value}
              checked={method === value}
              onChange={bound('method').onChange}
            />{' '}
            {t(label)}{' '}
          </label>
        ))}
      </fieldset>
      {method === 'upi' ? (
        field('upiId', t('payouts.upiId'))
      ) : (
        <>
          {field('accountNumber', t('payouts.accountNumber'), 'off')}
          {field('ifsc', t('payouts.ifsc'))}
          {field('holderName', t('payouts.holderName'), 'name')}
        </>
      )}
      <div className="payout-details__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('payouts.saving') : t('payouts.save')}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onCancel}>
          {t('payouts.cancel')}
        </button>
      </div>
    </form>
  );
}
