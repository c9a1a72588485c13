// Sellers' 'Sell a Project' button (SPEC 2 'User dashboard') and the 'Sell a Pre-Built Project' dialog.
import { FormDialogButton } from '../../ui/form-dialog-button.tsx';
import { SellProductForm } from './sell-product-form.tsx';
import { useSellingTexts } from './selling-texts.ts';
import type { ProductsPort } from './store.port.ts';
import './store.css';

export function SellProductButton({ products }: { products: ProductsPort }) {
  const t = useSellingTexts();
  return (
    <FormDialogButton label={t('selling.button')} title={t('selling.title')} doneText={t('selling.listed')}>
      {({ done, cancel }) => <SellProductForm products={products} onDone={done} onCancel={cancel} />}
    </FormDialogButton>
  );
}
