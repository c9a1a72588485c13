// The students' 'Post Project' button and the 'Post a New Project' modal it opens. Writing goes through
// the ProjectsPort; the dashboard's live list shows the new project as soon as it is written.
import { useState } from 'react';
import type { NewProject } from '@marketplace/shared/projects/post-project';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { failureText } from '../../lib/firestore-errors.ts';
import { useNow } from '../../lib/use-now.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { PostProjectForm, type SubmitOutcome } from './post-project-form.tsx';
import type { ProjectsPort } from './projects.port.ts';
import './projects.css';

export function PostProjectButton({ profile, projects }: { profile: UserProfile; projects: ProjectsPort }) {
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
        <Dialog title="Post a New Project" onClose={() => setOpen(false)}>
          <PostProjectForm
            now={now}
            initialAddress={profile.address ?? ''}
            onSubmit={post}
            onCancel={() => setOpen(false)}
          />
        </Dialog>
      )}
    </>
  );
}
