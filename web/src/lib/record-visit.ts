// SPEC 7: on app start a visit is recorded; the server counts it. A failure is only logged. The one call to /api
// that is not made through the API client (decision 022): it is in every visitor's first load, where the client
// would add 9 kB; its method and path are the contract's own (shared visit-route.ts).
import { visitRoute } from '@marketplace/shared/analytics/visit-route';

export function recordVisit(): void {
  fetch(`/api${visitRoute.path}`, { method: visitRoute.method })
    .then((response) => {
      if (!response.ok) console.warn(`Visit not recorded (HTTP ${response.status}).`);
    })
    .catch((error: unknown) => console.warn('Visit not recorded.', error));
}
