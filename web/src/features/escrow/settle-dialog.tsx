// An admin's settlement of a dispute (decision 028's `settle`): release to the seller, a full refund to the student,
// or a split (the part refunded in rupees, sent in paise). Nothing is chosen to start with; a split is checked as the
// server checks it (shared settlement.ts: at most two decimals, at least ₹1.00 refunded and ₹1.00 left to the seller),
// saying why it cannot go; what each side gets is shown as it is chosen, and once more in a final confirmation
// before it is settled for good.
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project, SettlementOutcome } from '@marketplace/shared/projects/project';
import type { SettlementChoice } from '@marketplace/shared/projects/project-actions';
import { settlementChoice, settlementTexts, settlementWords } from '@marketplace/shared/projects/settlement';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { RadioChoices } from '../../ui/radio-choices.tsx';

const outcomeLabels: Record<SettlementOutcome, string> = {
  release: 'Release to the seller',
  refund: 'Full refund to the student',
  split: 'Split: refund part, pay out the rest',
};

interface SettleDialogProps {
  project: Project;
  settle: (projectId: string, choice: SettlementChoice) => Promise<void>;
  /** Called with what was decided, once the server has it. */
  onSettled: (outcome: string) => void;
  onCancel: () => void;
}

export function SettleDialog({ project, settle, onSettled, onCancel }: SettleDialogProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<SettlementOutcome | null>(null);
  const [refundRupees, setRefundRupees] = useState('');
  /** The choice the admin asked to settle with, awaiting the final confirmation. */
  const [confirming, setConfirming] = useState<SettlementChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checked = settlementChoice(project, outcome, refundRupees);
  const preview = checked.ok ? settlementWords(project, checked.choice) : null;

  function review(event: FormEvent) {
    event.preventDefault();
    if (!checked.ok) return setError(checked.problem);
    setError(null);
    setConfirming(checked.choice);
  }

  async function settleForGood(choice: SettlementChoice) {
    setBusy(true);
    setError(null);
    try {
      await settle(project.id, choice);
      onSettled(`Settled “${project.title}”. ${settlementWords(project, choice)}`);
    } catch (failure) {
      setError(errorText(failure, 'The dispute could not be settled. Please try again.'));
      setBusy(false);
    }
  }

  if (confirming)
    return (
      <Dialog title="Settle for good?" subtitle={project.title} size="narrow" onClose={onCancel} closable={!busy}>
        <Banner tone="error">{error}</Banner>
        <p>{settlementWords(project, confirming)}</p>
        <p>{settlementTexts.final}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setConfirming(null)}
          >
            Go back
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void settleForGood(confirming)}
          >
            {busy ? 'Settling...' : 'Settle for good'}
          </button>
        </div>
      </Dialog>
    );

  return (
    <Dialog title="Settle the dispute" subtitle={project.title} size="narrow" onClose={onCancel} closable={!busy}>
      <Banner tone="error">{error}</Banner>
      <form onSubmit={review} noValidate>
        <RadioChoices
          className="field settle-dialog__outcomes"
          choiceClassName="settle-dialog__outcome"
          legend={<>Outcome (budget {formatRupees(project.budget)})</>}
          name={`${id}-outcome`}
          choices={['release', 'refund', 'split'] as const}
          labels={outcomeLabels}
          value={outcome}
          onChange={(chosen) => {
            setOutcome(chosen);
            setError(null);
          }}
        />
        {outcome === 'split' && (
          <div className="field">
            <label htmlFor={`${id}-refund`}>Refunded to the student (₹)</label>
            <input
              id={`${id}-refund`}
              className="input"
              type="text"
              inputMode="decimal"
              aria-describedby={`${id}-preview`}
              value={refundRupees}
              onChange={(event) => setRefundRupees(event.target.value)}
            />
          </div>
        )}
        <p id={`${id}-preview`} className="settle-dialog__preview" role="status">
          {outcome === null ? settlementTexts.chooseOutcome : (preview ?? (checked.ok ? '' : checked.problem))}
        </p>
        <p className="muted">{settlementTexts.final}</p>
        <FormActions submitLabel="Review settlement" onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
