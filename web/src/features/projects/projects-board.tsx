// The projects part of the user dashboard (SPEC 2): the live list as cards in SPEC 4's order, the
// loading and empty states, the detail modal with its fund and chat modals, and sellers' payouts.
import { useMemo, useState } from 'react';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { sortProjects } from '@marketplace/shared/projects/sort-projects';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { useFirebase } from '../../lib/contexts.ts';
import { isPermissionDenied } from './firestore-errors.ts';
import { firestoreProjects } from './firestore-projects.ts';
import { httpPayments } from './http-payments.ts';
import { PayoutsList } from './payouts-list.tsx';
import { ProjectCard } from './project-card.tsx';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import type { PaymentsPort, ProjectsPort } from './projects.port.ts';
import { useNow } from './use-now.ts';
import { useWatch } from './use-watch.ts';
import './projects.css';

/** The board on Firestore and the payments API; the app composes it into the dashboard page. */
export function ProjectsBoard({ profile }: { profile: UserProfile }) {
  const { auth, db } = useFirebase();
  const projects = useMemo(() => firestoreProjects(db), [db]);
  const payments = useMemo(() => httpPayments(auth), [auth]);
  return <ProjectsBoardView profile={profile} projects={projects} payments={payments} />;
}

interface ProjectsBoardViewProps {
  profile: UserProfile;
  projects: ProjectsPort;
  payments: PaymentsPort;
}

const noUnread: ReadonlyMap<string, number> = new Map();

export function ProjectsBoardView({ profile, projects, payments }: ProjectsBoardViewProps) {
  const { uid, email, role } = profile;
  const actor = useMemo<Actor>(() => ({ uid, email, role }), [uid, email, role]);
  const now = useNow();
  const [openId, setOpenId] = useState<string | null>(null);

  const list = useWatch(useMemo(() => projects.watchProjects(actor), [projects, actor]));
  const unread = useWatch(useMemo(() => projects.watchUnreadCounts(uid), [projects, uid]));
  const payouts = useWatch(
    useMemo(() => (role === 'seller' ? projects.watchPayouts(uid) : null), [projects, role, uid]),
  );

  const sorted = useMemo(() => (list.status === 'ready' ? sortProjects(list.value) : []), [list]);
  const unreadCounts = unread.status === 'ready' ? unread.value : noUnread;
  // The modal follows the live project; if it leaves the list (no longer visible to this person), it closes.
  const opened = sorted.find((project) => project.id === openId) ?? null;

  return (
    <div className="projects-board">
      {list.status === 'loading' && (
        <p className="muted projects-board__loading" role="status">
          {texts.dashboard.loadingProjects}
        </p>
      )}
      {list.status === 'failed' && (
        <div className="banner banner--error" role="alert">
          {isPermissionDenied(list.error)
            ? texts.auth.permissionDenied
            : 'Your projects could not be loaded. Please reload the page.'}
        </div>
      )}
      {list.status === 'ready' && sorted.length === 0 && (
        <div className="card projects-board__empty">
          <p className="projects-board__empty-title">
            {role === 'student' ? texts.dashboard.studentEmpty : texts.dashboard.sellerEmpty}
          </p>
          <p className="muted">
            {role === 'student' ? texts.dashboard.studentEmptyHint : texts.dashboard.sellerEmptyHint}
          </p>
        </div>
      )}
      {sorted.length > 0 && (
        <ul className="projects-board__grid" aria-label="Projects">
          {sorted.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                role={role}
                now={now}
                unread={unreadCounts.get(project.id) ?? 0}
                onOpen={setOpenId}
              />
            </li>
          ))}
        </ul>
      )}
      {role === 'seller' && <PayoutsList payouts={payouts} />}
      {opened && (
        <ProjectDetailModal
          key={opened.id}
          project={opened}
          actor={actor}
          projects={projects}
          payments={payments}
          now={now}
          unread={unreadCounts.get(opened.id) ?? 0}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
