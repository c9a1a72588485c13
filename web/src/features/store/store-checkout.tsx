// Paying for a store product by card or UPI: the one checkout dialog with SPEC 8's order texts; the order's id
// comes back with the recorded payment.
import { useCallback } from 'react';
import type { VerifyPaymentResponse } from '@marketplace/shared/payments/payments-api';
import type { StoreListing } from '@marketplace/shared/store/listing';
import { texts } from '@marketplace/shared/texts';
import type { LazyLogic } from '../../lib/use-logic.ts';
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import { CheckoutDialog } from '../../ui/checkout-dialog.tsx';
import { useFormats } from '../../i18n/i18n.ts';
import { usePurchaseTexts } from './purchase-texts.ts';

interface StoreCheckoutProps {
  product: StoreListing;
  email: string;
  deliveryAddress: string;
  method: 'card' | 'upi';
  checkoutLogic: LazyLogic<CheckoutLogic>;
  onPaid: (orderId: string) => void;
  /** Back to the purchase details (the person cancelled the payment). */
  onBack: () => void;
}

const orderTexts = {
  orderFailed: texts.payments.orderFailed,
  paymentFailed: texts.payments.orderPaymentFailed,
  notRecorded: texts.payments.orderNotSaved,
};

export function StoreCheckout({
  product,
  email,
  deliveryAddress,
  method,
  checkoutLogic,
  onPaid,
  onBack,
}: StoreCheckoutProps) {
  const t = usePurchaseTexts();
  const { rupees } = useFormats();
  const paid = useCallback(
    (confirmation: VerifyPaymentResponse) => {
      if ('orderId' in confirmation) onPaid(confirmation.orderId);
    },
    [onPaid],
  );
  return (
    <CheckoutDialog
      title={t('purchase.payment')}
      description={product.name}
      amount={product.price}
      request={{ purpose: 'store', productId: product.id, deliveryAddress, paymentMethod: method }}
      texts={orderTexts}
      email={email}
      checkoutLogic={checkoutLogic}
      method={method}
      idPrefix="store-card"
      payLabel={t('purchase.pay', { amount: rupees(product.price) })}
      onPaid={paid}
      onClosed={onBack}
    />
  );
}
