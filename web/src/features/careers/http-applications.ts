// Applying for a job through POST /api/applications (no sign-in needed). The server says what went wrong
// with the file or the form; this turns its answer into SPEC 8's texts, and anything else (the network, the
// server failing) into 'Failed to submit application. Please try again.'.
import { texts } from '@marketplace/shared/texts';
import { logged } from '../../lib/watch.ts';
import { ApplicationError, type JobsPort } from './jobs.port.ts';

export function httpApplications(): Pick<JobsPort, 'apply'> {
  return {
    apply: ({ jobId, name, email, resume }) =>
      logged(
        'Submitting an application',
        (async () => {
          const form = new FormData();
          form.append('jobId', jobId);
          form.append('name', name);
          form.append('email', email);
          form.append('resume', resume, resume.name);
          let response: Response;
          try {
            response = await fetch('/api/applications', { method: 'POST', body: form });
          } catch {
            throw new ApplicationError(texts.careers.applicationFailed);
          }
          if (response.ok) return;
          const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
          const said = typeof body?.error === 'string' ? body.error : null;
          // 4xx (and the no-reference 502) carry a text meant for the person; other failures get SPEC's.
          const forThePerson = said && (response.status < 500 || said === texts.careers.noSecureUrl);
          throw new ApplicationError(forThePerson ? said : texts.careers.applicationFailed);
        })(),
        (error) => error instanceof ApplicationError,
      ),
  };
}
