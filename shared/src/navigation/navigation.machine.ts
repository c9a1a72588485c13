// SPEC 2 navigation: the current page, kept within what the viewer may see.
import { assign, setup } from 'xstate';
import { defaultPage, resolvePage, type Page, type Viewer } from './pages.ts';

export type NavigationEvent =
  /** A link, button or the browser's back/forward asked for a page. */
  | { type: 'page.go'; page: Page }
  /** The session settled on who is looking (never sent while it is still loading). */
  | { type: 'viewer.resolved'; viewer: Viewer };

export interface NavigationContext {
  /** The page asked for before the session settled (from the URL on reload). */
  requested: Page;
  page: Page;
  viewer: Viewer;
}

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as { initialPage: Page },
  },
  guards: {
    viewerChanged: ({ context, event }) => event.type === 'viewer.resolved' && event.viewer !== context.viewer,
  },
  actions: {
    remember: assign({
      requested: ({ context, event }) => (event.type === 'page.go' ? event.page : context.requested),
    }),
    // Reload keeps the page from the URL when the viewer may see it.
    settle: assign(({ context, event }) => {
      const viewer = event.type === 'viewer.resolved' ? event.viewer : context.viewer;
      return { viewer, page: resolvePage(viewer, context.requested) };
    }),
    go: assign({
      page: ({ context, event }) => (event.type === 'page.go' ? resolvePage(context.viewer, event.page) : context.page),
    }),
    // SPEC 2: after sign-in the page becomes dashboard; after sign-out (or unverified) it becomes home.
    land: assign(({ event, context }) => {
      const viewer = event.type === 'viewer.resolved' ? event.viewer : context.viewer;
      return { viewer, page: defaultPage(viewer) };
    }),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => ({ requested: input.initialPage, page: input.initialPage, viewer: 'visitor' }),
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
