// The ProductsPort's Firestore half: a seller's listings, edited and removed under the rules that check their shape
// and owner. Listing a new one and its photo go through the API (http-products.ts).
import { deleteDoc, query, updateDoc, where, type Firestore } from 'firebase/firestore';
import { productSchema } from '@marketplace/shared/store/product';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { storeProductDoc, storeProductsCollection } from '../../lib/paths.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import type { ProductsPort } from './store.port.ts';

export function firestoreProducts(db: Firestore): Omit<ProductsPort, 'uploadImage' | 'createProduct'> {
  return {
    watchSellerProducts: (sellerId) =>
      watchQuery(
        'Listing your products',
        query(storeProductsCollection(db), where('sellerId', '==', sellerId)),
        (snapshot) =>
          parsedDocuments(productSchema, snapshot.docs).sort(
            (a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity),
          ),
      ),
    updateProduct: (productId, product, imageUrl) =>
      logged('Updating a product', updateDoc(storeProductDoc(db, productId), { ...product, imageUrl })),
    deleteProduct: (productId) => logged('Deleting a product', deleteDoc(storeProductDoc(db, productId))),
  };
}
