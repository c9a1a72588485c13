// SPEC 2 'Admin dashboard'. For now it shows the live visitor count and every payout; the tables arrive with
// the admin feature.
import { useMemo, type ReactNode } from 'react';
import { useWatch } from '../../lib/use-watch.ts';
import type { AnalyticsPort } from './analytics.port.ts';
import './dashboard.css';

export function AdminDashboardPage({ analytics, payouts }: { analytics: AnalyticsPort; payouts?: ReactNode }) {
  const visitors = useWatch(useMemo(() => analytics.watchVisitorCount(), [analytics]));
  return (
    <section className="dashboard" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Dashboard</h1>
      <div className="dashboard__tiles">
        <div className="card dashboard__tile">
          <span className="dashboard__tile-label">Total Visitors</span>
          <span className="dashboard__tile-value" data-testid="total-visitors">
            {visitors.status === 'ready' ? visitors.value : '…'}
          </span>
        </div>
      </div>
      {payouts}
      <div className="card dashboard__placeholder">
        <p>Managing users, store products, jobs and applications is being built and will appear here.</p>
      </div>
    </section>
  );
}
