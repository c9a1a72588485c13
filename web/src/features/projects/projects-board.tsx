// The projects part of the user dashboard (SPEC 2): the live list as cards in SPEC 4's order, the loading
// and empty states, and the project's detail, which the app composes (renderDetail).
import { Fragment, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import { sortProjects } from '@marketplace/shared/projects/sort-projects';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { isPermissionDenied } from '../../lib/firestore-errors.ts';
import { useNow } from '../../lib/use-now.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { ProjectCard } from './project-card.tsx';
import { useProjectsTexts } from './projects-texts.ts';
import { useOpenedProject, type LinkedProjectProps } from '../../lib/linked-project.ts';
import type { ProjectsServices } from './projects-services.ts';
import { PROJECTS_PAGE_SIZE, type ProjectsPage } from './projects.port.ts';
import './projects.css';

const noUnread: ReadonlyMap<string, number> = new Map();

/** The project shown in its detail, for whoever draws it. */
export interface ShownProject {
  project: Project;
  actor: Actor;
  now: number;
  /** The unread chat messages of the project. */
  unread: number;
  onClose: () => void;
}

interface ProjectsBoardProps extends LinkedProjectProps {
  profile: UserProfile;
  services: ProjectsServices;
  /** The open project's detail (its money, actions, chat and reviews: the app composes them). */
  renderDetail: (shown: ShownProject) => ReactNode;
}

export function ProjectsBoard({ profile, services, renderDetail, ...link }: ProjectsBoardProps) {
  const { projects, messages } = services;
  const t = useProjectsTexts();
  const { uid, email, role } = profile;
  const actor = useMemo<Actor>(() => ({ uid, email, role }), [uid, email, role]);
  const now = useNow();
  const { shownId, open, close } = useOpenedProject(link);

  const [limit, setLimit] = useState(PROJECTS_PAGE_SIZE);
  const watched = useWatch(useMemo(() => projects.watchProjects(actor, limit), [projects, actor, limit]));
  const unread = useWatch(useMemo(() => messages.watchUnreadCounts(uid), [messages, uid]));
  // While 'Load more' fetches a longer list, the cards already shown stay (no flash of 'Loading projects...').
  const lastPage = useRef<ProjectsPage | null>(null);
  if (watched.status === 'ready') lastPage.current = watched.value;
  const loadingMore = watched.status === 'loading' && lastPage.current !== null;
  const list = loadingMore ? { status: 'ready' as const, value: lastPage.current! } : watched;
  const page = list.status === 'ready' ? list.value : null;

  // The page comes in SPEC 4's order already; sorting again keeps it so within what is shown.
  const sorted = useMemo(() => (page ? sortProjects(page.projects) : []), [page]);
  const more = list.status === 'ready' && list.value.more;
  const unreadCounts = unread.status === 'ready' ? unread.value : noUnread;
  // The modal follows the live project; if it leaves the list (no longer visible to this person), it closes.
  // A linked project opens only from this list, which holds only what this person may see.
  const opened = sorted.find((project) => project.id === shownId) ?? null;

  return (
    <div className="projects-board">
      {list.status === 'loading' && (
        <p className="muted projects-board__loading" role="status">
          {t('projects.board.loadingProjects')}
        </p>
      )}
      {list.status === 'failed' && (
        <Banner tone="error">
          {isPermissionDenied(list.error) ? texts.auth.permissionDenied : t('projects.board.loadFailed')}
        </Banner>
      )}
      {list.status === 'ready' && sorted.length === 0 && (
        <div className="card projects-board__empty">
          <p className="projects-board__empty-title">
            {role === 'student' ? t('projects.board.studentEmpty') : t('projects.board.sellerEmpty')}
          </p>
          <p className="muted">
            {role === 'student' ? t('projects.board.studentEmptyHint') : t('projects.board.sellerEmptyHint')}
          </p>
        </div>
      )}
      {sorted.length > 0 && (
        // The cards' h3 titles need an h2 above them, under the page's h1, for the outline not to skip a level.
        <h2 className="visually-hidden">{t('projects.board.projects')}</h2>
      )}
      {sorted.length > 0 && (
        <ul className="card-grid" aria-label={t('projects.board.projects')}>
          {sorted.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                viewer={actor}
                now={now}
                unread={unreadCounts.get(project.id) ?? 0}
                onOpen={open}
                ratings={services.ratings}
              />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div className="projects-board__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={loadingMore}
            onClick={() => setLimit((current) => current + PROJECTS_PAGE_SIZE)}
          >
            {loadingMore ? t('projects.board.loading') : t('projects.board.loadMore')}
          </button>
        </div>
      )}
      {opened && (
        <Fragment key={opened.id}>
          {renderDetail({ project: opened, actor, now, unread: unreadCounts.get(opened.id) ?? 0, onClose: close })}
        </Fragment>
      )}
    </div>
  );
}
