// The money documents' endpoints, declared with the contract (decision 022; shared/src/documents/documents-api.ts).
import { documentsContract } from '@marketplace/shared/documents/documents-api';
import { documentTexts } from '@marketplace/shared/documents/documents-texts';
import { monthOfDay } from '@marketplace/shared/documents/financial-year';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { endpointsOf, forCaller } from '../../platform/api/implement.ts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success } from '../../platform/http.ts';
import { documentLink } from './document-links.ts';
import type { DocumentDeps } from './entry-documents.ts';
import { issueMonthlyStatement } from './monthly-statements.ts';
import { saveTaxDetails } from './save-tax-details.ts';
import { taxExports } from './tax-exports.ts';

const api = endpointsOf(documentsContract);

/** A seller's statement of a month that is over, issued now if the schedule has not yet. */
async function statementOnRequest(deps: DocumentDeps, caller: Caller, { month }: { month: string }) {
  if (caller.role !== 'seller') return failure('forbidden', documentTexts.notASeller);
  if (month >= monthOfDay(indiaDay(Date.now()))) return failure('invalid', documentTexts.badMonth);
  const document = await issueMonthlyStatement(deps, caller.uid, month);
  return document ? success(document) : failure('conflict', documentTexts.notReady);
}

export function documentsEndpoints(deps: DocumentDeps) {
  return api.router({
    link: api.link.handler(forCaller(deps, documentLink)),
    issueStatement: api.issueStatement.handler(forCaller(deps, statementOnRequest)),
    saveTaxDetails: api.saveTaxDetails.handler(forCaller(deps, saveTaxDetails)),
    exports: api.exports.handler(forCaller(deps, taxExports)),
  });
}
