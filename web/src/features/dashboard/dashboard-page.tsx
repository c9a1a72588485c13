// SPEC 2 'User dashboard'. The project cards, forms and modals arrive with the projects feature.
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import './dashboard.css';

export function DashboardPage({ profile }: { profile: UserProfile }) {
  const isStudent = profile.role === 'student';
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <header className="dashboard__header">
        <div>
          <h1 id="dashboard-title">{isStudent ? texts.dashboard.studentTitle : texts.dashboard.sellerTitle}</h1>
          <p className="muted">Signed in as {profile.fullName || profile.email}</p>
        </div>
      </header>
      <div className="card dashboard__placeholder">
        <p>
          {isStudent
            ? 'Posting projects, funding and chatting with your seller are being built and will appear here.'
            : 'Browsing and taking projects, chatting with students and listing store items are being built and will appear here.'}
        </p>
      </div>
    </section>
  );
}
