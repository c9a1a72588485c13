// The CataloguePort on Firestore: every catalogue page, live; one read per hundred products.
import { onSnapshot, type Firestore } from 'firebase/firestore';
import { catalogueFromPages } from '@marketplace/shared/store/catalogue';
import { storeCatalogueCollection } from '../../lib/paths.ts';
import { loggedWatch } from '../../lib/watch.ts';
import type { CataloguePort } from './store.port.ts';

export function firestoreCatalogue(db: Firestore): CataloguePort {
  return {
    watchCatalogue: () =>
      loggedWatch('Reading the store catalogue', (onNext, onError) =>
        onSnapshot(
          storeCatalogueCollection(db),
          (snapshot) => onNext(catalogueFromPages(snapshot.docs.map((page) => page.data()))),
          onError,
        ),
      ),
  };
}
