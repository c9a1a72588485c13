// The OffersPort through the API's offers endpoints (decision 067). A refusal (4xx) is an answer the screen shows in
// the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { offersContract } from '@marketplace/shared/projects/offers-api';
import { apiClient } from '../../lib/api-client.ts';
import type { OffersPort } from './escrow.port.ts';

const done = () => undefined;

export function httpOffers(auth: Auth): OffersPort {
  const api = apiClient(offersContract, auth);
  return {
    listOffers: (projectId) => api.list({ projectId }).then((answer) => answer.offers),
    sendOffer: (projectId, terms) => api.send({ projectId, ...terms }).then(done),
    answerOffer: (projectId, sellerId, action, terms) =>
      api.answer({ projectId, sellerId, action, ...terms }).then(done),
  };
}
