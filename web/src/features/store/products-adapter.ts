// The ProductsPort: a seller's listings on Firestore (edits and removals under the rules that check their shape and
// owner), listing a new one through the API (POST /api/store/products, decision 032: so it can be limited), and
// product photos through the server's upload endpoint (uploadProductImage, given by the composition).
import type { Auth } from 'firebase/auth';
import { deleteDoc, query, updateDoc, where, type Firestore } from 'firebase/firestore';
import { ApiError } from '@marketplace/shared/api-error';
import { productSchema } from '@marketplace/shared/store/product';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { storeProductDoc, storeProductsCollection } from '../../lib/paths.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import type { ProductsPort } from './store.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function productsAdapter(db: Firestore, auth: Auth, uploadImage: ProductsPort['uploadImage']): ProductsPort {
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
    createProduct: (product, imageUrl) =>
      logged(
        'Listing a product',
        apiClient(storeContract, auth)
          .listProduct({ ...product, imageUrl })
          .then(({ id }) => id),
        isRefusal,
      ),
    updateProduct: (productId, product, imageUrl) =>
      logged('Updating a product', updateDoc(storeProductDoc(db, productId), { ...product, imageUrl })),
    deleteProduct: (productId) => logged('Deleting a product', deleteDoc(storeProductDoc(db, productId))),
    uploadImage: (file, onProgress) => logged('Uploading a product image', uploadImage(file, onProgress)),
  };
}
