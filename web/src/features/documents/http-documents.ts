// The documents' endpoints (decision 039) through the contract client. A refusal (4xx) is an answer the screen
// shows in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { documentsContract } from '@marketplace/shared/documents/documents-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { DocumentsPort } from './documents.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpDocuments(
  auth: Auth,
): Pick<DocumentsPort, 'link' | 'issueStatement' | 'saveTaxDetails' | 'monthExports'> {
  const api = apiClient(documentsContract, auth);
  return {
    link: (documentId, file = 'pdf') =>
      logged('Opening a document', api.link({ documentId, file }), isRefusal).then((answer) => answer.url),
    issueStatement: (month) => logged('Issuing a statement', api.issueStatement({ month }), isRefusal),
    saveTaxDetails: (input) => logged('Saving tax details', api.saveTaxDetails(input), isRefusal),
    monthExports: (month) => logged('Preparing the exports', api.exports({ month }), isRefusal),
  };
}
