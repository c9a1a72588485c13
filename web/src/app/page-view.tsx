// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it. Each page
// is handed the ports and machines it needs from the composition root.
import type { Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { AllPayoutsPanel } from '../features/payouts/all-payouts-panel.tsx';
import { PayoutsList } from '../features/payouts/payouts-list.tsx';
import { PostProjectButton } from '../features/projects/post-project-button.tsx';
import { ProjectsBoard } from '../features/projects/projects-board.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { AuthScreen } from '../features/session/auth-screen.tsx';
import { AboutPage } from '../features/static-pages/about-page.tsx';
import { HomePage } from '../features/static-pages/home-page.tsx';
import { PrivacyPage } from '../features/static-pages/privacy-page.tsx';
import { RefundPage } from '../features/static-pages/refund-page.tsx';
import { SupportPage } from '../features/static-pages/support-page.tsx';
import { TermsPage } from '../features/static-pages/terms-page.tsx';
import { MyPurchases } from '../features/store/my-purchases.tsx';
import { SellProductButton } from '../features/store/sell-product-button.tsx';
import { SellerStore } from '../features/store/seller-store.tsx';
import { StoreBrowser } from '../features/store/store-browser.tsx';
import { StorePage } from '../features/store/store-page.tsx';
import type { WebApp } from './compose.ts';

interface PageViewProps {
  page: Page;
  onNavigate: (page: Page) => void;
  web: WebApp;
}

export function PageView({ page, onNavigate, web }: PageViewProps) {
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
