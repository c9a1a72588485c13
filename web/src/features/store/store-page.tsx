// SPEC 2 'Store'. The product grid, purchase and order tracking arrive with the store feature.
import { texts } from '@marketplace/shared/texts';

export function StorePage() {
  return (
    <section aria-labelledby="store-title">
      <h1 id="store-title">{texts.store.title}</h1>
      <div className="card">
        <p className="muted">Pre-built projects from our sellers will be listed here soon.</p>
      </div>
    </section>
  );
}
