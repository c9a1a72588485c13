// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it. Each page
// is handed the ports and machines it needs from the composition root.
import { Suspense, lazy } from 'react';
import type { Shown } from '@marketplace/shared/navigation/navigation.machine';
import { signInReason, type Destination, type Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import type { WebApp } from './compose.ts';

// Every page is a chunk of its own, fetched when first shown: a first load carries one page, and
// a visitor's never the members' code. index.html preloads the first page's chunks (web/vite-first-load.ts),
// so the split costs the first page no round trip.
const HomePage = lazy(() => import('../features/static-pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const StoreBrowser = lazy(() =>
  import('../features/store/store-browser.tsx').then((m) => ({ default: m.StoreBrowser })),
);
const StorePage = lazy(() => import('../features/store/store-page.tsx').then((m) => ({ default: m.StorePage })));
const CareersPage = lazy(() =>
  import('../features/careers/careers-page.tsx').then((m) => ({ default: m.CareersPage })),
);
const AuthScreen = lazy(() => import('../features/session/auth-screen.tsx').then((m) => ({ default: m.AuthScreen })));
const AboutPage = lazy(() => import('../features/static-pages/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const SupportPage = lazy(() =>
  import('../features/static-pages/support-page.tsx').then((m) => ({ default: m.SupportPage })),
);
const TermsPage = lazy(() => import('../features/static-pages/terms-page.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../features/static-pages/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })),
);
const RefundPage = lazy(() =>
  import('../features/static-pages/refund-page.tsx').then((m) => ({ default: m.RefundPage })),
);
const PeoplePage = lazy(() => import('../features/reviews/people-page.tsx').then((m) => ({ default: m.PeoplePage })));
const MemberDashboard = lazy(() => import('./member-dashboard.tsx'));
// Decision 063: the console's areas, an admin's only.
const AdminConsole = lazy(() => import('./admin-console.tsx'));
const EmailSettings = lazy(() =>
  import('../features/notifications/email-settings.tsx').then((m) => ({ default: m.EmailSettings })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const PrivacyCentre = lazy(() =>
  import('../features/privacy/privacy-centre.tsx').then((m) => ({ default: m.PrivacyCentre })),
);
const BlockedPeople = lazy(() =>
  import('../features/safety/blocked-people.tsx').then((m) => ({ default: m.BlockedPeople })),
);

function PageLoading() {
  return (
    <p className="muted" role="status">
      Loading...
    </p>
  );
}

/** The navigation's page and what is open on it (from the URL), and what the page is handed. */
interface PageViewProps extends Shown {
  /** A member's destination a visitor's link asked for: the login page says signing in opens it. */
  returnTo?: Destination | null;
  onNavigate: (page: Page, order?: string | null) => void;
  /** Goes to a destination with all it shows (the console's areas and links). */
  onGo: (destination: Destination) => void;
  web: WebApp;
}

export function PageView(props: PageViewProps) {
  // A small placeholder while a page's chunk arrives; its height keeps the footer where it will stay.
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <PageContent {...props} />
    </Suspense>
  );
}

function PageContent(props: PageViewProps) {
  const { page, order, project, person, listing, job, area, returnTo = null, onNavigate, onGo, web } = props;
  const profile = SessionContext.useSelector((s) => s.context.profile);
  // An order's tracking is a place in the URL: on the store after a purchase (also one made from home), and
  // on the dashboard from 'My Store Purchases'.
  const trackOnStore = (orderId: string | null) => onNavigate('store', orderId);
  switch (page) {
    case 'home':
      return (
        <HomePage onNavigate={onNavigate}>
          <StoreBrowser
            services={web.store}
            profile={profile}
            onLogin={() => onNavigate('login')}
            titleLevel={2}
            trackedOrder={null}
            onTrack={trackOnStore}
          />
        </HomePage>
      );
    case 'login':
    case 'signup':
      return (
        <AuthScreen
          initialMode={page}
          latestVerificationLink={web.auth.latestVerificationLink}
          reason={returnTo ? signInReason(returnTo) : null}
        />
      );
    case 'dashboard':
      return profile ? (
        <Suspense fallback={<PageLoading />}>
          <MemberDashboard
            profile={profile}
            web={web}
            trackedOrder={order}
            onTrack={(orderId) => onNavigate('dashboard', orderId)}
            linkedProject={project}
            onCloseLinked={() => onNavigate('dashboard')}
            onGo={onGo}
          />
        </Suspense>
      ) : null;
    case 'admin':
      return profile ? (
        <Suspense fallback={<PageLoading />}>
          <AdminConsole profile={profile} web={web} area={area ?? 'inbox'} linkedProject={project} onGo={onGo} />
        </Suspense>
      ) : null;
    case 'profile':
      return profile ? (
        <Suspense fallback={<PageLoading />}>
          <ProfilePage
            profile={profile}
            logic={web.profileLogic}
            settings={
              <Suspense fallback={null}>
                <EmailSettings profile={profile} port={web.notifications} />
                <BlockedPeople profile={profile} safety={web.safety} api={web.safetyApi} />
                {/* Decision 040: the person's own data and privacy choices, a page of their own. */}
                <section className="card profile__card" aria-labelledby="profile-privacy-title">
                  <h2 id="profile-privacy-title">Your Privacy</h2>
                  <p className="muted">
                    Download your data, change your consents, ask us about your data or delete your account.
                  </p>
                  <a
                    href="/privacy-centre"
                    className="button button--secondary"
                    onClick={(event) => {
                      event.preventDefault();
                      onNavigate('privacy-centre');
                    }}
                  >
                    Open your Privacy page
                  </a>
                </section>
              </Suspense>
            }
          />
        </Suspense>
      ) : null;
    case 'privacy-centre':
      return profile ? (
        <Suspense fallback={<PageLoading />}>
          <PrivacyCentre
            profile={profile}
            privacy={web.privacy}
            api={web.privacyApi}
            onDeleted={() => web.auth.signOut().catch((error: unknown) => console.error('Sign-out failed.', error))}
          />
        </Suspense>
      ) : null;
    case 'store':
      return (
        <StorePage
          listing={listing}
          services={web.store}
          profile={profile}
          onLogin={() => onNavigate('login')}
          trackedOrder={order}
          onTrack={trackOnStore}
        />
      );
    case 'careers':
      return <CareersPage jobs={web.jobs} job={job} />;
    case 'about':
      return <AboutPage />;
    case 'support':
      return <SupportPage />;
    case 'terms':
      return <TermsPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'refund':
      return <RefundPage />;
    // The person whose profile it is: the destination's `person` (shared/src/navigation/pages.ts).
    case 'people':
      return <PeoplePage uid={person} reviews={web.reviews} viewerId={profile?.uid ?? null} safety={web.safetyApi} />;
  }
}
