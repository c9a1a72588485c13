// SPEC 2 'Admin dashboard'. For now it shows the live visitor count; the tables arrive with the admin feature.
import { useEffect, useState, type ReactNode } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { useFirebase } from '../../lib/contexts.ts';
import './dashboard.css';

export function AdminDashboardPage({ payouts }: { payouts?: ReactNode }) {
  const { db } = useFirebase();
  const [visitors, setVisitors] = useState<number | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(db, paths.visitorCount),
        (snapshot) => setVisitors(Number(snapshot.data()?.count ?? 0)),
        (error) => console.warn('Visitor count unavailable.', error),
      ),
    [db],
  );
  return (
    <section className="dashboard" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Dashboard</h1>
      <div className="dashboard__tiles">
        <div className="card dashboard__tile">
          <span className="dashboard__tile-label">Total Visitors</span>
          <span className="dashboard__tile-value" data-testid="total-visitors">
            {visitors ?? '…'}
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
