// The LifecyclePort through the project lifecycle's endpoints (decision 022): the delivery as a form with its
// files and upload progress, the other steps, delivered files' links and an admin's settlement. A refusal (4xx)
// is an answer the screen shows in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { lifecycleContract } from '@marketplace/shared/projects/lifecycle-api';
import { apiClient } from '../../lib/api-client.ts';
import { withUploadProgress } from '../../lib/fetch-with-progress.ts';
import type { LifecyclePort } from './escrow.port.ts';

const done = () => undefined;
/** An empty field is not sent: the server reads an absent note or link as none. */
const given = (text: string) => text || undefined;

export function httpLifecycle(auth: Auth): LifecyclePort {
  const api = apiClient(lifecycleContract, auth);
  return {
    deliver: (projectId, { note, link, files }, onProgress) =>
      api
        .deliver(
          { projectId, note: given(note), link: given(link), files: files.length > 0 ? [...files] : undefined },
          // Files go as a form, reported as the bytes go out; a delivery without files goes as JSON, which
          // the endpoint also takes (body 'multipart-or-json').
          { context: withUploadProgress(onProgress) },
        )
        .then(done),
    transition: (projectId, action, note) => api.transition({ projectId, action, note: given(note) }).then(done),
    fileLink: (projectId, fileId) => api.fileLink({ projectId, fileId }).then((answer) => answer.url),
    settleDispute: (projectId, choice) =>
      api
        .settleDispute({
          projectId,
          outcome: choice.outcome,
          refundPaise: choice.outcome === 'split' ? choice.refundPaise : undefined,
        })
        .then(done),
  };
}
