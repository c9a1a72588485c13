// SPEC 2: the pages, who may see each, and where a person lands.
import { consoleAreaPath, isConsoleArea, type ConsoleArea } from '../admin/console.ts';
import { documentIdProblem } from '../document-id.ts';
import { isOneOf } from '../labelled.ts';
import { languageOfPath } from './site-language.ts';

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
  'people',
  // Decision 040: a member's Privacy page (the notice, consents, their download, requests, deleting the account).
  'privacy-centre',
  // Decision 063: the operator's console's areas beyond its home (the dashboard), each at /admin/{area}.
  'admin',
] as const;
export type Page = (typeof pages)[number];

export const isPage = (value: string): value is Page => isOneOf(pages, value);

/**
 * Who is looking: a visitor (signed out or unverified), a verified person whose profile is missing,
 * or a member with a loaded profile.
 */
export type Viewer = 'visitor' | 'noProfile' | 'member';

const everyone: readonly Page[] = ['support', 'terms', 'privacy', 'refund', 'store', 'people'];
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
      // The console's areas too: a member who is not an admin is refused there, and the API refuses them anyway.
      return page === 'dashboard' || page === 'profile' || page === 'privacy-centre' || page === 'admin';
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

/** The page at an address, in either language ('/hi/store' is the store too: decision 065). */
export function pathToPage(address: string): Page {
  const name = languageOfPath(address).path.replace(/^\/+|\/+$/g, '');
  if (idInPath('people', name) !== null) return 'people';
  if (idInPath('store', name) !== null) return 'store';
  if (idInPath('careers', name) !== null) return 'careers';
  if (areaInPath(name) !== null) return 'admin';
  return name === '' ? 'home' : isPage(name) ? name : 'home';
}

/**
 * The id in '{section}/{id}', as it would be a document id, or null: a person's public profile is '/people/{uid}',
 * a store listing's own page '/store/{id}' (the store page showing that one listing, so the store's chunk, its
 * services and its purchase dialogs serve it) and a job's '/careers/{id}' (decision 052).
 */
function idInPath(section: 'people' | 'store' | 'careers', name: string): string | null {
  const prefix = `${section}/`;
  const rest = name.startsWith(prefix) ? name.slice(prefix.length) : '';
  if (rest === '' || rest.includes('/')) return null;
  try {
    const id = decodeURIComponent(rest);
    return documentIdProblem(id) === null ? id : null;
  } catch {
    return null;
  }
}

/** The console's area in 'admin/{area}' (decision 063), or null. */
function areaInPath(name: string): ConsoleArea | null {
  const area = name.startsWith('admin/') ? name.slice('admin/'.length) : '';
  return isConsoleArea(area) ? area : null;
}

/** The path of a job's own page (decision 052). */
export const jobPath = (id: string) => `/careers/${encodeURIComponent(id)}`;

/** The path of a listing's own page (decision 052). */
export const listingPath = (id: string) => `/store/${encodeURIComponent(id)}`;

/**
 * The pages that show an order's tracking over themselves (beyond SPEC 2's page names, which stay): the
 * store after a purchase, and the dashboard's 'My Store Purchases'. The order rides along in the URL so a
 * reload or a link opens the same tracking.
 */
const pagesWithOrder: readonly Page[] = ['store', 'dashboard'];

/**
 * Where a person is: a page and, on a page that tracks orders, the order being tracked; on the dashboard,
 * instead, the project whose detail is open (a notification's link); on the people page, whose profile it
 * shows. Left out means none.
 */
export interface Destination {
  page: Page;
  order: string | null;
  project?: string | null;
  person?: string | null;
  /** On the store: the listing whose own page it shows (decision 052). */
  listing?: string | null;
  /** On careers: the job whose own page it shows (decision 052). */
  job?: string | null;
  /** On the console's page: which of its areas (decision 063). */
  area?: ConsoleArea | null;
}

/**
 * The order kept for `page`: none on a page that does not track orders, and none for an id that could not
 * be a document id (checked here, before anything reads `storeOrders/{id}`).
 */
export function orderFor(page: Page, order: string | null | undefined): string | null {
  if (!order || !pagesWithOrder.includes(page)) return null;
  return documentIdProblem(order) === null ? order : null;
}

/**
 * The project kept for `page`: only on the dashboard, only when no order is tracked there (one dialog at a
 * time), and only for an id that could be a document id.
 */
export function projectFor(page: Page, order: string | null, project: string | null | undefined): string | null {
  // The console's areas open a disputed project from the inbox's link too (decision 063).
  if (!project || (page !== 'dashboard' && page !== 'admin') || order !== null) return null;
  return documentIdProblem(project) === null ? project : null;
}

/** The person whose profile `page` shows: only on the people page, and only for an id that could be a uid. */
export function personFor(page: Page, person: string | null | undefined): string | null {
  if (!person || page !== 'people') return null;
  return documentIdProblem(person) === null ? person : null;
}

/** The listing the store shows on its own page: only on the store, only for an id that could be a document id. */
export function listingFor(page: Page, listing: string | null | undefined): string | null {
  if (!listing || page !== 'store') return null;
  return documentIdProblem(listing) === null ? listing : null;
}

/** The console's area shown: only on the console's page; the inbox when none is named (decision 063). */
export function areaFor(page: Page, area: ConsoleArea | null | undefined): ConsoleArea | null {
  return page === 'admin' ? (area ?? 'inbox') : null;
}

/** The job careers shows on its own page: only on careers, only for an id that could be a document id. */
export function jobFor(page: Page, job: string | null | undefined): string | null {
  if (!job || page !== 'careers') return null;
  return documentIdProblem(job) === null ? job : null;
}

/**
 * Whether `viewer` reached a member's page (the dashboard, with a notification's project or order, or the profile)
 * that only signing in can open: a visitor, sent there by a link in an email or a bookmark. They are asked to sign
 * in, and it opens once they have. (The store is everyone's: an order tracked on it asks a visitor to log in itself.)
 */
export function needsSignIn(viewer: Viewer, asked: Destination): boolean {
  return viewer === 'visitor' && canSee('member', asked.page) && !canSee('visitor', asked.page);
}

/** What the login page says to a visitor a member's link sent there: what signing in will open. */
export function signInReason(waiting: Destination): string {
  if (orderFor(waiting.page, waiting.order) !== null) return 'Log in to follow your order: it opens once you have.';
  if (projectFor(waiting.page, null, waiting.project) !== null)
    return 'Log in to open the project you were sent: it opens once you have.';
  if (waiting.page === 'privacy-centre') return 'Log in to see your privacy settings and data.';
  return waiting.page === 'profile' ? 'Log in to see your profile.' : 'Log in to see your dashboard.';
}

/** '/store?order={id}', '/dashboard?project={id}', '/people/{uid}': the page's path, with its one parameter. */
export function destinationToUrl({ page, order, project, person, listing, job, area }: Destination): string {
  if (page === 'admin') {
    const opened = projectFor(page, null, project);
    const path = consoleAreaPath(areaFor(page, area)!);
    return opened === null ? path : `${path}?project=${encodeURIComponent(opened)}`;
  }
  const shownJob = jobFor(page, job);
  if (shownJob !== null) return jobPath(shownJob);
  const shownListing = listingFor(page, listing);
  if (shownListing !== null) {
    const kept = orderFor(page, order);
    return kept === null ? listingPath(shownListing) : `${listingPath(shownListing)}?order=${encodeURIComponent(kept)}`;
  }
  if (page === 'people') {
    const shown = personFor(page, person);
    return shown === null ? pageToPath(page) : `/people/${encodeURIComponent(shown)}`;
  }
  const kept = orderFor(page, order);
  if (kept !== null) return `${pageToPath(page)}?order=${encodeURIComponent(kept)}`;
  const opened = projectFor(page, kept, project);
  return opened === null ? pageToPath(page) : `${pageToPath(page)}?project=${encodeURIComponent(opened)}`;
}

/** The page and order (or project, or person) a URL asks for; other query parameters are ignored. */
export function urlToDestination(address: string, search: string): Destination {
  // A Hindi address names the same place as its English one (decision 065); the language is the app's to show.
  const pathname = languageOfPath(address).path;
  const page = pathToPage(pathname);
  if (page === 'admin') {
    const project = projectFor(page, null, queryParameter(search, 'project'));
    const area = areaInPath(pathname.replace(/^\/+|\/+$/g, ''));
    return project === null ? { page, order: null, area } : { page, order: null, area, project };
  }
  if (page === 'people') return { page, order: null, person: idInPath('people', pathname.replace(/^\/+|\/+$/g, '')) };
  const order = orderFor(page, queryParameter(search, 'order'));
  const listing = idInPath('store', pathname.replace(/^\/+|\/+$/g, ''));
  if (listing !== null) return { page, order, listing };
  const job = idInPath('careers', pathname.replace(/^\/+|\/+$/g, ''));
  if (job !== null) return { page, order, job };
  const project = projectFor(page, order, queryParameter(search, 'project'));
  return project === null ? { page, order } : { page, order, project };
}

/** One parameter of a query string ('?a=1&order=x'), decoded; null when absent or not decodable. */
function queryParameter(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
    } catch {
      return null; // A malformed escape ('%E0%A4'): no order rather than a crash.
    }
  }
  return null;
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
  // Beyond SPEC 2's five (decision 040): a member's own data and privacy choices.
  { page: 'privacy-centre', label: 'Your Privacy' },
];
