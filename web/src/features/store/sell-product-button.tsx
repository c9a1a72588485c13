// Sellers' 'Sell a Project' button (SPEC 2 'User dashboard') and the 'Sell a Pre-Built Project' dialog.
import { useState } from 'react';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { Dialog } from '../../ui/dialog.tsx';
import { SellProductForm } from './sell-product-form.tsx';
import type { ProductsPort } from './store.port.ts';
import './store.css';

export function SellProductButton({ profile, products }: { profile: UserProfile; products: ProductsPort }) {
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setListed(false);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">+</span> Sell a Project
      </button>
      {listed && (
        <p className="visually-hidden" role="status">
          Your project is listed in the store.
        </p>
      )}
      {open && (
        <Dialog title="Sell a Pre-Built Project" onClose={() => setOpen(false)}>
          <SellProductForm
            seller={{ uid: profile.uid, email: profile.email }}
            products={products}
            onDone={() => {
              setOpen(false);
              setListed(true);
            }}
            onCancel={() => setOpen(false)}
          />
        </Dialog>
      )}
    </>
  );
}
