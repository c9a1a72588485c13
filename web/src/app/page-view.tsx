// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it. Each page
// is handed the ports and machines it needs from the composition root.
import { Suspense, lazy } from 'react';
import type { Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import type { WebApp } from './compose.ts';

// Every page is a chunk of its own, fetched when first shown (issue 10): a first load carries one page, and
// a visitor's never the members' code. preloadPage asks for the page in the URL while the Firebase
// configuration is on its way, so the split costs the first page no round trip.
const chunks = {
  home: () => import('../features/static-pages/home-page.tsx'),
  storeBrowser: () => import('../features/store/store-browser.tsx'),
  store: () => import('../features/store/store-page.tsx'),
  careers: () => import('../features/careers/careers-page.tsx'),
  auth: () => import('../features/session/auth-screen.tsx'),
  about: () => import('../features/static-pages/about-page.tsx'),
  support: () => import('../features/static-pages/support-page.tsx'),
  terms: () => import('../features/static-pages/terms-page.tsx'),
  privacy: () => import('../features/static-pages/privacy-page.tsx'),
  refund: () => import('../features/static-pages/refund-page.tsx'),
  dashboard: () => import('./member-dashboard.tsx'),
  profile: () => import('../features/profile/profile-page.tsx'),
  // Only fetched (and evaluated) here: Firestore itself starts when a port is first used (compose.ts).
  firestore: () => Promise.all([import('./firestore-adapters.ts'), import('../lib/firestore.ts')]),
};

const HomePage = lazy(() => chunks.home().then((m) => ({ default: m.HomePage })));
const StoreBrowser = lazy(() => chunks.storeBrowser().then((m) => ({ default: m.StoreBrowser })));
const StorePage = lazy(() => chunks.store().then((m) => ({ default: m.StorePage })));
const CareersPage = lazy(() => chunks.careers().then((m) => ({ default: m.CareersPage })));
const AuthScreen = lazy(() => chunks.auth().then((m) => ({ default: m.AuthScreen })));
const AboutPage = lazy(() => chunks.about().then((m) => ({ default: m.AboutPage })));
const SupportPage = lazy(() => chunks.support().then((m) => ({ default: m.SupportPage })));
const TermsPage = lazy(() => chunks.terms().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => chunks.privacy().then((m) => ({ default: m.PrivacyPage })));
const RefundPage = lazy(() => chunks.refund().then((m) => ({ default: m.RefundPage })));
const MemberDashboard = lazy(chunks.dashboard);
const ProfilePage = lazy(() => chunks.profile().then((m) => ({ default: m.ProfilePage })));

/** The chunks each page shows first; a page that reads data has Firestore's fetched beside its own. */
const pageChunks: Record<Page, (() => Promise<unknown>)[]> = {
  home: [chunks.home, chunks.storeBrowser, chunks.firestore],
  store: [chunks.store, chunks.firestore],
  careers: [chunks.careers, chunks.firestore],
  login: [chunks.auth],
  signup: [chunks.auth],
  about: [chunks.about],
  support: [chunks.support],
  terms: [chunks.terms],
  privacy: [chunks.privacy],
  refund: [chunks.refund],
  dashboard: [chunks.dashboard, chunks.firestore],
  profile: [chunks.profile, chunks.firestore],
};

export function preloadPage(page: Page): void {
  // A failure shows again, and is handled, when the page itself asks for the chunk.
  for (const chunk of pageChunks[page]) chunk().catch(() => {});
}

function PageLoading() {
  return (
    <p className="muted" role="status">
      Loading...
    </p>
  );
}

interface PageViewProps {
  page: Page;
  onNavigate: (page: Page) => void;
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

function PageContent({ page, onNavigate, web }: PageViewProps) {
  const profile = SessionContext.useSelector((s) => s.context.profile);
  switch (page) {
    case 'home':
      return (
        <HomePage onNavigate={onNavigate}>
          <StoreBrowser services={web.store} profile={profile} onLogin={() => onNavigate('login')} titleLevel={2} />
        </HomePage>
      );
    case 'login':
    case 'signup':
      return <AuthScreen initialMode={page} latestVerificationLink={web.auth.latestVerificationLink} />;
    case 'dashboard':
      return profile ? (
        <Suspense fallback={<PageLoading />}>
          <MemberDashboard profile={profile} web={web} />
        </Suspense>
      ) : null;
    case 'profile':
      return profile ? (
        <Suspense fallback={<PageLoading />}>
          <ProfilePage profile={profile} logic={web.profileLogic} />
        </Suspense>
      ) : null;
    case 'store':
      return <StorePage services={web.store} profile={profile} onLogin={() => onNavigate('login')} />;
    case 'careers':
      return <CareersPage jobs={web.jobs} />;
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
  }
}
