import { describe, expect, it } from 'vitest';
import {
  canSee,
  defaultPage,
  destinationToUrl,
  footerLinks,
  isPage,
  listingFor,
  pages,
  pageToPath,
  pathToPage,
  resolvePage,
  signedInLinks,
  signedOutLinks,
  urlToDestination,
  type Page,
  type Viewer,
} from './pages.ts';

const viewers: readonly Viewer[] = ['visitor', 'noProfile', 'member'];

// SPEC 2 table, SPEC 4 'Session' and SPEC 6, written out by hand so a change in pages.ts cannot move both sides.
// Home is the visitors' default and is not offered to members (their header has no Home link). Reviews (decision 026)
// add people (a person's public profile), open to everyone.
const seenBy: Record<Viewer, readonly Page[]> = {
  visitor: ['home', 'about', 'careers', 'login', 'signup', 'store', 'support', 'terms', 'privacy', 'refund', 'people'],
  noProfile: ['home', 'about', 'careers', 'store', 'support', 'terms', 'privacy', 'refund', 'people'],
  member: [
    'store',
    'support',
    'terms',
    'privacy',
    'refund',
    'profile',
    'dashboard',
    'people',
    'privacy-centre',
    'admin',
  ],
};
const sees = (viewer: Viewer, page: Page) => seenBy[viewer].includes(page);

describe('pages', () => {
  it("are exactly the twelve SPEC 2 page names, the people, decision 040's privacy centre and 063's console", () => {
    expect([...pages].sort()).toEqual([...new Set(Object.values(seenBy).flat())].sort());
    expect(pages).toHaveLength(15);
  });

  it('isPage accepts page names only', () => {
    for (const page of pages) expect(isPage(page)).toBe(true);
    expect(isPage('admin/inbox')).toBe(false);
    expect(isPage('Admin')).toBe(false);
    expect(isPage('Home')).toBe(false);
    expect(isPage('')).toBe(false);
  });
});

describe('canSee', () => {
  for (const viewer of viewers) {
    for (const page of pages) {
      const allowed = sees(viewer, page);
      it(`${viewer} ${allowed ? 'sees' : 'does not see'} ${page}`, () => {
        expect(canSee(viewer, page)).toBe(allowed);
      });
    }
  }
});

describe('defaultPage', () => {
  it('is dashboard for a member and home for everyone else (SPEC 2)', () => {
    const defaults = Object.fromEntries(viewers.map((viewer) => [viewer, defaultPage(viewer)]));
    expect(defaults).toEqual({ member: 'dashboard', visitor: 'home', noProfile: 'home' });
  });

  it('is always a page the viewer may see', () => {
    for (const viewer of viewers) expect(canSee(viewer, defaultPage(viewer))).toBe(true);
  });
});

describe('resolvePage', () => {
  it('keeps an allowed page and falls back to the default otherwise', () => {
    for (const viewer of viewers) {
      for (const page of pages) {
        const expected = sees(viewer, page) ? page : viewer === 'member' ? 'dashboard' : 'home';
        expect(resolvePage(viewer, page), `${viewer} asking for ${page}`).toBe(expected);
      }
    }
  });

  it('sends a member asking for the auth screen to the dashboard and a visitor asking for the profile home', () => {
    expect(resolvePage('member', 'login')).toBe('dashboard');
    expect(resolvePage('member', 'signup')).toBe('dashboard');
    expect(resolvePage('visitor', 'profile')).toBe('home');
    expect(resolvePage('visitor', 'dashboard')).toBe('home');
    expect(resolvePage('noProfile', 'dashboard')).toBe('home');
    expect(resolvePage('noProfile', 'login')).toBe('home');
  });
});

describe('URL mirroring', () => {
  it("maps home to '/' and every other page to '/{name}'", () => {
    expect(pageToPath('home')).toBe('/');
    expect(pageToPath('store')).toBe('/store');
    expect(pageToPath('refund')).toBe('/refund');
  });

  it('round-trips every page', () => {
    for (const page of pages) expect(pathToPage(pageToPath(page))).toBe(page);
  });

  it('tolerates trailing and repeated slashes', () => {
    expect(pathToPage('/store/')).toBe('store');
    expect(pathToPage('//careers//')).toBe('careers');
    expect(pathToPage('store')).toBe('store');
  });

  it('reads an empty path or root as home', () => {
    expect(pathToPage('')).toBe('home');
    expect(pathToPage('/')).toBe('home');
    expect(pathToPage('///')).toBe('home');
  });

  it('reads unknown paths as home', () => {
    expect(pathToPage('/nope')).toBe('home');
    // '/store/{id}' is a listing's own page (decision 052); deeper paths are no page.
    expect(pathToPage('/store/extra/more')).toBe('home');
    expect(pathToPage('/Store')).toBe('home');
    expect(pathToPage('/home/')).toBe('home');
  });
});

describe('the tracked order in the URL', () => {
  it("puts the order in the store's and the dashboard's query and reads it back", () => {
    expect(destinationToUrl({ page: 'store', order: 'abc123' })).toBe('/store?order=abc123');
    expect(destinationToUrl({ page: 'dashboard', order: 'abc123' })).toBe('/dashboard?order=abc123');
    expect(urlToDestination('/store', '?order=abc123')).toEqual({ page: 'store', order: 'abc123' });
    expect(urlToDestination('/dashboard/', '?order=abc123')).toEqual({ page: 'dashboard', order: 'abc123' });
  });

  it('leaves the query out when no order is tracked', () => {
    expect(destinationToUrl({ page: 'store', order: null })).toBe('/store');
    expect(destinationToUrl({ page: 'home', order: null })).toBe('/');
    expect(urlToDestination('/store', '')).toEqual({ page: 'store', order: null });
    expect(urlToDestination('/store', '?')).toEqual({ page: 'store', order: null });
  });

  it('round-trips ids that need escaping', () => {
    for (const order of ['a b', 'a&b=c', 'ज़ेड', 'a+b', '%41', '?x#y']) {
      const url = destinationToUrl({ page: 'store', order });
      expect(url).toMatch(/^\/store\?order=[A-Za-z0-9%._~!*'()-]+$/);
      const [pathname, search] = url.split('?') as [string, string];
      expect(urlToDestination(pathname, `?${search}`)).toEqual({ page: 'store', order });
    }
  });

  it('finds the order among other parameters and takes the first one', () => {
    expect(urlToDestination('/store', '?utm=x&order=o1&order=o2')).toEqual({ page: 'store', order: 'o1' });
    expect(urlToDestination('/store', '?orders=o1&xorder=o2')).toEqual({ page: 'store', order: null });
  });

  it('keeps no order on a page that does not track orders', () => {
    // The console's page is its areas' (below).
    for (const page of pages.filter((page) => page !== 'store' && page !== 'dashboard' && page !== 'admin')) {
      expect(destinationToUrl({ page, order: 'o1' })).toBe(pageToPath(page));
      expect(urlToDestination(pageToPath(page), '?order=o1').order).toBeNull();
    }
    // An unknown path is home, which tracks nothing.
    expect(urlToDestination('/orders', '?order=o1')).toEqual({ page: 'home', order: null });
  });

  it('drops an id that could not be a document id, so nothing reads it', () => {
    for (const search of [
      '?order=',
      '?order=a%2Fb',
      '?order=..',
      '?order=.',
      '?order=__x__',
      `?order=${'x'.repeat(1501)}`,
      '?order=%E0%A4', // a malformed escape
      '?order=%ED%A0%80', // a lone surrogate
    ]) {
      expect(urlToDestination('/store', search), search).toEqual({ page: 'store', order: null });
    }
    expect(destinationToUrl({ page: 'store', order: 'a/b' })).toBe('/store');
    expect(destinationToUrl({ page: 'store', order: '__x__' })).toBe('/store');
  });
});

describe('the project opened on the dashboard in the URL (a notification’s link)', () => {
  it("puts the project in the dashboard's query and reads it back", () => {
    expect(destinationToUrl({ page: 'dashboard', order: null, project: 'p1' })).toBe('/dashboard?project=p1');
    expect(urlToDestination('/dashboard', '?project=p1')).toEqual({ page: 'dashboard', order: null, project: 'p1' });
  });

  it('keeps it only on the dashboard, only without an order, and only as a document id', () => {
    expect(destinationToUrl({ page: 'store', order: null, project: 'p1' })).toBe('/store');
    expect(urlToDestination('/store', '?project=p1')).toEqual({ page: 'store', order: null });
    expect(destinationToUrl({ page: 'dashboard', order: 'o1', project: 'p1' })).toBe('/dashboard?order=o1');
    expect(urlToDestination('/dashboard', '?order=o1&project=p1')).toEqual({ page: 'dashboard', order: 'o1' });
    for (const search of ['?project=', '?project=a%2Fb', '?project=__x__', '?project=%E0%A4']) {
      expect(urlToDestination('/dashboard', search), search).toEqual({ page: 'dashboard', order: null });
    }
  });
});

describe("a person's public profile, '/people/{uid}'", () => {
  it('carries the uid in the path, both ways', () => {
    expect(destinationToUrl({ page: 'people', order: null, person: 'seller-1' })).toBe('/people/seller-1');
    expect(urlToDestination('/people/seller-1', '')).toEqual({ page: 'people', order: null, person: 'seller-1' });
    expect(urlToDestination('/people/seller-1/', '?order=x')).toEqual({
      page: 'people',
      order: null,
      person: 'seller-1',
    });
    expect(destinationToUrl({ page: 'people', order: null, person: 'a b' })).toBe('/people/a%20b');
    expect(urlToDestination('/people/a%20b', '')).toEqual({ page: 'people', order: null, person: 'a b' });
  });

  it('keeps a person only on the people page, and an order never there', () => {
    expect(destinationToUrl({ page: 'store', order: null, person: 'seller-1' })).toBe('/store');
    expect(destinationToUrl({ page: 'people', order: 'o1' })).toBe('/people');
    expect(destinationToUrl({ page: 'people', order: null, person: 'a/b' })).toBe('/people');
    expect(urlToDestination('/store', '?person=seller-1')).toEqual({ page: 'store', order: null });
  });

  it('shows no one for a missing or impossible uid, and anyone may open it', () => {
    expect(urlToDestination('/people', '')).toEqual({ page: 'people', order: null, person: null });
    expect(urlToDestination('/people/__x__', '')).toEqual({ page: 'home', order: null });
    expect(urlToDestination('/people/a/b', '')).toEqual({ page: 'home', order: null });
    for (const viewer of ['visitor', 'noProfile', 'member'] as const) expect(canSee(viewer, 'people')).toBe(true);
  });
});

describe('header and footer links (SPEC 2)', () => {
  const described = (links: readonly { page: Page; label: string }[]) =>
    links.map(({ page, label }) => `${label} (${page})`).join(', ');

  it.each([
    ['signed-in header', signedInLinks, 'Dashboard (dashboard), Store (store), Profile (profile), Support (support)'],
    [
      'signed-out header',
      signedOutLinks,
      'Home (home), Store (store), About (about), Careers (careers), Support & Contact (support), Login / Sign Up (login)',
    ],
    [
      'footer',
      footerLinks,
      'About (about), Support & Contact (support), Terms & Conditions (terms), Privacy Policy (privacy), Cancellation & Refund (refund), Your Privacy (privacy-centre)',
    ],
  ])('%s: %s', (_, links, expected) => {
    expect(described(links)).toBe(expected);
  });

  it('offers every header link to the viewer it is shown to', () => {
    for (const { page } of signedInLinks) expect(canSee('member', page), page).toBe(true);
    for (const { page } of signedOutLinks) expect(canSee('visitor', page), page).toBe(true);
  });
});

describe("a listing's own page (decision 052)", () => {
  it('/store/{id} is the store showing that listing, and back', () => {
    expect(urlToDestination('/store/kit-1', '')).toEqual({ page: 'store', order: null, listing: 'kit-1' });
    expect(urlToDestination('/store/kit-1/', '?order=o1')).toEqual({ page: 'store', order: 'o1', listing: 'kit-1' });
    expect(destinationToUrl({ page: 'store', order: null, listing: 'kit-1' })).toBe('/store/kit-1');
    expect(destinationToUrl({ page: 'store', order: 'o1', listing: 'kit-1' })).toBe('/store/kit-1?order=o1');
    expect(pathToPage('/store/kit-1')).toBe('store');
  });

  it('keeps a listing only on the store, and only an id that could be a document id', () => {
    expect(destinationToUrl({ page: 'home', order: null, listing: 'kit-1' })).toBe('/');
    expect(listingFor('people', 'kit-1')).toBeNull();
    expect(listingFor('store', '..')).toBeNull();
    expect(urlToDestination('/store/..', '')).toEqual({ page: 'home', order: null });
    expect(urlToDestination('/store/a/b', '').page).toBe('home');
  });
});

describe("a job's own page (decision 052)", () => {
  it('/careers/{id} is careers showing that position, and back', () => {
    expect(urlToDestination('/careers/lead', '')).toEqual({ page: 'careers', order: null, job: 'lead' });
    expect(destinationToUrl({ page: 'careers', order: null, job: 'lead' })).toBe('/careers/lead');
    expect(pathToPage('/careers/lead')).toBe('careers');
    expect(destinationToUrl({ page: 'store', order: null, job: 'lead' })).toBe('/store');
    expect(urlToDestination('/careers/__x__', '').page).toBe('home');
  });
});

describe("the console's areas (decision 063)", () => {
  it('each opens from its own address, and its address is what the app shows', () => {
    for (const area of ['inbox', 'money', 'people', 'insights'] as const) {
      expect(urlToDestination(`/admin/${area}`, '')).toEqual({ page: 'admin', order: null, area });
      expect(destinationToUrl({ page: 'admin', order: null, area })).toBe(`/admin/${area}`);
    }
  });

  it('opens the inbox at /admin, and an unknown area is no page of the console', () => {
    expect(urlToDestination('/admin', '')).toEqual({ page: 'admin', order: null, area: null });
    expect(destinationToUrl({ page: 'admin', order: null })).toBe('/admin/inbox');
    expect(pathToPage('/admin/secrets')).toBe('home');
    expect(pathToPage('/admin/inbox/x')).toBe('home');
  });

  it("keeps a disputed project an inbox item opens, but no order; and the area only on the console's page", () => {
    expect(urlToDestination('/admin/money', '?project=p1&order=o1')).toEqual({
      page: 'admin',
      order: null,
      area: 'money',
      project: 'p1',
    });
    expect(destinationToUrl({ page: 'admin', order: 'o1', area: 'money', project: 'p1' })).toBe(
      '/admin/money?project=p1',
    );
    expect(destinationToUrl({ page: 'dashboard', order: null, area: 'money' })).toBe('/dashboard');
  });

  it('a member may open it (the app refuses one who is not an admin); a visitor is asked to sign in', () => {
    expect(canSee('member', 'admin')).toBe(true);
    expect(canSee('visitor', 'admin')).toBe(false);
    expect(canSee('noProfile', 'admin')).toBe(false);
  });
});
