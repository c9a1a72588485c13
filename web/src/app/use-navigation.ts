// Keeps the navigation machine and the URL in step: links push history, back/forward send the
// page back to the machine, and a page the viewer may not see is replaced rather than pushed.
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { navigationMachine } from '@marketplace/shared/navigation/navigation.machine';
import { pageToPath, pathToPage, type Page, type Viewer } from '@marketplace/shared/navigation/pages';
import { inspect } from '../lib/inspect.ts';

export function useNavigation(sessionLoading: boolean, viewer: Viewer) {
  const actor = useActorRef(navigationMachine, {
    input: { initialPage: pathToPage(window.location.pathname) },
    inspect,
  });
  const page = useSelector(actor, (s) => s.context.page);
  const replaceNext = useRef(true);

  useEffect(() => {
    if (!sessionLoading) actor.send({ type: 'viewer.resolved', viewer });
  }, [actor, sessionLoading, viewer]);

  useEffect(() => {
    const onPopState = () => {
      replaceNext.current = true;
      actor.send({ type: 'page.go', page: pathToPage(window.location.pathname) });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor]);

  useEffect(() => {
    if (sessionLoading) return;
    const path = pageToPath(page);
    if (window.location.pathname !== path) {
      if (replaceNext.current) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      window.scrollTo(0, 0);
    }
    replaceNext.current = false;
  }, [page, sessionLoading]);

  const navigate = (next: Page) => actor.send({ type: 'page.go', page: next });
  return { page, navigate };
}
