// SPEC 2 navigation: the current page, kept within what the viewer may see, and the order tracked on it.
import { assign, setup } from 'xstate';
import { defaultPage, orderFor, projectFor, resolvePage, type Destination, type Page, type Viewer } from './pages.ts';

export type NavigationEvent =
  /**
   * A link, button or the browser's back/forward asked for a page; `order` is the order to track on it
   * (the store and the dashboard only; dropped elsewhere, and left out means none).
   */
  | { type: 'page.go'; page: Page; order?: string | null; project?: string | null }
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
  viewer: Viewer;
}

/** What `viewer` is shown when `asked` is asked for: an order or project only on the page asked for itself. */
function arrive(viewer: Viewer, asked: Destination) {
  const page = resolvePage(viewer, asked.page);
  if (page !== asked.page) return { page, order: null, project: null };
  const order = orderFor(page, asked.order);
  return { page, order, project: projectFor(page, order, asked.project) };
}

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as { initialPage: Page; initialOrder?: string | null; initialProject?: string | null },
  },
  guards: {
    viewerChanged: ({ context, event }) => event.type === 'viewer.resolved' && event.viewer !== context.viewer,
  },
  actions: {
    remember: assign({
      requested: ({ context, event }) =>
        event.type === 'page.go'
          ? { page: event.page, order: event.order ?? null, project: event.project ?? null }
          : context.requested,
    }),
    // Reload keeps the page (and its order) from the URL when the viewer may see it.
    settle: assign(({ context, event }) => {
      const viewer = event.type === 'viewer.resolved' ? event.viewer : context.viewer;
      return { viewer, ...arrive(viewer, context.requested) };
    }),
    go: assign(({ context, event }) =>
      event.type === 'page.go'
        ? arrive(context.viewer, { page: event.page, order: event.order ?? null, project: event.project ?? null })
        : {},
    ),
    // SPEC 2: after sign-in the page becomes dashboard; after sign-out (or unverified) it becomes home.
    land: assign(({ event, context }) => {
      const viewer = event.type === 'viewer.resolved' ? event.viewer : context.viewer;
      return { viewer, page: defaultPage(viewer), order: null, project: null };
    }),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => {
    const requested = {
      page: input.initialPage,
      order: input.initialOrder ?? null,
      project: input.initialProject ?? null,
    };
    const order = orderFor(input.initialPage, requested.order);
    return {
      requested,
      page: input.initialPage,
      order,
      project: projectFor(input.initialPage, order, requested.project),
      viewer: 'visitor',
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
