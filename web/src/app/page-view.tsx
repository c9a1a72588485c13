// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it. Each page
// is handed the ports and machines it needs from the composition root.
import { lazy, Suspense } from 'react';
import type { Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import type { WebApp } from './compose.ts';

// Each page is its own chunk, fetched when first shown, so a visitor's first load carries only the page
// they opened.
const CareersPage = lazy(() =>
  import('../features/careers/careers-page.tsx').then((m) => ({ default: m.CareersPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin/admin-dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const AllPayoutsPanel = lazy(() =>
  import('../features/payouts/all-payouts-panel.tsx').then((m) => ({ default: m.AllPayoutsPanel })),
);
const PayoutsList = lazy(() =>
  import('../features/payouts/payouts-list.tsx').then((m) => ({ default: m.PayoutsList })),
);
const PostProjectButton = lazy(() =>
  import('../features/projects/post-project-button.tsx').then((m) => ({ default: m.PostProjectButton })),
);
const ProjectsBoard = lazy(() =>
  import('../features/projects/projects-board.tsx').then((m) => ({ default: m.ProjectsBoard })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const AuthScreen = lazy(() => import('../features/session/auth-screen.tsx').then((m) => ({ default: m.AuthScreen })));
const AboutPage = lazy(() => import('../features/static-pages/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const HomePage = lazy(() => import('../features/static-pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const PrivacyPage = lazy(() =>
  import('../features/static-pages/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })),
);
const RefundPage = lazy(() =>
  import('../features/static-pages/refund-page.tsx').then((m) => ({ default: m.RefundPage })),
);
const SupportPage = lazy(() =>
  import('../features/static-pages/support-page.tsx').then((m) => ({ default: m.SupportPage })),
);
const TermsPage = lazy(() => import('../features/static-pages/terms-page.tsx').then((m) => ({ default: m.TermsPage })));
const MyPurchases = lazy(() => import('../features/store/my-purchases.tsx').then((m) => ({ default: m.MyPurchases })));
const SellProductButton = lazy(() =>
  import('../features/store/sell-product-button.tsx').then((m) => ({ default: m.SellProductButton })),
);
const SellerStore = lazy(() => import('../features/store/seller-store.tsx').then((m) => ({ default: m.SellerStore })));
const StoreBrowser = lazy(() =>
  import('../features/store/store-browser.tsx').then((m) => ({ default: m.StoreBrowser })),
);
const StorePage = lazy(() => import('../features/store/store-page.tsx').then((m) => ({ default: m.StorePage })));

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
      if (!profile) return null;
      if (profile.role === 'admin')
        return (
          <AdminDashboardPage
            admin={web.admin}
            selfId={profile.uid}
            payouts={<AllPayoutsPanel payouts={web.payouts} />}
          />
        );
      return (
        <DashboardPage
          profile={profile}
          postProject={<PostProjectButton profile={profile} projects={web.projects.projects} />}
          projects={<ProjectsBoard profile={profile} services={web.projects} />}
          payouts={<PayoutsList sellerId={profile.uid} payouts={web.payouts} />}
          sellProject={<SellProductButton profile={profile} products={web.store.products} />}
          sellerStore={<SellerStore profile={profile} products={web.store.products} orders={web.store.orders} />}
          purchases={<MyPurchases buyerId={profile.uid} orders={web.store.orders} />}
        />
      );
    case 'profile':
      return profile ? <ProfilePage profile={profile} logic={web.profileLogic} /> : null;
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
