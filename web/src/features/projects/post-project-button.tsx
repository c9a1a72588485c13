// The students' 'Post Project' button and the 'Post a New Project' modal it opens. Writing goes through
// the projects' client; the dashboard's live list shows the new project as soon as it is written.
import type { NewProject } from '@marketplace/shared/projects/post-project';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { errorText } from '../../lib/error-text.ts';
import { useNow } from '../../lib/use-now.ts';
import { FormDialogButton } from '../../ui/form-dialog-button.tsx';
import { PostProjectForm, type SubmitOutcome } from './post-project-form.tsx';
import type { ProjectsApi } from './projects.port.ts';
import { postProjectError, useProjectsTexts } from './projects-texts.ts';
import './projects.css';

export function PostProjectButton({ profile, api }: { profile: UserProfile; api: Pick<ProjectsApi, 'post'> }) {
  const now = useNow();
  const t = useProjectsTexts();

  async function post(project: NewProject, done: () => void): Promise<SubmitOutcome> {
    try {
      await api.post(project);
      done();
      return { ok: true };
    } catch (error) {
      return { ok: false, error: postProjectError(t, errorText(error, texts.projects.createFailed)) };
    }
  }

  return (
    <FormDialogButton
      label={t('projects.post.button')}
      title={t('projects.post.dialogTitle')}
      doneText={t('projects.post.done')}
    >
      {({ done, cancel }) => (
        <PostProjectForm
          now={now}
          initialAddress={profile.address ?? ''}
          onSubmit={(project) => post(project, done)}
          onCancel={cancel}
        />
      )}
    </FormDialogButton>
  );
}
