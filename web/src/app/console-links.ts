// Links inside the console (decision 063): a place in its navigation as a destination, and an item's link (an
// inbox item's, a search result's) followed inside the app: its page and area, then the row its fragment names.
import { urlToDestination, type Destination } from '@marketplace/shared/navigation/pages';
import type { ConsolePlace } from '../features/admin/console/console-nav.tsx';

export const placeDestination = (place: ConsolePlace): Destination =>
  place === 'home' ? { page: 'dashboard', order: null } : { page: 'admin', order: null, area: place };

/** Opens `href` inside the app; `follow` keeps its fragment (the row to show) and answers the rest. */
export function consoleLinkOpener(onGo: (destination: Destination) => void, follow: (href: string) => string) {
  return (href: string) => {
    const [pathname = '/', search = ''] = follow(href).split('?');
    onGo(urlToDestination(pathname, search ? `?${search}` : ''));
  };
}
