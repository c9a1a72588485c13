// The console's navigation (decision 063): its home (SPEC's Admin Dashboard) and each area at its own address, the
// current one marked for assistive technology too, each with how many things wait in it, and the search box.
import type { ReactNode } from 'react';
import { consoleAreaPath, consoleAreas, type ConsoleArea } from '@marketplace/shared/admin/console';
import { useAdminTexts } from '../../../lib/admin-texts.ts';

export type ConsolePlace = 'home' | ConsoleArea;

const placePath = (place: ConsolePlace) => (place === 'home' ? '/dashboard' : consoleAreaPath(place));

interface ConsoleNavProps {
  current: ConsolePlace;
  /** What waits in each area ('3', '50+'); absent while unknown or for an area nothing waits in. */
  counts: Partial<Record<ConsoleArea, string>>;
  onGo: (place: ConsolePlace) => void;
  search: ReactNode;
}

export function ConsoleNav({ current, counts, onGo, search }: ConsoleNavProps) {
  const t = useAdminTexts();
  const places: ConsolePlace[] = ['home', ...consoleAreas];
  return (
    <nav className="console-nav" aria-label={t('admin.console.nav')}>
      <ul className="console-nav__list">
        {places.map((place) => {
          const count = place === 'home' ? undefined : counts[place];
          return (
            <li key={place}>
              <a
                href={placePath(place)}
                className="console-nav__link"
                aria-current={place === current ? 'page' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onGo(place);
                }}
              >
                {place === 'home' ? t('admin.console.dashboard') : t(`admin.area.${place}`)}
                {count !== undefined && (
                  <span className="console-nav__count">
                    {count}
                    <span className="visually-hidden"> {t('admin.console.waiting')}</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {search}
    </nav>
  );
}
