// The chargebacks area's server half: the admin endpoints of decision 049, with the admin's ID token.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { chargebacksContract } from '@marketplace/shared/payments/chargebacks-api';
import { apiClient } from '../../../lib/api-client.ts';
import { logged } from '../../../lib/watch.ts';
import type { ChargebacksPort } from './chargebacks.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpChargebacks(auth: Auth): ChargebacksPort {
  const api = apiClient(chargebacksContract, auth);
  return {
    listChargebacks: () => logged('Listing chargebacks', api.list(), isRefusal).then((body) => body.chargebacks),
    chargebackEvidence: (disputeId) =>
      logged('Reading an evidence pack', api.evidence({ disputeId }), isRefusal).then((body) => body.sections),
    answerChargeback: (disputeId, action, summary) =>
      logged('Answering a chargeback', api.answer({ disputeId, action, summary }), isRefusal).then(() => undefined),
  };
}
