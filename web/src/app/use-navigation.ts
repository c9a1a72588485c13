// Keeps the navigation machine and the URL in step: links push history, back/forward send the page (and
// the order, project or person it shows) back to the machine, and a page the viewer may not see is replaced rather than
// pushed.
import { useEffect, useRef } from 'react';
import { createActorContext } from '@xstate/react';
import { navigationMachine } from '@marketplace/shared/navigation/navigation.machine';
import {
  destinationToUrl,
  urlToDestination,
  type Destination,
  type Page,
  type Viewer,
} from '@marketplace/shared/navigation/pages';
import { languageOfPath, pathIn } from '@marketplace/shared/navigation/language-paths';
import { useLocale } from '../i18n/i18n.ts';
import { inspect } from '../lib/inspect.ts';

const here = () => urlToDestination(window.location.pathname, window.location.search);

/** Where the app starts: the browser's address, or (prerendering at build time) the page's. */
export interface StartUrl {
  pathname: string;
  search: string;
}

/** The navigation machine has no effects to provide; this hook keeps it and the URL in step. */
export const NavigationContext = createActorContext(navigationMachine, { inspect });

/** The machine's start: the page (and order, project or person) at `start`. */
export function navigationInput(start?: StartUrl) {
  const { page, order, project, person, listing, job, area } = start
    ? urlToDestination(start.pathname, start.search)
    : here();
  return {
    initialPage: page,
    initialOrder: order,
    initialProject: project ?? null,
    initialPerson: person ?? null,
    initialListing: listing ?? null,
    initialJob: job ?? null,
    initialArea: area ?? null,
  };
}

export function useNavigation(sessionLoading: boolean, viewer: Viewer) {
  const actor = NavigationContext.useActorRef();
  const page = NavigationContext.useSelector((s) => s.context.page);
  const order = NavigationContext.useSelector((s) => s.context.order);
  const project = NavigationContext.useSelector((s) => s.context.project);
  const person = NavigationContext.useSelector((s) => s.context.person);
  const listing = NavigationContext.useSelector((s) => s.context.listing);
  const job = NavigationContext.useSelector((s) => s.context.job);
  const area = NavigationContext.useSelector((s) => s.context.area);
  const returnTo = NavigationContext.useSelector((s) => s.context.returnTo);
  const replaceNext = useRef(true);
  // The address is in the shown language (decision 065): switching moves it to the other language's address, in
  // place (the same page, so no new history entry and no scroll).
  const locale = useLocale();
  const shownIn = useRef(locale);

  useEffect(() => {
    if (!sessionLoading) actor.send({ type: 'viewer.resolved', viewer });
  }, [actor, sessionLoading, viewer]);

  useEffect(() => {
    const onPopState = () => {
      replaceNext.current = true;
      actor.send({ type: 'page.go', ...here() });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor]);

  useEffect(() => {
    if (sessionLoading) return;
    const url = pathIn(locale, destinationToUrl({ page, order, project, person, listing, job, area }));
    const { pathname, search } = window.location;
    if (pathname + search !== url) {
      if (replaceNext.current || shownIn.current !== locale) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      // Opening or closing an order's tracking (or a project) stays on the page: only a new page starts at the top.
      const samePage = languageOfPath(pathname).path === languageOfPath(window.location.pathname).path;
      if (!samePage) window.scrollTo(0, 0);
    }
    replaceNext.current = false;
    shownIn.current = locale;
  }, [page, order, project, person, listing, job, area, sessionLoading, locale]);

  /**
   * Goes to `next`; on the store or the dashboard, `order` opens that order's tracking; on the dashboard,
   * `project` opens that project's detail.
   */
  const navigate = (next: Page, order: string | null = null, project: string | null = null) =>
    actor.send({ type: 'page.go', page: next, order, project });
  /** Goes where a link inside the app points (a notification's): its page with whatever it shows. */
  const goTo = (destination: Destination) => actor.send({ type: 'page.go', ...destination });
  return { page, order, project, person, listing, job, area, returnTo, navigate, goTo };
}
