// The ProductsPort: a seller's listings on Firestore (under the rules that check their shape and owner), and
// product photos through the server's upload endpoint (uploadProductImage, given by the composition).
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

export function productsAdapter(db: Firestore, uploadImage: ProductsPort['uploadImage']): ProductsPort {
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
    uploadImage: (file, onProgress) => logged('Uploading a product image', uploadImage(file, onProgress)),
  };
}
