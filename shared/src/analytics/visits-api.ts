// POST /api/visits (SPEC 7: on app start a visit is recorded; the server counts it), declared with the contract.
// The web sends it as a beacon rather than through the API client, whose 9 kB would be in every visitor's first
// load (decision 022); both take the route from visit-route.ts.
import { endpoint } from '../api/endpoint.ts';
import { visitRoute } from './visit-route.ts';

export const visitsContract = {
  record: endpoint
    .meta({ caller: 'public' })
    .route({ ...visitRoute, successStatus: 202, summary: 'A visit began (SPEC 7)' }),
};
