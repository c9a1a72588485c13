// Firestore references built from shared's path names, so no feature spells a path.
import { collection, collectionGroup, doc, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';

export const userDoc = (db: Firestore, uid: string) => doc(db, paths.user(uid));
export const usersCollection = (db: Firestore) => collection(db, paths.users);
export const jobsCollection = (db: Firestore) => collection(db, paths.jobs);
export const jobDoc = (db: Firestore, id: string) => doc(db, paths.job(id));
export const applicationsCollection = (db: Firestore) => collection(db, paths.applications);
export const applicationDoc = (db: Firestore, id: string) => doc(db, paths.application(id));
/** A counter's shards (decision 037): the admin tiles' totals, added up by who reads them. */
export const counterShardsCollection = (db: Firestore, counter: string) => collection(db, insightsPaths.counterShards(counter));
/** The daily fold's documents (decision 037): admins read the platform's, a seller their own earnings. */
export const insightsDaysCollection = (db: Firestore) => collection(db, insightsPaths.insightsDays);
export const insightsMonthsCollection = (db: Firestore) => collection(db, insightsPaths.insightsMonths);
export const sellerEarningsCollection = (db: Firestore, sellerId: string) =>
  collection(db, insightsPaths.sellerEarnings(sellerId));

export const storeProductsCollection = (db: Firestore) => collection(db, paths.storeProducts);
export const storeProductDoc = (db: Firestore, id: string) => doc(db, paths.storeProduct(id));
export const storeListingsCollection = (db: Firestore) => collection(db, paths.storeListings);
/** The admin products table's search (decision 087): a product's row fields and grams, kept by a trigger. */
export const productSearchEntriesCollection = (db: Firestore) => collection(db, paths.productSearchEntries);
export const storeOrdersCollection = (db: Firestore) => collection(db, paths.storeOrders);
export const storeOrderDoc = (db: Firestore, id: string) => doc(db, paths.storeOrder(id));

export const projectsCollection = (db: Firestore) => collection(db, paths.projects);
export const projectDoc = (db: Firestore, id: string) => doc(db, paths.project(id));
/** The private delivery-address document written beside each project (ARCHITECTURE: readable by few). */
export const projectDeliveryDoc = (db: Firestore, id: string) => doc(db, paths.projectDelivery(id));
export const projectMessagesCollection = (db: Firestore, id: string) => collection(db, paths.projectMessages(id));
export const projectHistoryCollection = (db: Firestore, id: string) => collection(db, paths.projectHistory(id));
export const payoutsCollection = (db: Firestore) => collection(db, paths.payouts);
/** Chargebacks (decision 049): a seller reads the cases on their payments. */
export const chargebacksCollection = (db: Firestore) => collection(db, paths.chargebacks);
export const payoutDetailsDoc = (db: Firestore, uid: string) => doc(db, paths.payoutDetails(uid));
export const reviewsCollection = (db: Firestore) => collection(db, paths.reviews);
export const ratingShardsCollection = (db: Firestore, uid: string) => collection(db, paths.ratingShards(uid));
export const refundsCollection = (db: Firestore) => collection(db, paths.refunds);
/** Money documents (decision 039): a person reads their own. */
export const documentsCollection = (db: Firestore) => collection(db, paths.documents);

/** The id of every project's messages subcollection, taken from the shared path so it is not spelled twice. */
export const projectMessagesCollectionId = paths.projectMessages('_').split('/').at(-1)!;
/** All projects' messages at once: the unread markers are one query per person (ARCHITECTURE). */
export const allProjectMessages = (db: Firestore) => collectionGroup(db, projectMessagesCollectionId);
/** Whether a message found through `allProjectMessages` belongs to a project (and not another `messages` collection). */
export const isProjectsCollectionPath = (path: string) => path === paths.projects;
export const notificationsCollection = (db: Firestore, uid: string) => collection(db, paths.notifications(uid));
export const notificationDoc = (db: Firestore, uid: string, id: string) => doc(db, paths.notification(uid, id));
