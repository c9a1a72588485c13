// An admin's settlement of a dispute (issue 20): release to the seller, a full refund to the student, or a split
// (the part refunded in rupees, half the budget to start with, sent in paise). What goes each way is shown before
// the admin settles; shared's settlementPatch decides whether the amounts are possible, as the server does.
import { useId, useState, type FormEvent } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { formatRupees, fromPaise, toPaise } from '@marketplace/shared/projects/money';
import type { Project, SettlementOutcome } from '@marketplace/shared/projects/project';
import { settlementPatch, type SettlementChoice } from '@marketplace/shared/projects/project-actions';
import { lifecycleTexts as projectErrors } from '@marketplace/shared/projects/project-errors';
import { Banner } from '../../ui/banner.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { RadioChoices } from '../../ui/radio-choices.tsx';
import { settlementOutcomeText } from './project-history.tsx';

const outcomeLabels: Record<SettlementOutcome, string> = {
  release: 'Release to the seller',
  refund: 'Full refund to the student',
  split: 'Split: refund part, pay out the rest',
};

/** Half the budget in whole paise (rounded down), as rupees: where a split starts. */
export const halfOf = (budget: number) => String(fromPaise(Math.floor(toPaise(budget) / 2)));

/** The admin's choice in the contract's terms, or null when the split's amount is not a number. */
function choiceOf(outcome: SettlementOutcome, refundRupees: string): SettlementChoice | null {
  if (outcome !== 'split') return { outcome };
  const rupees = Number(refundRupees);
  return refundRupees.trim() && Number.isFinite(rupees) ? { outcome, refundPaise: toPaise(rupees) } : null;
}

interface SettleDialogProps {
  project: Project;
  settle: (projectId: string, choice: SettlementChoice) => Promise<void>;
  /** Called with what was decided, once the server has it. */
  onSettled: (outcome: string) => void;
  onCancel: () => void;
}

export function SettleDialog({ project, settle, onSettled, onCancel }: SettleDialogProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<SettlementOutcome>('split');
  const [refundRupees, setRefundRupees] = useState(() => halfOf(project.budget));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choice = choiceOf(outcome, refundRupees);
  const patch = choice && settlementPatch(project, choice, Date.now());
  const preview = patch?.settlement ? settlementOutcomeText(patch.settlement) : projectErrors.settlementInvalid;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!choice || !patch) return setError(projectErrors.settlementInvalid);
    setBusy(true);
    setError(null);
    try {
      await settle(project.id, choice);
      onSettled(`Settled “${project.title}”. ${preview}`);
    } catch (failure) {
      setError(serverExplanation(failure) ?? 'The dispute could not be settled. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Dialog title="Settle the dispute" subtitle={project.title} size="narrow" onClose={onCancel} closable={!busy}>
      <Banner tone="error">{error}</Banner>
      <form onSubmit={submit} noValidate>
        <RadioChoices
          className="field settle-dialog__outcomes"
          choiceClassName="settle-dialog__outcome"
          disabled={busy}
          legend={<>Outcome (budget {formatRupees(project.budget)})</>}
          name={`${id}-outcome`}
          choices={['release', 'refund', 'split'] as const}
          labels={outcomeLabels}
          value={outcome}
          onChange={setOutcome}
        />
        {outcome === 'split' && (
          <div className="field">
            <label htmlFor={`${id}-refund`}>Refunded to the student (₹)</label>
            <input
              id={`${id}-refund`}
              className="input"
              type="number"
              inputMode="decimal"
              min={0.01}
              max={project.budget}
              step="0.01"
              disabled={busy}
              value={refundRupees}
              onChange={(event) => setRefundRupees(event.target.value)}
            />
          </div>
        )}
        <p className="settle-dialog__preview" role="status">
          {preview}
        </p>
        <p className="muted">The settlement is final: it cannot be changed afterwards.</p>
        <FormActions submitLabel={busy ? 'Settling...' : 'Settle'} onCancel={onCancel} busy={busy} />
      </form>
    </Dialog>
  );
}
