// SPEC 2 navigation: the current page, kept within what the viewer may see, and what it shows: the order tracked
// on it, the project open on it or the person whose profile it is. A visitor who follows a member's link (an
// email's `/dashboard?project=…`) is asked to sign in, and lands where it pointed once they have.
import { assign, setup } from 'xstate';
import type { ConsoleArea } from '../admin/console.ts';
import {
  areaFor,
  defaultPage,
  jobFor,
  listingFor,
  needsSignIn,
  orderFor,
  personFor,
  projectFor,
  resolvePage,
  type Destination,
  type Page,
  type Viewer,
} from './pages.ts';

export type NavigationEvent =
  /**
   * A link, button or the browser's back/forward asked for a page; `order` is the order to track on it
   * (the store and the dashboard only; dropped elsewhere, and left out means none), `project` the project to
   * open on the dashboard, `person` the person whose profile the people page shows.
   */
  | {
      type: 'page.go';
      page: Page;
      order?: string | null;
      project?: string | null;
      person?: string | null;
      listing?: string | null;
      job?: string | null;
      area?: ConsoleArea | null;
    }
  /** The session settled on who is looking (never sent while it is still loading). */
  | { type: 'viewer.resolved'; viewer: Viewer };

export interface NavigationContext {
  /** The page and order asked for before the session settled (from the URL on reload). */
  requested: Destination;
  page: Page;
  /** The order tracked on the page, already checked as a document id; null for none. */
  order: string | null;
  /** The project whose detail is open on the dashboard, already checked as a document id; null for none. */
  project: string | null;
  /** The person whose public profile the people page shows, already checked as a document id; null for none. */
  person: string | null;
  /** The listing whose own page the store shows (decision 052), already checked as a document id; null for none. */
  listing: string | null;
  /** The job whose own page careers shows (decision 052), already checked as a document id; null for none. */
  job: string | null;
  /** The console's area shown (decision 063); null off the console's page. */
  area: ConsoleArea | null;
  viewer: Viewer;
  /** A member's destination a visitor was sent to: shown once they sign in, forgotten if they go elsewhere. */
  returnTo: Destination | null;
}

/** What is on screen: the page and each thing open on it (each already checked as a document id; null for none). */
export type Shown = Pick<NavigationContext, 'page' | 'order' | 'project' | 'person' | 'listing' | 'job' | 'area'>;

/** Nothing shown over a page: no order, project or person. */
const bare = { order: null, project: null, person: null, listing: null, job: null, area: null };

/** What `page` shows of `asked`: each parameter only on a page that has it, and only as a document id. */
function shownOn(page: Page, asked: Destination) {
  const order = orderFor(page, asked.order);
  return {
    order,
    project: projectFor(page, order, asked.project),
    person: personFor(page, asked.person),
    listing: listingFor(page, asked.listing),
    job: jobFor(page, asked.job),
    area: areaFor(page, asked.area),
  };
}

/** What `viewer` is shown when `asked` is asked for: its parameters only on the page asked for itself. */
function arrive(viewer: Viewer, asked: Destination) {
  const page = resolvePage(viewer, asked.page);
  return page === asked.page ? { page, ...shownOn(page, asked) } : { page, ...bare };
}

/** The auth screen's pages: moving between them keeps the destination waiting for the sign-in. */
const signingIn: readonly Page[] = ['login', 'signup'];

/**
 * Where `viewer` goes when `asked` is asked for: the login page, keeping `asked` for after the sign-in, when only a
 * member can open it; else what they may see of it, still keeping a waiting destination while they sign in.
 */
function goFor(viewer: Viewer, asked: Destination, waiting: Destination | null) {
  if (needsSignIn(viewer, asked)) return { page: 'login' as const, ...bare, returnTo: asked };
  return { ...arrive(viewer, asked), returnTo: signingIn.includes(asked.page) ? waiting : null };
}

/** A `page.go` as the destination it asks for (left-out parameters are none). */
const asked = (event: Extract<NavigationEvent, { type: 'page.go' }>): Destination => ({
  page: event.page,
  order: event.order ?? null,
  project: event.project ?? null,
  person: event.person ?? null,
  listing: event.listing ?? null,
  job: event.job ?? null,
  area: event.area ?? null,
});

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as {
      initialPage: Page;
      initialOrder?: string | null;
      initialProject?: string | null;
      initialPerson?: string | null;
      initialListing?: string | null;
      initialJob?: string | null;
      initialArea?: ConsoleArea | null;
    },
  },
  guards: {
    viewerChanged: ({ context, event }) => event.type === 'viewer.resolved' && event.viewer !== context.viewer,
  },
  actions: {
    remember: assign({
      requested: ({ context, event }) => (event.type === 'page.go' ? asked(event) : context.requested),
    }),
    // Reload keeps the page (and its order) from the URL when the viewer may see it.
    settle: assign(({ context, event }) => {
      const viewer = event.type === 'viewer.resolved' ? event.viewer : context.viewer;
      return { viewer, ...goFor(viewer, context.requested, null) };
    }),
    go: assign(({ context, event }) =>
      event.type === 'page.go' ? goFor(context.viewer, asked(event), context.returnTo) : {},
    ),
    // SPEC 2: after sign-in the page becomes dashboard (or where the link they followed pointed); after sign-out (or
    // unverified) it becomes home. A verified person still choosing their role keeps the destination waiting.
    land: assign(({ event, context }) => {
      const viewer = event.type === 'viewer.resolved' ? event.viewer : context.viewer;
      const waiting = context.returnTo;
      if (viewer === 'member' && waiting) return { viewer, ...arrive(viewer, waiting), returnTo: null };
      return { viewer, page: defaultPage(viewer), ...bare, returnTo: viewer === 'noProfile' ? waiting : null };
    }),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => {
    const requested = {
      page: input.initialPage,
      order: input.initialOrder ?? null,
      project: input.initialProject ?? null,
      person: input.initialPerson ?? null,
      listing: input.initialListing ?? null,
      job: input.initialJob ?? null,
      area: input.initialArea ?? null,
    };
    return {
      requested,
      page: input.initialPage,
      ...shownOn(input.initialPage, requested),
      viewer: 'visitor',
      returnTo: null,
    };
  },
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      on: {
        'page.go': { actions: 'remember' },
        'viewer.resolved': { target: 'ready', actions: 'settle' },
      },
    },
    ready: {
      on: {
        'page.go': { actions: 'go' },
        'viewer.resolved': { guard: 'viewerChanged', actions: 'land' },
      },
    },
  },
});
