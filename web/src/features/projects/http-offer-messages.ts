// The OfferMessagesPort's API half (decision 073): a message in an offer's chat (POST
// /api/projects/{id}/offers/{sellerId}/messages: blocks and the hourly limit hold there).
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { offersContract } from '@marketplace/shared/projects/offers-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { OfferMessagesPort } from './projects.port.ts';

/** A refusal (a block, a limit met) is an answer to show, not a fault to log. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpOfferMessages(auth: Auth): Pick<OfferMessagesPort, 'sendOfferMessage'> {
  const offers = apiClient(offersContract, auth);
  return {
    sendOfferMessage: (projectId, sellerId, text) =>
      logged(
        'Sending a message about an offer',
        offers.message({ projectId, sellerId, text }).then(() => undefined),
        isRefusal,
      ),
  };
}
