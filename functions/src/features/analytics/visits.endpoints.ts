// The visits endpoint declared with the contract (decision 022): it calls its use case and answers.
import { visitsContract } from '@marketplace/shared/analytics/visits-api';
import { answer, endpointsOf } from '../../platform/api/implement.ts';
import { recordVisit, type VisitPublisher } from './record-visit.ts';

const api = endpointsOf(visitsContract);

export function visitsEndpoints(publisher: VisitPublisher) {
  return api.router({
    record: api.record.handler(async () => answer(await recordVisit(publisher))),
  });
}
