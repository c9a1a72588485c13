// SPEC 2 'Admin dashboard': the six live stat tiles, Manage Jobs, the Job Applications, Manage Users and
// Manage Store Products tables, and every payout. Issue 20 puts what needs an admin's decision first: the open
// disputes (the projects feature's queue, composed in by the app) and the refunds that failed; then the moderation
// queue and who met a limit (decisions 031 and 032: the safety feature's, composed in too).
import type { ReactNode } from 'react';
import type { AdminPort } from './admin.port.ts';
import { ApplicationsTable } from './applications-table.tsx';
import { FailedRefunds } from './failed-refunds.tsx';
import { ReviewModeration } from './review-moderation.tsx';
import { ManageJobs } from './manage-jobs.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { ManageProducts, ManageUsers } from './users-and-products.tsx';
import './admin.css';

export function AdminDashboardPage({
  admin,
  selfId,
  payouts,
  disputes,
  moderation,
}: {
  admin: AdminPort;
  selfId: string;
  payouts?: ReactNode;
  disputes?: ReactNode;
  moderation?: ReactNode;
}) {
  return (
    <section className="dashboard admin-dashboard" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Dashboard</h1>
      <StatTiles admin={admin} />
      {disputes}
      {moderation}
      <FailedRefunds admin={admin} />
      <ManageJobs admin={admin} />
      <ApplicationsTable admin={admin} />
      <ManageUsers admin={admin} selfId={selfId} />
      <ManageProducts admin={admin} />
      <ReviewModeration admin={admin} />
      {payouts}
    </section>
  );
}
