// What the admin console reads and does (SPEC 2 'Admin dashboard', 6 'admin'), in its own words. Jobs and
// application deletions go straight to Firestore under the rules; deleting people and products and opening
// a resume go through the server API (ARCHITECTURE 'Who writes what').
import type { AdminStats } from '@marketplace/shared/admin/admin-api';
import type { Application } from '@marketplace/shared/careers/application';
import type { Job, PostJobInput } from '@marketplace/shared/careers/job';
import type { LedgerOverview } from '@marketplace/shared/ledger/ledger-api';
import type { ReconciliationRun } from '@marketplace/shared/ledger/reconciliation';
import type { Refund } from '@marketplace/shared/payments/refund';
import type { Role } from '@marketplace/shared/session/profile';
import type { Rating } from '@marketplace/shared/reviews/rating';
import type { Review } from '@marketplace/shared/reviews/review';
import type { Watch } from '../../lib/watch.ts';

/** Rows per page in the users and products tables (usable with 10,000 rows). */
export const ADMIN_PAGE_SIZE = 25;

export interface PageRequest {
  /** Rows whose shown text contains it, in any case and with or without accents; empty for every row. */
  search: string;
  /** Where the page starts: the previous page's `next`, or null for the first. */
  after: string | null;
}

export interface Page<T> {
  rows: T[];
  /** The cursor of the following page; null on the last. A page of search results may hold fewer rows than a
   * full page and still have a next one. */
  next: string | null;
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role | null;
}

export interface ProductRow {
  id: string;
  name: string;
  price: number;
  sellerEmail: string;
}

/** Thrown when there is nobody signed in to send the request as (SPEC 8: 'Error: You are not logged in.'). */
export class NotLoggedInError extends Error {
  constructor() {
    super('Not logged in');
    this.name = 'NotLoggedInError';
  }
}

export interface AdminPort {
  /** The ledger's balances, the last reconciliation and its open differences (decision 029), as the server has them now. */
  ledgerOverview(): Promise<LedgerOverview>;
  /** Reconciles a day (YYYY-MM-DD, India's) with the providers now; rejects with the server's text. */
  reconcile(day: string): Promise<ReconciliationRun>;
  /** Marks a difference resolved, saying what was done; rejects with the server's text. */
  resolveDifference(differenceId: string, note: string): Promise<void>;
  /** The six tiles' figures, which the server keeps by increments; all zero until it has counted. */
  watchStats(): Watch<AdminStats>;
  watchJobs(): Watch<Job[]>;
  postJob(job: PostJobInput): Promise<void>;
  deleteJob(id: string): Promise<void>;
  /** Newest first. */
  watchApplications(): Watch<Application[]>;
  deleteApplication(id: string): Promise<void>;
  /** A link that opens the resume for a few minutes. */
  resumeLink(applicationId: string): Promise<string>;
  watchUsers(request: PageRequest): Watch<Page<UserRow>>;
  watchProducts(request: PageRequest): Watch<Page<ProductRow>>;
  /** Resolves with the server's message; rejects with the reason (an ApiError's message) or NotLoggedInError. */
  deleteUser(id: string): Promise<string>;
  deleteProduct(id: string): Promise<string>;
  /** Refunds the payment provider refused, the latest failure first. */
  watchFailedRefunds(): Watch<Refund[]>;
  /** Sends a failed refund to the provider again; rejects with the reason (an ApiError's message). */
  retryRefund(refundId: string): Promise<void>;
  /** A seller's average and count: the reviews' own rating read, handed in by the composition root. */
  watchRating(uid: string): Watch<Rating>;
  /** The newest reviews no admin has hid, published or not, newest first. */
  watchRecentReviews(): Watch<Review[]>;
  /** Hides a review for breaking the terms (audited); rejects with the server's refusal text. */
  hideReview(reviewId: string, reason: string): Promise<void>;
  /** The reviews an admin hid, newest first. */
  watchHiddenReviews(): Watch<Review[]>;
  /** Shows a hidden review again (audited); rejects with the server's refusal text. */
  restoreReview(reviewId: string): Promise<void>;
}

/** What the admin asks of the server (the contract's endpoints); the rest it reads from Firestore. */
export type AdminServerCalls =
  | 'resumeLink'
  | 'deleteUser'
  | 'deleteProduct'
  | 'retryRefund'
  | 'hideReview'
  | 'restoreReview'
  | 'ledgerOverview'
  | 'reconcile'
  | 'resolveDifference';
