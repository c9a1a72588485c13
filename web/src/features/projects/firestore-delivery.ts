// The DeliveryPort on Firestore: the address kept in projects/{id}/private/delivery.
import { onSnapshot, type Firestore } from 'firebase/firestore';
import { deliverySchema } from '@marketplace/shared/projects/project';
import { projectDeliveryDoc } from '../../lib/paths.ts';
import { loggedWatch } from '../../lib/watch.ts';
import type { DeliveryPort } from './projects.port.ts';

export function firestoreDelivery(db: Firestore): DeliveryPort {
  return {
    watchDeliveryAddress: (projectId) =>
      loggedWatch('Reading the delivery address', (onNext, onError) =>
        onSnapshot(
          projectDeliveryDoc(db, projectId),
          (snapshot) => {
            const parsed = deliverySchema.safeParse(snapshot.data());
            onNext(parsed.success ? parsed.data.deliveryAddress : null);
          },
          onError,
        ),
      ),
  };
}
