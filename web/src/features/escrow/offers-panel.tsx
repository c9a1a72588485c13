// The offers on a project asking for offers (decision 067), in its detail: a seller's 'Send an offer' form, or their
// own offer with the steps the offers table lets them take; the student's offers side by side (price, delivery day,
// the seller's rating, Verified badge and projects completed) with Accept, Decline and Counter. What each may do is the
// table's (canTakeOffer); who sees which offer is the server's (a seller is only ever handed their own). An offer and
// each counter may split the price into milestones (decision 068), entered with the post-project form's rows and shown
// beside the price and delivery day. Said in the shown language (escrow-texts.ts); the server's refusals as it words them.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { fromPaise, toPaise } from '@marketplace/shared/projects/money';
import type { ProjectMilestone } from '@marketplace/shared/projects/milestones';
import { checkMilestoneInputs, localDateString } from '@marketplace/shared/projects/post-project';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import type { OfferView } from '@marketplace/shared/projects/offers-api';
import {
  canTakeOffer,
  MAX_COUNTERS,
  takesOffers,
  latestTerms,
  type OfferAction,
} from '@marketplace/shared/projects/offer-process';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { MilestoneRows, type MilestoneInput } from '../../ui/milestone-rows.tsx';
import { useProjectWords } from '../../ui/project-texts.ts';
import { useUiTexts } from '../../ui/ui-texts.ts';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { useEscrowTexts, type EscrowId } from './escrow-texts.ts';
import type { Translate } from '../../i18n/i18n.ts';
import type { OffersApi, OfferTermsInput } from './escrow.port.ts';
import { OfferChatCard } from './offer-chat-card.tsx';
import { OfferActionButtons, OfferMilestones } from './offer-parts.tsx';

/** An offer's own chat, handed in by the app (decision 073); `card` draws its card messages. */
export type OfferChat = (offer: OfferView, card: (message: ProjectMessage) => ReactNode) => ReactNode;

interface OffersPanelProps {
  project: Project;
  actor: Actor;
  offers: Pick<OffersApi, 'list' | 'send' | 'answer'>;
  now: number;
  chat?: OfferChat | undefined;
}

type T = Translate<EscrowId>;

/** Milestones as their rows hold them (rupees and 'YYYY-MM-DD' as typed): a counter starts from the terms it answers. */
const rowsOf = (milestones: readonly ProjectMilestone[] | undefined): MilestoneInput[] =>
  milestones && milestones.length > 1
    ? milestones.map((m) => ({
        title: m.title,
        amount: String(fromPaise(m.amountPaise)),
        due: m.due === null ? '' : localDateString(m.due),
      }))
    : [];

/** The server's words for a refusal it declares; a fault of the network or server in ours. */
const failed = (t: T, failure: unknown) => errorText(failure, t('escrow.offers.failed'), [400, 403, 404, 409, 429]);

/** 'YYYY-MM-DD' from a date input, as local midnight (a project's deadline is read the same way). */
function localMidnight(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : null;
}

export function OffersPanel({ project, actor, offers, now, chat }: OffersPanelProps) {
  const [listed, setListed] = useState<OfferView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const projectId = project.id;
  const t = useEscrowTexts();

  const reload = useCallback(
    () =>
      offers.list({ projectId }).then(
        (answer) => setListed(answer.offers),
        (failure: unknown) => setError(failed(t, failure)),
      ),
    [offers, projectId, t],
  );
  // Read again when the project moves (an offer accepted elsewhere assigns it), so an open card does not go stale.
  useEffect(() => void reload(), [reload, project.status]);

  async function act(step: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(failed(t, failure));
    }
    await reload();
    setBusy(false);
  }

  const side = actor.uid === project.studentId ? 'student' : actor.role === 'seller' ? 'seller' : null;
  const mine = listed?.find((offer) => offer.sellerId === actor.uid) ?? null;
  const canSend = side === 'seller' && canTakeOffer('send', mine, project, 'seller', now);
  const shown = side === 'student' || actor.role === 'admin' ? (listed ?? []) : mine ? [mine] : [];
  // A project that takes no offers any more shows the panel only as the record of offers the viewer may read.
  if (!takesOffers(project) && !error && shown.length === 0) return null;

  return (
    <section className="project-detail__section offers" aria-labelledby={`offers-${projectId}`}>
      <h3 id={`offers-${projectId}`}>
        {side === 'seller' ? t('escrow.offers.yourOffer') : t('escrow.offers.heading', { count: shown.length })}
      </h3>
      <Banner tone="error">{error}</Banner>
      {listed === null && !error && <p className="muted">{t('escrow.loading')}</p>}
      {listed !== null && shown.length === 0 && !canSend && <p className="muted">{t('escrow.offers.none')}</p>}
      <ul className="offers__list">
        {shown.map((offer) => (
          <li key={offer.sellerId}>
            <OfferCard
              offer={offer}
              project={project}
              side={side}
              now={now}
              busy={busy}
              onStep={(action, terms) =>
                act(() => offers.answer({ projectId, sellerId: offer.sellerId, action, ...terms }))
              }
              chat={chat}
            />
          </li>
        ))}
      </ul>
      {canSend && (
        <TermsForm
          id="send-an-offer"
          legend={t('escrow.offers.send')}
          submitLabel={t('escrow.offers.sendButton')}
          now={now}
          busy={busy}
          initialPrice={String(project.budget)}
          initialMilestones={rowsOf(project.milestones)}
          onSubmit={(terms) => act(() => offers.send({ projectId, ...terms }))}
        />
      )}
    </section>
  );
}

/** Where the offer stands for the viewer: theirs to answer by its expiry, the other side's, or its end. */
function statusOf(
  t: T,
  date: (millis: number) => string,
  offer: OfferView,
  side: 'student' | 'seller' | null,
  now: number,
): string {
  // Declined because another offer was accepted, not by the student's own answer to this one.
  if (offer.step.name === 'passed-over') return t('escrow.offers.passedOver');
  if (offer.state !== 'open') return t(`escrow.offers.state.${offer.state}`);
  if (now >= offer.expiresAt) return t('escrow.offers.state.expired');
  const until = date(offer.expiresAt);
  const madeBy = latestTerms(offer).by;
  if (side === madeBy)
    return t('escrow.offers.waitingFor', { who: madeBy === 'student' ? 'seller' : 'student', date: until });
  return t('escrow.offers.answerBy', { date: until });
}

interface OfferCardProps {
  offer: OfferView;
  project: Project;
  side: 'student' | 'seller' | null;
  now: number;
  busy: boolean;
  onStep: (action: OfferAction, terms?: OfferTermsInput) => Promise<void>;
  chat?: OfferChat | undefined;
}

function OfferCard({ offer, project, side, now, busy, onStep, chat }: OfferCardProps) {
  const [countering, setCountering] = useState(false);
  const t = useEscrowTexts();
  const { rupees, date } = useProjectWords();
  const terms = latestTerms(offer);
  const { seller } = offer;
  const steps = (['accept', 'counter', 'decline', 'withdraw'] as const).filter(
    (action) => side !== null && canTakeOffer(action, offer, project, side, now),
  );
  const whose = terms.by === 'seller' ? t('escrow.offers.offer') : t('escrow.offers.yourCounter');
  return (
    <article
      className="offer-card"
      aria-label={seller.name ? t('escrow.offers.from', { name: seller.name }) : t('escrow.offers.fromASeller')}
    >
      <header className="offer-card__seller">
        <strong>{seller.name || t('escrow.offers.aSeller')}</strong>
        {seller.verified && <VerifiedBadge />}
        <span className="muted">
          {seller.rating === null ? t('escrow.offers.noReviews') : `★ ${seller.rating.toFixed(1)} (${seller.reviews})`}{' '}
          · {t('escrow.offers.completed', { count: seller.completed })}
        </span>
      </header>
      <dl className="offer-card__terms">
        <div>
          <dt>
            {side === 'student'
              ? terms.by === 'student'
                ? t('escrow.offers.yourCounter')
                : t('escrow.offers.price')
              : whose}
          </dt>
          <dd className="offer-card__price">{rupees(terms.price)}</dd>
        </div>
        <div>
          <dt>{t('escrow.offers.deliveredBy')}</dt>
          <dd>{date(terms.deliveryBy)}</dd>
        </div>
        <div>
          <dt>{t('escrow.offers.status')}</dt>
          <dd>{statusOf(t, date, offer, side, now)}</dd>
        </div>
      </dl>
      {terms.milestones && terms.milestones.length > 1 && (
        <OfferMilestones
          milestones={terms.milestones}
          label={
            seller.name
              ? t('escrow.offers.milestonesOf', { name: seller.name })
              : t('escrow.offers.milestonesOfASeller')
          }
        />
      )}
      {terms.note && <p className="offer-card__note">{terms.note}</p>}
      {offer.counters > 0 && (
        <p className="muted">{t('escrow.offers.countersMade', { count: offer.counters, max: MAX_COUNTERS })}</p>
      )}
      {steps.length > 0 && (
        <OfferActionButtons
          actions={steps}
          busy={busy}
          onCounter={() => setCountering(true)}
          onStep={(action) => void onStep(action)}
        />
      )}
      {/* The offer's chat is its two sides' (decision 073). */}
      {side !== null &&
        chat?.(offer, (message) =>
          message.offerTerms === undefined ? null : (
            <OfferChatCard
              offer={offer}
              index={message.offerTerms}
              project={project}
              side={side}
              now={now}
              busy={busy}
              onStep={(action) => void onStep(action)}
              counterForm={(answered, done) => (
                <TermsForm
                  id={`chat-counter-${offer.sellerId}`}
                  legend={t('escrow.offers.counterOffer')}
                  submitLabel={t('escrow.offers.sendCounter')}
                  now={now}
                  busy={busy}
                  initialPrice={String(answered.price)}
                  initialMilestones={rowsOf(answered.milestones)}
                  onSubmit={async (counter) => {
                    await onStep('counter', counter);
                    done();
                  }}
                  onCancel={done}
                />
              )}
            />
          ),
        )}
      {countering && (
        <TermsForm
          id="counter-offer"
          legend={t('escrow.offers.counterOffer')}
          submitLabel={t('escrow.offers.sendCounter')}
          now={now}
          busy={busy}
          initialPrice={String(terms.price)}
          initialMilestones={rowsOf(terms.milestones)}
          onSubmit={async (counter) => {
            await onStep('counter', counter);
            setCountering(false);
          }}
          onCancel={() => setCountering(false)}
        />
      )}
    </article>
  );
}

interface TermsFormProps {
  /** Starts the form's ids: unique on the page, and the same in every language. */
  id: string;
  legend: string;
  submitLabel: string;
  now: number;
  busy: boolean;
  initialPrice: string;
  /** The milestones the form starts with: none (the whole price) or the split the terms answered carry. */
  initialMilestones: MilestoneInput[];
  onSubmit: (terms: OfferTermsInput) => Promise<void>;
  onCancel?: () => void;
}

function TermsForm(props: TermsFormProps) {
  const { id, legend, submitLabel, now, busy, initialPrice, initialMilestones, onSubmit, onCancel } = props;
  const t = useEscrowTexts();
  const ui = useUiTexts();
  const { milestoneProblem } = useProjectWords();
  const [price, setPrice] = useState(initialPrice);
  const [milestones, setMilestones] = useState(initialMilestones);
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const deliveryBy = localMidnight(date);
    const rupees = Number(price);
    // The server checks the terms (its words come back through the panel's banner); these two it cannot read at all.
    if (!price.trim() || !Number.isFinite(rupees)) return setProblem(t('escrow.offers.enterPrice'));
    if (deliveryBy === null) return setProblem(t('escrow.offers.chooseDay'));
    // A split is checked here with the server's own rule and words, so a slip is told before anything is sent.
    const split =
      milestones.length > 1
        ? checkMilestoneInputs(milestones, { pricePaise: toPaise(rupees), deadline: deliveryBy }, now)
        : null;
    if (split && !split.ok) return setProblem(milestoneProblem(split.error));
    setProblem(null);
    void onSubmit({ price: rupees, deliveryBy, note: note.trim(), ...(split ? { milestones: split.value } : {}) });
  }

  return (
    <form className="offer-form" onSubmit={submit} noValidate aria-label={legend}>
      <h4>{legend}</h4>
      <Banner tone="error">{problem}</Banner>
      <div className="offer-form__row">
        <InputField
          id={`${id}-price`}
          label={t('escrow.offers.priceField')}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        <InputField
          id={`${id}-date`}
          label={t('escrow.offers.deliveryDate')}
          type="date"
          min={localDateString(now)}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <MilestoneRows
        idPrefix={`${id}-milestone`}
        rows={milestones}
        onChange={setMilestones}
        priceWord="price"
        price={price}
        lastDay={date}
        now={now}
        minDate={localDateString(now)}
        disabled={busy}
      />
      <Field id={`${id}-note`} label={t('escrow.offers.note')}>
        <textarea
          id={`${id}-note`}
          className="input"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div className="offer-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('escrow.offers.sending') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {ui('ui.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
