// The visits endpoint declared with the contract (decision 022): it calls its use case and answers.
import { answer, api } from '../../platform/api/implement.ts';
import { recordVisit, type VisitPublisher } from './record-visit.ts';

export function visitsEndpoints(publisher: VisitPublisher) {
  return api.visits.router({
    record: api.visits.record.handler(async () => answer(await recordVisit(publisher))),
  });
}
