// SPEC 2 shared header: signed-in and signed-out variants; a collapsible menu on narrow screens.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  canSee,
  pageToPath,
  signedInLinks,
  signedOutLinks,
  type NavLink,
  type Page,
  type Viewer,
} from '@marketplace/shared/navigation/pages';
import { useAddress } from '../../i18n/use-address.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { navLabelId, useShellTexts } from '../../i18n/shell-texts.ts';

/** The id of the page's <main>, where the skip link lands. */
export const mainContentId = 'content';

interface HeaderProps {
  viewer: Viewer;
  email: string | null;
  page: Page;
  onNavigate: (page: Page) => void;
  onSignOut: () => void;
  /** The notifications bell, for a signed-in member; beside the menu button on a phone. */
  bell?: ReactNode;
}

export function Header({ viewer, email, page, onNavigate, onSignOut, bell }: HeaderProps) {
  const t = useShellTexts();
  const address = useAddress();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedIn = email !== null && viewer !== 'visitor';
  // A signed-in person without a profile keeps the signed-in header, minus the pages they may not open.
  const links: readonly NavLink[] = signedIn
    ? [...(viewer === 'noProfile' ? [{ page: 'home' as const, label: 'Home' }] : []), ...signedInLinks].filter((link) =>
        canSee(viewer, link.page),
      )
    : signedOutLinks;

  const go = (target: Page) => {
    setMenuOpen(false);
    onNavigate(target);
  };

  // Escape closes the open menu wherever focus is, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href={`#${mainContentId}`}>
        {t('shell.skipToContent')}
      </a>
      {/* A member's bar holds the bell too: on a phone the brand's name gives way to it (the logo stays). */}
      <div className={signedIn ? 'site-header__inner site-header__inner--member' : 'site-header__inner'}>
        <button type="button" className="site-header__brand" onClick={() => go(signedIn ? 'dashboard' : 'home')}>
          <span className="site-header__logo" aria-hidden="true">
            P
          </span>
          <span className="site-header__name">ProjectBoard</span>
        </button>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{t('shell.menu')}</span>
          <span aria-hidden="true" className="site-header__burger" />
        </button>
        <nav
          id="site-nav"
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={t('shell.mainNav')}
        >
          <ul>
            {links.map((link) => (
              <li key={link.page}>
                <a
                  href={address(pageToPath(link.page))}
                  className={link.page === page ? 'site-nav__link site-nav__link--active' : 'site-nav__link'}
                  aria-current={link.page === page ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    go(link.page);
                  }}
                >
                  {t(navLabelId(link.page, !signedIn))}
                </a>
              </li>
            ))}
            {signedIn && (
              <>
                <li className="site-nav__email" title={email ?? undefined}>
                  {email}
                </li>
                <li>
                  <button
                    type="button"
                    className="button button--secondary site-nav__signout"
                    onClick={() => {
                      setMenuOpen(false);
                      onSignOut();
                    }}
                  >
                    {t('shell.signOut')}
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
        <LanguageSwitch className="site-header__language" />
        {bell}
      </div>
    </header>
  );
}
