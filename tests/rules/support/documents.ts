// A document or a collection as one caller's Firestore reaches it. Each method makes the SDK's own request and
// answers with its promise, so a suite hands it straight to assertSucceeds, assertFails or expectOutcome.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type SetOptions,
  type UpdateData,
  type WithFieldValue,
} from 'firebase/firestore';

/** The document at `path`: read, set (create or overwrite), update or remove it. */
export function at(db: Firestore, path: string) {
  const ref = doc(db, path);
  return {
    ref,
    read: () => getDoc(ref),
    set: (data: WithFieldValue<DocumentData>, options?: SetOptions) =>
      options ? setDoc(ref, data, options) : setDoc(ref, data),
    update: (patch: UpdateData<DocumentData>) => updateDoc(ref, patch),
    remove: () => deleteDoc(ref),
  };
}

/** The collection at `path`: list it (all of it, or the query the constraints make) or add a document to it. */
export function within(db: Firestore, path: string) {
  const ref = collection(db, path);
  return {
    ref,
    list: (...constraints: QueryConstraint[]) =>
      constraints.length ? getDocs(query(ref, ...constraints)) : getDocs(ref),
    add: (data: WithFieldValue<DocumentData>) => addDoc(ref, data),
  };
}
