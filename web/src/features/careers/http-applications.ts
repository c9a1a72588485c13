// Applying for a job through the API (no sign-in needed). The server says what went wrong with the file or the
// form; this turns its answer into SPEC 8's texts, and anything else (the network, the server failing) into
// 'Failed to submit application. Please try again.'.
import { careersContract } from '@marketplace/shared/careers/careers-api';
import { texts } from '@marketplace/shared/texts';
import { apiClient } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ApplicationError, type JobsPort } from './jobs.port.ts';

export function httpApplications(): Pick<JobsPort, 'apply'> {
  return {
    apply: ({ jobId, name, email, resume }) =>
      apiClient(careersContract, null)
        .apply({ jobId, name, email, resume })
        .then(
          () => undefined,
          (error: unknown) => {
            // 4xx and the endpoint's 502 (the resume could not be stored) carry a text meant for the person;
            // other failures get SPEC's.
            throw new ApplicationError(errorText(error, texts.careers.applicationFailed, [502]));
          },
        ),
  };
}
