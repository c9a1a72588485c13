// The seller's verification endpoint declared with the contract (decision 022, decision 033).
import type { Firestore } from 'firebase-admin/firestore';
import { verificationContract } from '@marketplace/shared/verification/verification-api';
import { endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { submitPan } from './submit-pan.ts';

const api = endpointsOf(verificationContract);

export function verificationEndpoints(deps: { db: Firestore }) {
  return api.router({ submitPan: api.submitPan.handler(forCaller(deps, submitPan)) });
}
