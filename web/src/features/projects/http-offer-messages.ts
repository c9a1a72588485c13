// The OfferMessagesPort's API half (decision 073): a message in an offer's chat (POST
// /api/projects/{id}/offers/{sellerId}/messages: blocks and the hourly limit hold there).
import type { Auth } from 'firebase/auth';
import { offersContract } from '@marketplace/shared/projects/offers-api';
import { apiClient } from '../../lib/api-client.ts';
import type { OfferMessagesPort } from './projects.port.ts';

export function httpOfferMessages(auth: Auth): Pick<OfferMessagesPort, 'sendOfferMessage'> {
  const offers = apiClient(offersContract, auth);
  return {
    sendOfferMessage: (projectId, sellerId, text) =>
      offers.message({ projectId, sellerId, text }).then(() => undefined),
  };
}
