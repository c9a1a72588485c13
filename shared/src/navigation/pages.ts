// SPEC 2: the pages, who may see each, and where a person lands.

export const pages = [
  'home',
  'login',
  'signup',
  'dashboard',
  'store',
  'profile',
  'support',
  'about',
  'careers',
  'terms',
  'privacy',
  'refund',
] as const;
export type Page = (typeof pages)[number];

export function isPage(value: string): value is Page {
  return (pages as readonly string[]).includes(value);
}

/**
 * Who is looking: a visitor (signed out or unverified), a verified person whose profile is missing,
 * or a member with a loaded profile.
 */
export type Viewer = 'visitor' | 'noProfile' | 'member';

const everyone: readonly Page[] = ['support', 'terms', 'privacy', 'refund', 'store'];
const visitorPages: readonly Page[] = ['home', 'about', 'careers', 'login', 'signup'];

export function canSee(viewer: Viewer, page: Page): boolean {
  if (everyone.includes(page)) return true;
  switch (viewer) {
    case 'visitor':
      return visitorPages.includes(page);
    // SPEC 4: without a profile a person sees only the visitor pages plus support and legal pages.
    // The auth screen is left out: they are already signed in.
    case 'noProfile':
      return page === 'home' || page === 'about' || page === 'careers';
    case 'member':
      return page === 'dashboard' || page === 'profile';
  }
}

export function defaultPage(viewer: Viewer): Page {
  return viewer === 'member' ? 'dashboard' : 'home';
}

/** The page actually shown when `requested` is asked for: itself if allowed, else the default. */
export function resolvePage(viewer: Viewer, requested: Page): Page {
  return canSee(viewer, requested) ? requested : defaultPage(viewer);
}

/** URL mirroring: '/' is home, every other page is '/{name}'. */
export function pageToPath(page: Page): string {
  return page === 'home' ? '/' : `/${page}`;
}

export function pathToPage(pathname: string): Page {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name === '' ? 'home' : isPage(name) ? name : 'home';
}

export interface NavLink {
  page: Page;
  label: string;
}

export const signedInLinks: readonly NavLink[] = [
  { page: 'dashboard', label: 'Dashboard' },
  { page: 'store', label: 'Store' },
  { page: 'profile', label: 'Profile' },
  { page: 'support', label: 'Support' },
];

export const signedOutLinks: readonly NavLink[] = [
  { page: 'home', label: 'Home' },
  { page: 'store', label: 'Store' },
  { page: 'about', label: 'About' },
  { page: 'careers', label: 'Careers' },
  { page: 'support', label: 'Support & Contact' },
  { page: 'login', label: 'Login / Sign Up' },
];

export const footerLinks: readonly NavLink[] = [
  { page: 'about', label: 'About' },
  { page: 'support', label: 'Support & Contact' },
  { page: 'terms', label: 'Terms & Conditions' },
  { page: 'privacy', label: 'Privacy Policy' },
  { page: 'refund', label: 'Cancellation & Refund' },
];
