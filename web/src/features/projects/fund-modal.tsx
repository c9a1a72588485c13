// The Fund Project modal (SPEC 2 and 4): fundMachine runs create order -> pay -> verify. Locally the
// payment is the simulated card form with its 1.5 s of processing; in production Razorpay Checkout
// takes the card. The project card turns Funded through the live listener, not through this modal.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { simulatedPayRequestSchema, type PaymentsConfig } from '@marketplace/shared/payments/payments-api';
import {
  FUNDING_DELAY_MS,
  fundMachine,
  type PaymentOrder,
  type PaymentResult,
} from '@marketplace/shared/projects/fund.machine';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { texts } from '@marketplace/shared/texts';
import { ProjectModal } from './project-modal.tsx';
import type { CardDetails, PaymentsPort } from './projects.port.ts';

export const fundedText = texts.projects.funded;

const cardSchema = simulatedPayRequestSchema.omit({ orderId: true });
const emptyCard: CardDetails = { cardNumber: '', expiry: '', cvc: '', name: '' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Payment abandoned.'));
    });
  });

interface FundModalProps {
  project: Pick<Project, 'id' | 'title' | 'budget'>;
  email: string;
  payments: PaymentsPort;
  onClose: () => void;
  /** SPEC 9's simulated funding delay; tests shorten it. */
  processingMs?: number;
}

type ConfigState = { status: 'loading' } | { status: 'ready'; config: PaymentsConfig } | { status: 'failed' };

export function FundModal({ project, email, payments, onClose, processingMs = FUNDING_DELAY_MS }: FundModalProps) {
  const [configState, setConfigState] = useState<ConfigState>({ status: 'loading' });
  // Kept here, not in the form, so the details are still there to correct after a failed payment.
  const [details, setDetails] = useState<CardDetails>(emptyCard);
  const card = useRef<CardDetails | null>(null);
  const config = useRef<PaymentsConfig | null>(null);

  useEffect(() => {
    let current = true;
    payments.config().then(
      (loaded) => {
        config.current = loaded;
        if (current) setConfigState({ status: 'ready', config: loaded });
      },
      () => {
        if (current) setConfigState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [payments]);

  const [logic] = useState(() =>
    fundMachine.provide({
      actors: {
        createOrder: fromPromise<PaymentOrder, { projectId: string }>(({ input }) =>
          payments.createOrder(input.projectId),
        ),
        pay: fromPromise<PaymentResult, { order: PaymentOrder }>(async ({ input, signal }) => {
          const chosen = config.current;
          if (chosen?.provider === 'razorpay') {
            return payments.payWithRazorpay(input.order, { keyId: chosen.keyId, description: project.title, email });
          }
          if (!card.current) throw new Error('No card details were entered.');
          await wait(processingMs, signal);
          return payments.paySimulated(input.order, card.current);
        }),
        verify: fromPromise<void, { projectId: string; result: PaymentResult }>(({ input }) =>
          payments.verify(input.projectId, input.result),
        ),
      },
    }),
  );
  const fund = useActorRef(logic, { input: { projectId: project.id } });
  const processing = useSelector(
    fund,
    (s) => s.matches('creatingOrder') || s.matches('paying') || s.matches('verifying'),
  );
  const funded = useSelector(fund, (s) => s.matches('funded'));
  const closed = useSelector(fund, (s) => s.status === 'done');
  const error = useSelector(fund, (s) => s.context.error);

  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const close = () => fund.send({ type: 'fund.close' });

  return (
    <ProjectModal
      title="Fund Project"
      subtitle={project.title}
      size="narrow"
      onClose={close}
      closable={!processing}
      className="project-fund"
    >
      <p className="project-fund__amount">
        <span className="muted">Amount</span>
        <strong>{formatRupees(project.budget)}</strong>
      </p>
      {funded ? (
        <>
          <div className="banner banner--success" role="status">
            {fundedText}
          </div>
          <div className="project-modal__actions">
            <button type="button" className="button" onClick={close}>
              Close
            </button>
          </div>
        </>
      ) : processing ? (
        <p className="project-fund__processing" role="status">
          <span className="project-spinner" aria-hidden="true" />
          {texts.projects.paymentProcessing}
        </p>
      ) : (
        <>
          {error && (
            <div className="banner banner--error" role="alert">
              {error}
            </div>
          )}
          {configState.status === 'loading' && (
            <p className="muted" role="status">
              Loading payment options...
            </p>
          )}
          {configState.status === 'failed' && (
            <div className="banner banner--error" role="alert">
              {texts.projects.paymentFailed}
            </div>
          )}
          {configState.status === 'ready' && configState.config.provider === 'simulated' && (
            <CardForm
              details={details}
              onChange={setDetails}
              onPay={(details) => {
                card.current = details;
                fund.send({ type: 'fund.pay' });
              }}
              onCancel={close}
            />
          )}
          {configState.status === 'ready' && configState.config.provider === 'razorpay' && (
            <>
              <p className="muted">The payment is held by the platform until you release it to the seller.</p>
              <div className="project-modal__actions">
                <button type="button" className="button button--secondary" onClick={close}>
                  Cancel
                </button>
                <button type="button" className="button" onClick={() => fund.send({ type: 'fund.pay' })}>
                  Pay {formatRupees(project.budget)}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </ProjectModal>
  );
}

interface CardFormProps {
  details: CardDetails;
  onChange: (details: CardDetails) => void;
  onPay: (card: CardDetails) => void;
  onCancel: () => void;
}

function CardForm({ details, onChange, onPay, onCancel }: CardFormProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: keyof CardDetails) => ({
    id: `fund-card-${name}`,
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...details, [name]: event.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cardSchema.safeParse({ ...details, cardNumber: details.cardNumber.replace(/[\s-]/g, '') });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? texts.projects.paymentFailed);
      return;
    }
    setProblem(null);
    onPay(parsed.data);
  }

  return (
    <form className="project-fund__card" onSubmit={submit} noValidate>
      <p className="banner banner--info project-fund__hint">
        Test payment: no real card is charged. Any valid-looking card works, e.g. 4111 1111 1111 1111.
      </p>
      {problem && (
        <div className="banner banner--error" role="alert">
          {problem}
        </div>
      )}
      <div className="field">
        <label htmlFor="fund-card-cardNumber">Card number</label>
        <input
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4111 1111 1111 1111"
          maxLength={23}
          {...field('cardNumber')}
        />
      </div>
      <div className="project-fund__row">
        <div className="field">
          <label htmlFor="fund-card-expiry">Expiry (MM/YY)</label>
          <input
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            {...field('expiry')}
          />
        </div>
        <div className="field">
          <label htmlFor="fund-card-cvc">CVC</label>
          <input
            className="input"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...field('cvc')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="fund-card-name">Name on card</label>
        <input className="input" type="text" autoComplete="cc-name" {...field('name')} />
      </div>
      <div className="project-modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button">
          Pay Now
        </button>
      </div>
    </form>
  );
}
