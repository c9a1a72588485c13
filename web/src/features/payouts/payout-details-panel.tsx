// Where the seller's payouts go, above 'Your Payouts': the saved details' masked hint from the first
// render on (read live, so another tab's change shows too), and the form to add or change them. Only the hint is
// ever shown: the details stay in the seller's private document.
import { useEffect, useMemo, useRef, useState } from 'react';
import { payoutDetailsHint, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { useWatch, type Watched } from '../../lib/use-watch.ts';
import { PayoutDetailsForm } from './payout-details-form.tsx';
import { usePayoutsTexts } from './payouts-texts.ts';
import type { PayoutDetailsPort } from './payout-details.port.ts';
import type { PayoutsApi } from './payouts.port.ts';

interface PayoutDetailsPanelProps {
  sellerId: string;
  details: PayoutDetailsPort;
  api: PayoutsApi;
  /** Whether a payout waits for the details. */
  waiting: boolean;
}

export function PayoutDetailsPanel({ sellerId, details, api, waiting }: PayoutDetailsPanelProps) {
  const t = usePayoutsTexts();
  const watched = useWatch(useMemo(() => details.watchPayoutDetails(sellerId), [details, sellerId]));
  const [open, setOpen] = useState(false);
  // Saving or cancelling closes the form, whose buttons held the focus: it goes to the button that opens it again,
  // beside the saved details' line, not to the page.
  const [closedForm, setClosedForm] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open || !closedForm) return;
    setClosedForm(false);
    toggle.current?.focus();
  }, [open, closedForm]);
  const close = () => {
    setOpen(false);
    setClosedForm(true);
  };
  // The server's answer to a save, shown until the watch delivers what was saved (it may come before or after).
  const [saved, setSaved] = useState<{ hint: string; over: Watched<PayoutDetails | null> } | null>(null);
  const current = watched.status === 'ready' ? watched.value : null;
  const hint = saved?.over === watched ? saved.hint : current && payoutDetailsHint(current);
  // A failed read leaves the seller able to add details (saving replaces whatever is there); it is logged.
  const loading = watched.status === 'loading' && !hint;

  return (
    <div className="payout-details">
      {waiting && <p>{t('payouts.waitingForDetails')}</p>}
      {/* A plain line, not a success: the account may yet fail its check, which the verification beside it says. */}
      {hint && <p className="payout-details__hint">{t('payouts.goTo', { hint })}</p>}
      {loading ? (
        <p className="muted" role="status">
          {t('payouts.loadingDetails')}
        </p>
      ) : open ? (
        <PayoutDetailsForm
          save={api.saveDetails}
          onSaved={(answer) => {
            setSaved({ hint: answer, over: watched });
            close();
          }}
          onCancel={close}
        />
      ) : (
        <button ref={toggle} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {hint ? t('payouts.changeDetails') : t('payouts.addDetails')}
        </button>
      )}
    </div>
  );
}
