// An offer's parts that its card in the offers' list and its card in the offer's chat both draw (decision 073): its
// answers as buttons and its milestones. Apart from both, so neither card's file imports the other's.
import type { OfferAction } from '@marketplace/shared/projects/offer-process';
import type { ProjectMilestone } from '@marketplace/shared/projects/milestones';
import { fromPaise } from '@marketplace/shared/projects/money';
import { useProjectWords } from '../../ui/project-texts.ts';
import { useEscrowTexts } from './escrow-texts.ts';

/** An offer's answers as buttons (on its card in the list and on its chat's latest card): Counter opens a form. */
export function OfferActionButtons({
  actions,
  busy,
  onCounter,
  onStep,
}: {
  actions: readonly OfferAction[];
  busy: boolean;
  onCounter: () => void;
  onStep: (action: Exclude<OfferAction, 'counter'>) => void;
}) {
  const t = useEscrowTexts();
  return (
    <div className="offer-card__actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'accept' ? 'button' : 'button button--secondary'}
          disabled={busy}
          onClick={() => (action === 'counter' ? onCounter() : onStep(action))}
        >
          {t(`escrow.offers.action.${action}`)}
        </button>
      ))}
    </div>
  );
}

/** An offer's milestones beside its price and delivery day: each one's title, amount and due date, in order. */
export function OfferMilestones({ milestones, label }: { milestones: readonly ProjectMilestone[]; label: string }) {
  const { t, rupees, dueOn } = useProjectWords();
  return (
    <ol className="offer-card__milestones" aria-label={label}>
      {milestones.map((milestone, index) => (
        <li key={index} className="offer-card__milestone">
          <span className="offer-card__milestone-title">
            {index + 1}. {milestone.title}
          </span>
          <span className="offer-card__milestone-amount">{rupees(fromPaise(milestone.amountPaise))}</span>
          <span className="muted">
            {milestone.due === null ? t('project-ui.milestone.noDue') : dueOn(milestone.due)}
          </span>
        </li>
      ))}
    </ol>
  );
}
