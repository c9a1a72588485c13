import { canSee, footerLinks, pageToPath, type Page, type Viewer } from '@marketplace/shared/navigation/pages';
import { useAddress } from '../../i18n/use-address.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { navLabelId, useShellTexts } from '../../i18n/shell-texts.ts';

/** The year in the copyright line: fixed, so the server's render and the browser's always agree. */
const COPYRIGHT_YEAR = 2026;

export function Footer({ viewer, onNavigate }: { viewer: Viewer; onNavigate: (page: Page) => void }) {
  // About is for visitors only (SPEC 2), so a member's footer leaves it out rather than bounce them.
  const t = useShellTexts();
  const address = useAddress();
  const links = footerLinks.filter((link) => canSee(viewer, link.page));
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footerNav')} className="site-footer__inner">
        <ul>
          {links.map((link) => (
            <li key={link.page}>
              <a
                href={address(pageToPath(link.page))}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate(link.page);
                }}
              >
                {t(navLabelId(link.page, true))}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch className="site-footer__language" />
        <p className="site-footer__copy">{t('shell.copyright', { year: COPYRIGHT_YEAR })}</p>
      </nav>
    </footer>
  );
}
