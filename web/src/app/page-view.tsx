// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it. Each page
// is handed the ports and machines it needs from the composition root.
import { Suspense, lazy } from 'react';
import type { Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { AuthScreen } from '../features/session/auth-screen.tsx';
import { AboutPage } from '../features/static-pages/about-page.tsx';
import { HomePage } from '../features/static-pages/home-page.tsx';
import { PrivacyPage } from '../features/static-pages/privacy-page.tsx';
import { RefundPage } from '../features/static-pages/refund-page.tsx';
import { SupportPage } from '../features/static-pages/support-page.tsx';
import { TermsPage } from '../features/static-pages/terms-page.tsx';
import { StoreBrowser } from '../features/store/store-browser.tsx';
import { StorePage } from '../features/store/store-page.tsx';
import type { WebApp } from './compose.ts';

// Member-only pages load as chunks of their own when first opened: a visitor's first load carries none of it.
const MemberDashboard = lazy(() => import('./member-dashboard.tsx'));
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);

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
