// Sellers' 'Sell a Project' button (SPEC 2 'User dashboard') and the 'Sell a Pre-Built Project' dialog.
import { FormDialogButton } from '../../ui/form-dialog-button.tsx';
import { SellProductForm } from './sell-product-form.tsx';
import type { ProductsPort } from './store.port.ts';
import './store.css';

export function SellProductButton({ products }: { products: ProductsPort }) {
  return (
    <FormDialogButton
      label="Sell a Project"
      title="Sell a Pre-Built Project"
      doneText="Your project is listed in the store."
    >
      {({ done, cancel }) => <SellProductForm products={products} onDone={done} onCancel={cancel} />}
    </FormDialogButton>
  );
}
