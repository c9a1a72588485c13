// Sellers' 'Sell a Project' button (SPEC 2 'User dashboard') and the 'Sell a Pre-Built Project' dialog.
import type { UserProfile } from '@marketplace/shared/session/profile';
import { FormDialogButton } from '../../ui/form-dialog-button.tsx';
import { SellProductForm } from './sell-product-form.tsx';
import type { ProductsPort } from './store.port.ts';
import './store.css';

export function SellProductButton({ profile, products }: { profile: UserProfile; products: ProductsPort }) {
  return (
    <FormDialogButton
      label="Sell a Project"
      title="Sell a Pre-Built Project"
      doneText="Your project is listed in the store."
    >
      {({ done, cancel }) => (
        <SellProductForm
          seller={{ uid: profile.uid, email: profile.email }}
          products={products}
          onDone={done}
          onCancel={cancel}
        />
      )}
    </FormDialogButton>
  );
}
