// SPEC 2 'Admin dashboard': the six live stat tiles, Manage Jobs, the Job Applications, Manage Users and
// Manage Store Products tables, and every payout. What needs an admin's decision comes first: the banks'
// chargebacks (decision 049, composed in by the app), the open disputes (the escrow feature's queue), the moderation
// queue and who met a limit (decisions 031 and 032: the safety feature's, composed in too), the refunds that failed,
// and the money (decision 029: the ledger's balances and what the reconciliation could not match). Last, the
// Insights: the marketplace's figures over time (the insights feature's, composed in by the app; decision 037).
import type { ReactNode } from 'react';
import type { AdminPort } from './admin.port.ts';
import { AdminSection } from './admin-section.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { FailedRefunds } from './failed-refunds.tsx';
import { HiddenReviews, ReviewModeration } from './review-moderation.tsx';
import { ManageJobs } from './manage-jobs.tsx';
import { MoneyOverview } from './money-overview.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { ManageProducts, ManageUsers } from './users-and-products.tsx';
import './admin.css';

export function AdminDashboardPage({
  admin,
  selfId,
  payouts,
  disputes,
  chargebacks,
  insights,
  moderation,
  exports,
}: {
  admin: AdminPort;
  selfId: string;
  payouts?: ReactNode;
  disputes?: ReactNode;
  /** The banks' chargebacks waiting for an answer, the soonest due first (decision 049): first, as they expire. */
  chargebacks?: ReactNode;
  insights?: ReactNode;
  moderation?: ReactNode;
  /** The month's tax exports, beside the money (decision 039). */
  exports?: ReactNode;
}) {
  return (
    <section className="dashboard admin-dashboard" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Dashboard</h1>
      <StatTiles admin={admin} />
      {chargebacks}
      {disputes}
      {moderation}
      <FailedRefunds admin={admin} />
      <MoneyOverview admin={admin} />
      {exports}
      <ManageJobs admin={admin} />
      <ApplicationsTable admin={admin} />
      <ManageUsers admin={admin} selfId={selfId} />
      <ManageProducts admin={admin} />
      <ReviewModeration admin={admin} />
      <HiddenReviews admin={admin} />
      {payouts}
      {insights && <AdminSection title="Insights">{insights}</AdminSection>}
    </section>
  );
}
