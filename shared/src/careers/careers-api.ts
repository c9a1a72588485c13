// The careers endpoint declared with the contract (decision 022): a visitor's job application, sent as a form
// with the resume. A missing resume is SPEC 5's text; the resume's bytes and the details are checked by the use
// case, in the order the form shows its errors (SPEC 5 and SPEC 8's texts), so they arrive as they were sent.
import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { texts } from '../texts.ts';
import { applicationCreatedSchema } from './application.ts';

export const careersContract = {
  apply: endpoint
    .meta({ caller: 'public', body: 'multipart' })
    .route({
      method: 'POST',
      path: '/applications',
      successStatus: 201,
      summary: 'Apply for a job with a resume: PDF, DOC or DOCX, at most 5 MB (SPEC 5)',
    })
    .input(
      z.object({
        jobId: z.string().optional(),
        name: z.string().optional(),
        email: z.string().optional(),
        resume: z.file({ error: texts.careers.applicationRequired }),
      }),
    )
    .output(applicationCreatedSchema),
};
