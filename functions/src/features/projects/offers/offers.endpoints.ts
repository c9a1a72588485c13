// The offers' endpoints declared with the contract (decision 022): each calls its use case and answers. Sending an
// offer takes one of the seller's hourly offers (decision 032), once the offer is found fit to send.
import type { Firestore } from 'firebase-admin/firestore';
import { offersContract } from '@marketplace/shared/projects/offers-api';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { answer, callerOf, endpointsOf, forCaller } from '../../../platform/api/implement.ts';
import { hourly } from '../../../platform/api/request-limits.ts';
import { sendOfferMessage } from './offer-messages.ts';
import { answerOffer, listOffers, sendOffer } from './offers.ts';

const api = endpointsOf(offersContract);

export function offersEndpoints(deps: { db: Firestore }) {
  return api.router({
    list: api.list.handler(async ({ input, context }) => {
      // A price is for its student and its seller only: never kept by a shared cache.
      context.resHeaders.set('Cache-Control', 'private, no-store');
      return answer(await listOffers(deps, callerOf(context), input));
    }),
    send: api.send.handler(async ({ input, context }) =>
      answer(await sendOffer(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits.offers))),
    ),
    answer: api.answer.handler(forCaller(deps, answerOffer)),
    // A message in an offer's chat takes one of the sender's hourly messages, as in the project's chat.
    message: api.message.handler(async ({ input, context }) =>
      answer(await sendOfferMessage(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits.messages))),
    ),
  });
}
