// One page at a time (SPEC 2); the navigation machine has already checked the viewer may see it.
import type { Page } from '@marketplace/shared/navigation/pages';
import { SessionContext } from '../lib/contexts.ts';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { useJobs } from '../features/careers/use-jobs.ts';
import { AdminDashboardPage } from '../features/dashboard/admin-dashboard-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { AllPayoutsPanel } from '../features/projects/all-payouts-panel.tsx';
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
import { StorePage } from '../features/store/store-page.tsx';

export function PageView({ page, onNavigate }: { page: Page; onNavigate: (page: Page) => void }) {
  const profile = SessionContext.useSelector((s) => s.context.profile);
  switch (page) {
    case 'home':
      return <HomePage onNavigate={onNavigate} />;
    case 'login':
    case 'signup':
      return <AuthScreen initialMode={page} />;
    case 'dashboard':
      if (!profile) return null;
      if (profile.role === 'admin') return <AdminDashboardPage payouts={<AllPayoutsPanel />} />;
      return (
        <DashboardPage
          profile={profile}
          postProject={<PostProjectButton profile={profile} />}
          projects={<ProjectsBoard profile={profile} />}
        />
      );
    case 'profile':
      return profile ? <ProfilePage profile={profile} /> : null;
    case 'store':
      return <StorePage />;
    case 'careers':
      return <Careers />;
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

function Careers() {
  return <CareersPage jobs={useJobs()} />;
}
