// Buy Now (SPEC 5 'Purchase'): the purchase machine decides; this renders each step. A visitor is asked to
// log in; a member gives the delivery address (typed, from the profile, or 'Use my location') and chooses
// card, UPI or cash on delivery; then the store shows the order's tracking (onPlaced).
import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { createActorContext } from '@xstate/react';
import { purchaseMachine } from '@marketplace/shared/store/purchase.machine';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { PaymentMethod } from '@marketplace/shared/store/order';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { Banner } from '../../ui/banner.tsx';
import { AmountDue } from '../../ui/checkout-parts.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { RadioChoices } from '../../ui/radio-choices.tsx';
import { ListingReportButton } from './listing-report-button.tsx';
import { StoreCheckout } from './store-checkout.tsx';
import type { StoreServices } from './store-services.ts';
import { inspect } from '../../lib/inspect.ts';
import { useLogic } from '../../lib/use-logic.ts';
import { useFormats } from '../../i18n/i18n.ts';
import { usePurchaseSay, usePurchaseTexts } from './purchase-texts.ts';

interface PurchaseModalProps {
  product: StoreListing;
  profile: UserProfile | null;
  services: StoreServices;
  onLogin: () => void;
  onClose: () => void;
  /** The order is placed (and reported): the store takes over with its tracking. */
  onPlaced: (orderId: string) => void;
}

/** Marks where the product's name goes in a sentence: an invisible separator no catalogue text holds. */
const NAME = '\u2063';

const PurchaseContext = createActorContext(purchaseMachine, { inspect });

export function PurchaseModal(props: PurchaseModalProps) {
  // The purchase machine is loaded at the first move on the page; Buy Now pressed before it has come waits for it.
  return (
    <Suspense fallback={null}>
      <PurchaseWithMachine {...props} />
    </Suspense>
  );
}

function PurchaseWithMachine(props: PurchaseModalProps) {
  const { product, profile, services } = props;
  const logic = useLogic(services.purchaseLogic);
  const [requestId] = useState(() => crypto.randomUUID());
  const input = {
    product: { id: product.id, name: product.name, price: product.price },
    signedIn: profile !== null,
    savedAddress: profile?.address ?? '',
    requestId,
  };
  return (
    <PurchaseContext.Provider logic={logic} options={{ input }}>
      <Purchase {...props} />
    </PurchaseContext.Provider>
  );
}

function Purchase({ product, profile, services, onLogin, onClose, onPlaced }: PurchaseModalProps) {
  const purchase = PurchaseContext.useActorRef();
  const state = PurchaseContext.useSelector((s) => s);
  const { address, method, error, notice, orderId } = state.context;

  useEffect(() => {
    if (state.matches('toLogin')) onLogin();
    else if (state.matches('closed')) onClose();
    else if (state.matches('ordered') && orderId) onPlaced(orderId);
  }, [state, orderId, onLogin, onClose, onPlaced]);

  const t = usePurchaseTexts();
  const say = usePurchaseSay();
  const close = () => purchase.send({ type: 'purchase.close' });

  if (state.matches('loginRequired') || state.matches('loginRefused')) {
    const asking = state.matches('loginRequired');
    // The name in bold where the language puts it (rich.tsx's way, inline: importing rich.tsx here would make it
    // a chunk of its own in the store's first load).
    const [before, after] = t('purchase.loginAsk', { name: NAME }).split(NAME);
    return (
      <ConfirmDialog
        title={t('purchase.loginTitle')}
        confirmLabel={t('purchase.logIn')}
        cancelLabel={asking ? t('purchase.notNow') : t('purchase.close')}
        tone="primary"
        error={say(error)}
        onConfirm={() => purchase.send({ type: 'login.accept' })}
        onCancel={() => purchase.send({ type: asking ? 'login.decline' : 'purchase.close' })}
        onClose={close}
      >
        <p>
          {before}
          <strong>{product.name}</strong>
          {after}
        </p>
      </ConfirmDialog>
    );
  }

  if (state.matches('ordered')) return null;

  if (state.matches('checkingOut') && profile) {
    return (
      <StoreCheckout
        product={product}
        email={profile.email}
        deliveryAddress={address.trim()}
        method={method === 'upi' ? 'upi' : 'card'}
        checkoutLogic={services.checkoutLogic}
        onPaid={(paidOrderId) => purchase.send({ type: 'checkout.paid', orderId: paidOrderId })}
        onBack={() => purchase.send({ type: 'checkout.back' })}
      />
    );
  }

  const locating = state.matches('locating');
  const placing = state.matches('placingCod');
  return (
    <Dialog title={t('purchase.title', { name: product.name })} size="narrow" onClose={close} closable={!placing}>
      <PurchaseDetails
        price={product.price}
        address={address}
        method={method}
        error={say(error)}
        notice={notice}
        locating={locating}
        placing={placing}
        onAddress={(value) => purchase.send({ type: 'address.change', value })}
        onLocate={() => purchase.send({ type: 'location.request' })}
        onMethod={(chosen) => purchase.send({ type: 'method.choose', method: chosen })}
        onSubmit={() => purchase.send({ type: 'purchase.submit' })}
        onCancel={close}
      />
      {services.safetyApi && profile && (
        <p className="purchase__report">
          <ListingReportButton listingId={product.id} safety={services.safetyApi} />
        </p>
      )}
    </Dialog>
  );
}

interface PurchaseDetailsProps {
  price: number;
  address: string;
  method: PaymentMethod;
  error: string | null;
  notice: string | null;
  locating: boolean;
  placing: boolean;
  onAddress: (value: string) => void;
  onLocate: () => void;
  onMethod: (method: PaymentMethod) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

function PurchaseDetails(props: PurchaseDetailsProps) {
  const { price, address, method, error, notice, locating, placing } = props;
  const id = useId();
  const t = usePurchaseTexts();
  const { rupees } = useFormats();
  const methodLabels: Record<PaymentMethod, string> = {
    card: t('purchase.method.card'),
    upi: t('purchase.method.upi'),
    cod: t('purchase.method.cod'),
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    // noValidate: SPEC 5's own text in the banner says what is missing.
    <form className="purchase" onSubmit={submit} noValidate>
      <AmountDue rupees={price} label={t('purchase.price')} />
      <Banner tone="error">{error}</Banner>
      <Banner tone="info">{notice}</Banner>
      <Field id={`${id}-address`} label={t('purchase.address')}>
        <textarea
          id={`${id}-address`}
          className="input"
          rows={3}
          autoComplete="street-address"
          value={address}
          disabled={locating}
          onChange={(event) => props.onAddress(event.target.value)}
        />
      </Field>
      <button
        type="button"
        className="button button--secondary purchase__locate"
        onClick={props.onLocate}
        disabled={locating}
      >
        {locating ? t('purchase.locating') : t('purchase.useLocation')}
      </button>
      <RadioChoices
        className="purchase__methods"
        choiceClassName="purchase__method"
        legend={t('purchase.method')}
        name={`${id}-method`}
        choices={Object.keys(methodLabels) as PaymentMethod[]}
        labels={methodLabels}
        value={method}
        onChange={props.onMethod}
      />
      <FormActions
        submitLabel={
          placing
            ? t('purchase.placing')
            : method === 'cod'
              ? t('purchase.placeOrder', { price: rupees(price) })
              : t('purchase.continue')
        }
        onCancel={props.onCancel}
        cancelLabel={t('purchase.cancel')}
        busy={placing}
        submitDisabled={locating}
      />
    </form>
  );
}
