// A visit began (SPEC 7): it goes onto Pub/Sub, where countVisit counts it. A failure is only logged and
// answered 503 (the browser ignores the status; SPEC 8).
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';

export interface VisitPublisher {
  publishVisit(visit: { at: string }): Promise<string>;
}

export async function recordVisit(publisher: VisitPublisher, now = new Date()): Promise<Outcome<void>> {
  try {
    await publisher.publishVisit({ at: now.toISOString() });
    return success(undefined);
  } catch (error) {
    log.error('visit could not be recorded', error, { route: 'POST /api/visits' });
    return failure('unavailable', 'The visit could not be recorded.');
  }
}
