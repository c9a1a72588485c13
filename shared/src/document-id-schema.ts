// The id rules of document-id.ts as fields of a request's zod schema: a bad id is a 400 naming the field.
import { z } from 'zod';
import { documentIdProblem, uidProblem } from './document-id.ts';

function checked(problemOf: (id: string) => string | null, field: string) {
  return z.string().superRefine((id, context) => {
    const problem = problemOf(id);
    if (problem) context.addIssue({ code: 'custom', message: `${field} is not a valid id: it ${problem}.` });
  });
}

/** A request field holding a document id; `field` names it in the 400's message ('productId is not a valid id: …'). */
export function documentId(field: string) {
  return checked(documentIdProblem, field);
}

/** A request field holding an Auth uid. */
export function uid(field: string) {
  return checked(uidProblem, field);
}
