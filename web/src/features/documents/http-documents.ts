// The documents' endpoints (decision 039) through the contract client. A refusal (4xx) is an answer the screen
// shows in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { documentsContract } from '@marketplace/shared/documents/documents-api';
import { apiClient } from '../../lib/api-client.ts';
import type { DocumentsPort } from './documents.port.ts';

export function httpDocuments(
  auth: Auth,
): Pick<DocumentsPort, 'link' | 'issueStatement' | 'saveTaxDetails' | 'monthExports'> {
  const api = apiClient(documentsContract, auth);
  return {
    link: (documentId, file = 'pdf') => api.link({ documentId, file }).then((answer) => answer.url),
    issueStatement: (month) => api.issueStatement({ month }),
    saveTaxDetails: (input) => api.saveTaxDetails(input),
    monthExports: (month) => api.exports({ month }),
  };
}
