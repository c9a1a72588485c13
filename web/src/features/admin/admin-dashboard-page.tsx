// SPEC 2 'Admin dashboard': the six live stat tiles, Manage Jobs, and the Job Applications, Manage Users and Manage
// Store Products tables, as SPEC has them: the console's home (decision 063). The console's navigation comes first
// (composed in by the app, before this page); the rest of what an admin does lives in the console's areas, each at its own address:
// the money (what the reconciliation could not match and the refunds that failed: decision 029) and the reviews'
// moderation are this feature's sections the app places there.
import type { ReactNode } from 'react';
import type { ConsoleArea } from '@marketplace/shared/admin/console';
import { useAdminTexts } from '../../lib/admin-texts.ts';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { ApplicationsTable } from './applications-table.tsx';
import { FailedRefunds } from './failed-refunds.tsx';
import { HiddenReviews, ReviewModeration } from './review-moderation.tsx';
import { ManageJobs } from './manage-jobs.tsx';
import { MoneyOverview } from './money-overview.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { ManageProducts, ManageUsers } from './users-and-products.tsx';
import './admin.css';

export function AdminDashboardPage({ admin, selfId }: { admin: AdminPort; selfId: string }) {
  const t = useAdminTexts();
  return (
    <section className="dashboard admin-dashboard" aria-labelledby="admin-title">
      <h1 id="admin-title">{t('admin.title')}</h1>
      <StatTiles admin={admin} />
      <ManageJobs admin={admin} />
      <ApplicationsTable admin={admin} />
      <ManageUsers admin={admin} selfId={selfId} />
      <ManageProducts admin={admin} />
    </section>
  );
}

/** The money area's own sections of this feature: the refunds that failed, then the ledger and reconciliation. */
export function AdminMoneySections({ admin }: { admin: AdminPort }) {
  return (
    <>
      <FailedRefunds admin={admin} />
      <MoneyOverview admin={admin} />
    </>
  );
}

/** The people area's own sections of this feature: the reviews to moderate and the hidden ones. */
export function AdminReviewSections({ admin }: { admin: AdminPort }) {
  return (
    <>
      <ReviewModeration admin={admin} />
      <HiddenReviews admin={admin} />
    </>
  );
}

/**
 * An area of the console other than its home: its heading (the area's name) and its sections, each a region of its
 * own. The area is a region itself only when it is one part (the insights), so no two regions share a name ('Money' is
 * the ledger's).
 */
export function AdminAreaPage({ area, children }: { area: ConsoleArea; children: ReactNode }) {
  const t = useAdminTexts();
  const region = area === 'insights';
  const heading = <h1 id="admin-area-title">{t(`admin.area.${area}`)}</h1>;
  return region ? (
    <section className="dashboard admin-dashboard" aria-labelledby="admin-area-title">
      {heading}
      {children}
    </section>
  ) : (
    <div className="dashboard admin-dashboard">
      {heading}
      {children}
    </div>
  );
}

/** The insights area's one section, under a heading of its own: its charts' titles are h3 (decision 037). */
export function AdminInsightsSection({ children }: { children: ReactNode }) {
  const t = useAdminTexts();
  return <AdminSection title={t('admin.insights.title')}>{children}</AdminSection>;
}

/**
 * The console refused to someone signed in who is not an admin, in the endpoints' words (callerTexts.notAdmin): the
 * server refuses their reads too.
 */
export function ConsoleRefused() {
  const t = useAdminTexts();
  return (
    <section className="dashboard" aria-labelledby="console-refused">
      <h1 id="console-refused">{t('admin.console.refused')}</h1>
      <p role="alert">{t('admin.console.notAdmin')}</p>
    </section>
  );
}
