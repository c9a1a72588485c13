// SPEC 2 'Store': the store under the page's h1, for visitors and signed-in people alike; at /store/{id}, that one
// listing's own page (decision 052), in the same chunk so the server draws it with the store's stylesheet.
import type { UserProfile } from '@marketplace/shared/session/profile';
import { ListingPage } from './listing-page.tsx';
import { StoreBrowser } from './store-browser.tsx';
import type { StoreServices } from './store-services.ts';

interface StorePageProps {
  /** The listing whose own page this is; null for the store's grid. */
  listing: string | null;
  services: StoreServices;
  profile: UserProfile | null;
  onLogin: () => void;
  trackedOrder: string | null;
  onTrack: (orderId: string | null) => void;
}

export function StorePage({ listing, ...props }: StorePageProps) {
  if (listing !== null) return <ListingPage id={listing} {...props} />;
  return <StoreBrowser {...props} titleLevel={1} />;
}
