// A card in an offer's chat (decision 073): one set of terms (the offer, or a counter) with its price, delivery day
// and milestones, drawn from the offer as it stands now. The latest terms of an open offer carry the answers the
// offers table lets the reader take (the student's Accept, Counter, Decline; the seller's Accept, Counter, Withdraw),
// acting through the same API as the offers panel; any other card says how it ended and has no buttons.
import { useState, type ReactNode } from 'react';
import { cardActions, cardStanding } from '@marketplace/shared/projects/offer-chat';
import type { OfferAction } from '@marketplace/shared/projects/offer-process';
import type { OfferTerms } from '@marketplace/shared/projects/offer';
import type { OfferView } from '@marketplace/shared/projects/offers-api';
import type { Project } from '@marketplace/shared/projects/project';
import { useProjectWords } from '../../ui/project-texts.ts';
import { useEscrowTexts } from './escrow-texts.ts';
import { OfferActionButtons, OfferMilestones } from './offer-parts.tsx';

interface OfferChatCardProps {
  offer: OfferView;
  /** Which of the offer's terms the card is (0: the offer, then each counter). */
  index: number;
  project: Project;
  side: 'student' | 'seller' | null;
  now: number;
  busy: boolean;
  onStep: (action: Exclude<OfferAction, 'counter'>) => void;
  /** The counter's form, answering these terms; `done` closes it. */
  counterForm: (terms: OfferTerms, done: () => void) => ReactNode;
}

export function OfferChatCard({ offer, index, project, side, now, busy, onStep, counterForm }: OfferChatCardProps) {
  const [countering, setCountering] = useState(false);
  const t = useEscrowTexts();
  const { rupees, date } = useProjectWords();
  const terms = offer.terms[index];
  const standing = cardStanding(offer, index, now);
  const actions = side === null ? [] : cardActions(offer, index, project, side, now);
  const kind = index === 0 ? 'offer' : 'counter';
  if (!terms || standing === 'ended')
    return <span className="project-chat__text muted">{t('escrow.chatCard.ended', { kind })}</span>;
  const by = terms.by === side ? 'you' : terms.by;
  return (
    <article className="offer-chat-card" aria-label={t('escrow.chatCard.label', { kind, price: rupees(terms.price) })}>
      <p className="offer-chat-card__title">
        {t('escrow.chatCard.whose', { by, kind })}: <strong>{rupees(terms.price)}</strong>,{' '}
        {t('escrow.chatCard.deliveredBy', { date: date(terms.deliveryBy) })}
      </p>
      {terms.milestones && terms.milestones.length > 1 && (
        <OfferMilestones milestones={terms.milestones} label={t('escrow.chatCard.milestones', { kind })} />
      )}
      {terms.note && <p className="offer-card__note">{terms.note}</p>}
      {actions.length > 0 ? (
        <OfferActionButtons actions={actions} busy={busy} onCounter={() => setCountering(true)} onStep={onStep} />
      ) : (
        <p className="muted offer-chat-card__standing">{t(`escrow.chatCard.standing.${standing}`)}</p>
      )}
      {countering && counterForm(terms, () => setCountering(false))}
    </article>
  );
}
