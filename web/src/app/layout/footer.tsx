import { canSee, footerLinks, type Page, type Viewer } from '@marketplace/shared/navigation/pages';

export function Footer({ viewer, onNavigate }: { viewer: Viewer; onNavigate: (page: Page) => void }) {
  // About is for visitors only (SPEC 2), so a member's footer leaves it out rather than bounce them.
  const links = footerLinks.filter((link) => canSee(viewer, link.page));
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__inner">
        <ul>
          {links.map((link) => (
            <li key={link.page}>
              <a
                href={`/${link.page}`}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate(link.page);
                }}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copy">© 2026 ProjectBoard. All amounts in Indian rupees (₹).</p>
      </nav>
    </footer>
  );
}
