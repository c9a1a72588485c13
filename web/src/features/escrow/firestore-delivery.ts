// The DeliveryPort on Firestore: the address kept in projects/{id}/private/delivery.
import type { Firestore } from 'firebase/firestore';
import { deliverySchema } from '@marketplace/shared/projects/project';
import { projectDeliveryDoc } from '../../lib/paths.ts';
import { watchDocument } from '../../lib/firestore-watch.ts';
import type { DeliveryPort } from './escrow.port.ts';

export function firestoreDelivery(db: Firestore): DeliveryPort {
  return {
    watchDeliveryAddress: (projectId) =>
      watchDocument(
        'Reading the delivery address',
        projectDeliveryDoc(db, projectId),
        (snapshot) => deliverySchema.safeParse(snapshot.data()).data?.deliveryAddress ?? null,
      ),
  };
}
