// SPEC 2 'User dashboard' for students and sellers. This page is the frame: the title, the header
// buttons and the sections. Features do not import each other, so the app hands in what other features
// render (the projects board and its Post Project button now; the store's parts when the store lands).
import type { ReactNode } from 'react';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { rich, slot } from '../../i18n/rich.tsx';
import { EmailText } from '../../ui/email-text.tsx';
import { useDashboardTexts } from './dashboard-texts.ts';
import './dashboard.css';

export interface DashboardPageProps {
  profile: UserProfile;
  /** Students' 'Post Project' button, with the form it opens. */
  postProject?: ReactNode;
  /** The project cards with their loading and empty states and modals. */
  projects?: ReactNode;
  /** Sellers' 'Your Payouts', under their projects. */
  payouts?: ReactNode;
  /** Sellers' 'Sell a Project' button, with the form it opens. */
  sellProject?: ReactNode;
  /** Sellers' listings and sales in the store. */
  sellerStore?: ReactNode;
  /** The list under 'My Store Purchases'. */
  purchases?: ReactNode;
  /** Students' 'Payments': every payment and refund with its document (decision 039). */
  payments?: ReactNode;
}

export function DashboardPage(props: DashboardPageProps) {
  const { profile, postProject, projects, payouts, sellProject, sellerStore, purchases, payments } = props;
  const isStudent = profile.role === 'student';
  const t = useDashboardTexts();
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <header className="dashboard__header">
        <div>
          {/* Focusable from script only: where focus goes back to when a dialog closes with no button to return to. */}
          <h1 id="dashboard-title" tabIndex={-1}>
            {isStudent ? t('dashboard.studentTitle') : t('dashboard.sellerTitle')}
          </h1>
          <p className="muted dashboard__welcome">
            {rich(t('dashboard.signedInAs', { name: slot('name') }), {
              name: profile.fullName || <EmailText email={profile.email} />,
            })}
          </p>
        </div>
        <div className="dashboard__actions">{isStudent ? postProject : sellProject}</div>
      </header>

      <div className="dashboard__projects">{projects}</div>
      {!isStudent && payouts}
      {!isStudent && sellerStore}

      {isStudent && (
        <section className="dashboard__section" aria-labelledby="dashboard-purchases-title">
          <h2 id="dashboard-purchases-title">{t('dashboard.myPurchases')}</h2>
          {purchases}
        </section>
      )}
      {isStudent && payments}
    </section>
  );
}
