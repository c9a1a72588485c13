// A link to a person's public profile, /people/{uid}, from wherever they are named (a project card's seller, a
// review's author). A plain link, so it opens in a new tab as any link does; a plain click moves the app there
// without a reload by pushing the address and telling the navigation (web/src/app/use-navigation.ts listens to
// popstate), so no page threads a navigate callback down to each card.
import type { ReactNode } from 'react';
import { destinationToUrl } from '@marketplace/shared/navigation/pages';
import { followInApp } from '../lib/in-app-link.ts';

export const personUrl = (uid: string) => destinationToUrl({ page: 'people', order: null, person: uid });

export function PersonLink({ uid, children }: { uid: string; children: ReactNode }) {
  const url = personUrl(uid);
  return (
    <a href={url} onClick={(event) => followInApp(event, url)}>
      {children}
    </a>
  );
}
