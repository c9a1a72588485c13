// The frame of every console page (decision 063): the navigation with each area's waiting count (from one read of the
// inbox, which the inbox area shows too), then the page; a link into an area that names a row (`#payout-…`) scrolls
// to that row once its section has drawn it.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { areaOfKind, type ConsoleArea } from '@marketplace/shared/admin/console';
import type { Inbox } from '@marketplace/shared/admin/console-api';
import { useWatch, type Watched } from '../../../lib/use-watch.ts';
import type { Watch } from '../../../lib/watch.ts';
import { ConsoleNav, type ConsolePlace } from './console-nav.tsx';
import { ConsoleSearch, type ConsoleApi } from './console-search.tsx';
import './console.css';

const inboxOnce =
  (port: ConsoleApi): Watch<Inbox> =>
  (onNext, onError) => {
    let stopped = false;
    port.inbox().then(
      (inbox) => !stopped && onNext(inbox),
      (error: unknown) => !stopped && onError(error),
    );
    return () => {
      stopped = true;
    };
  };

/** Each area's waiting count as the navigation shows it: '50+' where a kind had more than one read takes. */
export function waitingCounts(inbox: Inbox): Partial<Record<ConsoleArea, string>> {
  const counts: Partial<Record<ConsoleArea, number>> = { inbox: inbox.items.length };
  const capped = new Set<ConsoleArea>(inbox.more.length > 0 ? ['inbox'] : []);
  for (const item of inbox.items) counts[areaOfKind[item.kind]] = (counts[areaOfKind[item.kind]] ?? 0) + 1;
  for (const kind of inbox.more) capped.add(areaOfKind[kind]);
  return Object.fromEntries(
    Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([area, count]) => [area, `${count}${capped.has(area as ConsoleArea) ? '+' : ''}`]),
  );
}

/** Scrolls to the element `anchor` names once it is drawn (a section's rows arrive after its read), and focuses it. */
function useScrollToAnchor(anchor: string) {
  useEffect(() => {
    if (!anchor) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(anchor);
      if (target) {
        target.scrollIntoView({ block: 'center' });
        target.classList.add('console-target');
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      if (target || ++tries > 50) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [anchor]);
}

interface ConsoleFrameProps {
  current: ConsolePlace;
  port: ConsoleApi;
  onGo: (place: ConsolePlace) => void;
  /** Opens a link inside the app: its page (and area), then the row its fragment names. */
  onOpen: (href: string) => void;
  /** The fragment of the address the page was opened with, or of the last link followed inside the console. */
  anchor: string;
  children: (inbox: Watched<Inbox>) => ReactNode;
}

export function ConsoleFrame({ current, port, onGo, onOpen, anchor, children }: ConsoleFrameProps) {
  // Read again on each move between the console's pages: what waits changes as the admin works.
  const read = useMemo(() => ({ port, current }), [port, current]);
  const inbox = useWatch(useMemo(() => inboxOnce(read.port), [read]));
  useScrollToAnchor(anchor);
  const counts = inbox.status === 'ready' ? waitingCounts(inbox.value) : {};
  return (
    <>
      <ConsoleNav
        current={current}
        counts={counts}
        onGo={onGo}
        search={<ConsoleSearch port={port} onOpen={onOpen} />}
      />
      {children(inbox)}
    </>
  );
}

/** The console's anchor state: the address's fragment at first, then each opened link's. */
export function useConsoleAnchor(): [string, (href: string) => string] {
  const [anchor, setAnchor] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  const follow = (href: string) => {
    const at = href.indexOf('#');
    setAnchor(at === -1 ? '' : decodeURIComponent(href.slice(at + 1)));
    return at === -1 ? href : href.slice(0, at);
  };
  return [anchor, follow];
}
