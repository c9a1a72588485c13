// The students' 'Post Project' button and the 'Post a New Project' modal it opens. Writing goes through
// the ProjectsPort; the dashboard's live list shows the new project as soon as it is written.
import { useMemo, useState } from 'react';
import type { NewProject } from '@marketplace/shared/projects/post-project';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { useFirebase } from '../../lib/contexts.ts';
import { failureText } from './firestore-errors.ts';
import { firestoreProjects } from './firestore-projects.ts';
import { PostProjectForm, type SubmitOutcome } from './post-project-form.tsx';
import { ProjectModal } from './project-modal.tsx';
import type { ProjectsPort } from './projects.port.ts';
import { useNow } from './use-now.ts';
import './projects.css';

export function PostProjectButton({ profile }: { profile: UserProfile }) {
  const { db } = useFirebase();
  const projects = useMemo(() => firestoreProjects(db), [db]);
  return <PostProjectLauncher profile={profile} projects={projects} />;
}

export function PostProjectLauncher({ profile, projects }: { profile: UserProfile; projects: ProjectsPort }) {
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  const now = useNow();

  async function post(project: NewProject): Promise<SubmitOutcome> {
    try {
      await projects.postProject({ uid: profile.uid, email: profile.email, role: profile.role }, project);
      setOpen(false);
      setPosted(true);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: failureText(error, texts.projects.createFailed) };
    }
  }

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setPosted(false);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">+</span> Post Project
      </button>
      {posted && (
        <p className="visually-hidden" role="status">
          Your project has been posted.
        </p>
      )}
      {open && (
        <ProjectModal title="Post a New Project" onClose={() => setOpen(false)}>
          <PostProjectForm
            now={now}
            initialAddress={profile.address ?? ''}
            onSubmit={post}
            onCancel={() => setOpen(false)}
          />
        </ProjectModal>
      )}
    </>
  );
}
