// The ProductsPort's Firestore half: a seller's listings (under the rules that check their shape and owner); product
// photos go through the server's upload endpoint (http-products.ts).
import {
  addDoc,
  deleteDoc,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { newProductFields, productSchema, type NewProduct } from '@marketplace/shared/store/product';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { storeProductDoc, storeProductsCollection } from '../../lib/paths.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import type { ProductsPort } from './store.port.ts';

/** What the Sell a Pre-Built Project form writes (the rules suite checks exactly this document). */
export function productDocument(
  seller: { uid: string; email: string },
  product: NewProduct,
  imageUrl: string,
): DocumentData {
  return { ...newProductFields(seller, product, imageUrl), createdAt: serverTimestamp() };
}

export function firestoreProducts(db: Firestore): Omit<ProductsPort, 'uploadImage'> {
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
    createProduct: (seller, product, imageUrl) =>
      logged(
        'Listing a product',
        addDoc(storeProductsCollection(db), productDocument(seller, product, imageUrl)).then((ref) => ref.id),
      ),
    updateProduct: (productId, product, imageUrl) =>
      logged('Updating a product', updateDoc(storeProductDoc(db, productId), { ...product, imageUrl })),
    deleteProduct: (productId) => logged('Deleting a product', deleteDoc(storeProductDoc(db, productId))),
  };
}
