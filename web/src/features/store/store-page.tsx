// SPEC 2 'Store': the store under the page's h1, for visitors and signed-in people alike.
import type { UserProfile } from '@marketplace/shared/session/profile';
import { StoreBrowser } from './store-browser.tsx';
import type { StoreServices } from './store-services.ts';

interface StorePageProps {
  services: StoreServices;
  profile: UserProfile | null;
  onLogin: () => void;
  trackedOrder: string | null;
  onTrack: (orderId: string | null) => void;
}

export function StorePage(props: StorePageProps) {
  return <StoreBrowser {...props} titleLevel={1} />;
}
