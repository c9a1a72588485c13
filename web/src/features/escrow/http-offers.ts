// The OffersPort through the API's offers endpoints (decision 067). A refusal (4xx) is an answer the screen shows in
// the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { offersContract } from '@marketplace/shared/projects/offers-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { OffersPort } from './escrow.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;
const done = () => undefined;

export function httpOffers(auth: Auth): OffersPort {
  const api = apiClient(offersContract, auth);
  return {
    listOffers: (projectId) =>
      logged(
        'Listing offers',
        api.list({ projectId }).then((answer) => answer.offers),
        isRefusal,
      ),
    sendOffer: (projectId, terms) =>
      logged('Sending an offer', api.send({ projectId, ...terms }).then(done), isRefusal),
    answerOffer: (projectId, sellerId, action, terms) =>
      logged(`Offer step '${action}'`, api.answer({ projectId, sellerId, action, ...terms }).then(done), isRefusal),
  };
}
