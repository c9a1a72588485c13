// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it. Each page
// is handed the ports and machines it needs from the composition root.
import { lazy, Suspense } from 'react';
import type { Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import type { WebApp } from './compose.ts';

// Each page is its own chunk, fetched when first shown, so a visitor's first load carries only the page
// they opened.
const careersPageChunk = () => import('../features/careers/careers-page.tsx');
const CareersPage = lazy(() => careersPageChunk().then((m) => ({ default: m.CareersPage })));
const adminDashboardPageChunk = () => import('../features/admin/admin-dashboard-page.tsx');
const AdminDashboardPage = lazy(() => adminDashboardPageChunk().then((m) => ({ default: m.AdminDashboardPage })));
const dashboardPageChunk = () => import('../features/dashboard/dashboard-page.tsx');
const DashboardPage = lazy(() => dashboardPageChunk().then((m) => ({ default: m.DashboardPage })));
const allPayoutsPanelChunk = () => import('../features/payouts/all-payouts-panel.tsx');
const AllPayoutsPanel = lazy(() => allPayoutsPanelChunk().then((m) => ({ default: m.AllPayoutsPanel })));
const payoutsListChunk = () => import('../features/payouts/payouts-list.tsx');
const PayoutsList = lazy(() => payoutsListChunk().then((m) => ({ default: m.PayoutsList })));
const postProjectButtonChunk = () => import('../features/projects/post-project-button.tsx');
const PostProjectButton = lazy(() => postProjectButtonChunk().then((m) => ({ default: m.PostProjectButton })));
const projectsBoardChunk = () => import('../features/projects/projects-board.tsx');
const ProjectsBoard = lazy(() => projectsBoardChunk().then((m) => ({ default: m.ProjectsBoard })));
const profilePageChunk = () => import('../features/profile/profile-page.tsx');
const ProfilePage = lazy(() => profilePageChunk().then((m) => ({ default: m.ProfilePage })));
const authScreenChunk = () => import('../features/session/auth-screen.tsx');
const AuthScreen = lazy(() => authScreenChunk().then((m) => ({ default: m.AuthScreen })));
const aboutPageChunk = () => import('../features/static-pages/about-page.tsx');
const AboutPage = lazy(() => aboutPageChunk().then((m) => ({ default: m.AboutPage })));
const homePageChunk = () => import('../features/static-pages/home-page.tsx');
const HomePage = lazy(() => homePageChunk().then((m) => ({ default: m.HomePage })));
const privacyPageChunk = () => import('../features/static-pages/privacy-page.tsx');
const PrivacyPage = lazy(() => privacyPageChunk().then((m) => ({ default: m.PrivacyPage })));
const refundPageChunk = () => import('../features/static-pages/refund-page.tsx');
const RefundPage = lazy(() => refundPageChunk().then((m) => ({ default: m.RefundPage })));
const supportPageChunk = () => import('../features/static-pages/support-page.tsx');
const SupportPage = lazy(() => supportPageChunk().then((m) => ({ default: m.SupportPage })));
const termsPageChunk = () => import('../features/static-pages/terms-page.tsx');
const TermsPage = lazy(() => termsPageChunk().then((m) => ({ default: m.TermsPage })));
const myPurchasesChunk = () => import('../features/store/my-purchases.tsx');
const MyPurchases = lazy(() => myPurchasesChunk().then((m) => ({ default: m.MyPurchases })));
const sellProductButtonChunk = () => import('../features/store/sell-product-button.tsx');
const SellProductButton = lazy(() => sellProductButtonChunk().then((m) => ({ default: m.SellProductButton })));
const sellerStoreChunk = () => import('../features/store/seller-store.tsx');
const SellerStore = lazy(() => sellerStoreChunk().then((m) => ({ default: m.SellerStore })));
const storeBrowserChunk = () => import('../features/store/store-browser.tsx');
const StoreBrowser = lazy(() => storeBrowserChunk().then((m) => ({ default: m.StoreBrowser })));
const storePageChunk = () => import('../features/store/store-page.tsx');
const StorePage = lazy(() => storePageChunk().then((m) => ({ default: m.StorePage })));

/** The chunks each page shows first, fetched before they are needed: main.tsx asks for the page in the URL
 * while the Firebase configuration is still on its way. */
const pageChunks: Partial<Record<Page, (() => Promise<unknown>)[]>> = {
  home: [homePageChunk, storeBrowserChunk],
  store: [storePageChunk],
  careers: [careersPageChunk],
  login: [authScreenChunk],
  signup: [authScreenChunk],
  about: [aboutPageChunk],
  support: [supportPageChunk],
  terms: [termsPageChunk],
  privacy: [privacyPageChunk],
  refund: [refundPageChunk],
};

export function preloadPage(page: Page): void {
  // A failure here shows again, and is handled, when the page itself asks for the chunk.
  for (const chunk of pageChunks[page] ?? []) chunk().catch(() => {});
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
