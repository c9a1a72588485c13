// Every Firestore path, named once. SPEC 7 keeps all data under artifacts/{appId}.

export const APP_ID = 'default-project-board';

const root = `artifacts/${APP_ID}/public/data`;

export const paths = {
  users: `${root}/users`,
  user: (uid: string) => `${root}/users/${uid}`,
  /** Server-only writes (PUT /api/payouts/details): where a seller is paid; the seller and admins read it. */
  payoutDetails: (uid: string) => `${root}/users/${uid}/private/payoutDetails`,
  /** Server-only writes (PUT /api/payouts/tax-details, decision 039): a seller's GSTIN; the seller and admins read it. */
  taxDetails: (uid: string) => `${root}/users/${uid}/private/taxDetails`,
  /** Server-only writes: a person's notifications; they read their own and mark them read. */
  notifications: (uid: string) => `${root}/users/${uid}/notifications`,
  notification: (uid: string, id: string) => `${root}/users/${uid}/notifications/${id}`,
  /** The person's own writes (shape-checked by the rules): the notification groups they get no email for. */
  notificationPrefs: (uid: string) => `${root}/users/${uid}/private/notificationPrefs`,
  /** Server-only writes: who this person's lists leave out, both ways (decision 031); they read it. */
  hiddenPeople: (uid: string) => `${root}/users/${uid}/private/hiddenPeople`,
  /** Server-only writes: a seller's PAN and payout account check (decision 033); the seller and admins read it. */
  sellerVerification: (uid: string) => `${root}/users/${uid}/private/verification`,
  /** Server-only: the Trigger Email extension's documents (its collection parameter is this path); nobody reads. */
  mails: `${root}/mail`,
  mail: (id: string) => `${root}/mail/${id}`,
  projects: `${root}/projects`,
  project: (id: string) => `${root}/projects/${id}`,
  projectDelivery: (id: string) => `${root}/projects/${id}/private/delivery`,
  projectMessages: (id: string) => `${root}/projects/${id}/messages`,
  /** Written by the server only (decision 067): one offer per seller, keyed by the seller's uid. */
  projectOffers: (id: string) => `${root}/projects/${id}/offers`,
  projectOffer: (id: string, sellerId: string) => `${root}/projects/${id}/offers/${sellerId}`,
  /** An offer's own chat (decision 073): its cards and messages, between the student and that seller. */
  projectOfferMessages: (id: string, sellerId: string) => `${root}/projects/${id}/offers/${sellerId}/messages`,
  /** Written by the server only: the project's lifecycle events (deliveries, change requests, disputes…). */
  projectHistory: (id: string) => `${root}/projects/${id}/history`,
  /** Server-only: where each delivered file is kept (its private Media ref); history names them by id. */
  projectFile: (id: string, fileId: string) => `${root}/projects/${id}/files/${fileId}`,
  /** Server-only: the payment orders the API created, keyed by provider order id. */
  paymentOrders: `${root}/paymentOrders`,
  paymentOrder: (orderId: string) => `${root}/paymentOrders/${orderId}`,
  /**
   * Server-only: one document per request a limit let through, numbered 0 to limit - 1 within each window
   * (platform/rate-limit.ts, decision 032); `key` names the limit, who is counted and the window.
   */
  limitSlots: (key: string) => `${root}/rateLimits/${key}/slots`,
  /** Server-only writes: who met which limit in which window (decision 032); admins read. */
  limitHits: `${root}/limitHits`,
  limitHit: (id: string) => `${root}/limitHits/${id}`,
  /** Server-only writes: reports, one open per reporter and thing (decision 031); nobody reads them from a browser. */
  reports: `${root}/reports`,
  report: (id: string) => `${root}/reports/${id}`,
  /** Server-only writes: one moderation case per reported thing, its open reports counted; admins read. */
  moderationCases: `${root}/moderationCases`,
  moderationCase: (thingKey: string) => `${root}/moderationCases/${thingKey}`,
  /** Server-only writes: blocks/{blockerId}_{blockedId}; the blocker reads theirs (the Profile page's list). */
  blocks: `${root}/blocks`,
  block: (id: string) => `${root}/blocks/${id}`,
  /** Server-only: webhook event ids already accepted. */
  webhookEvent: (eventId: string) => `${root}/webhookEvents/${eventId}`,
  /** Server-only writes: one refund per funding, keyed `project-{id}` or `order-{id}`; admins read. */
  refunds: `${root}/refunds`,
  refund: (refundId: string) => `${root}/refunds/${refundId}`,
  /** Server-only writes (decision 049): one chargeback per provider dispute, keyed by its id; admins read. */
  chargebacks: `${root}/chargebacks`,
  chargeback: (disputeId: string) => `${root}/chargebacks/${disputeId}`,
  /** Server-only (decision 063): a provider's key (payment, refund, payout id, UTR) and the records that carry it. */
  searchKeys: `${root}/searchKeys`,
  searchKey: (key: string) => `${root}/searchKeys/${key}`,
  /**
   * Server-only writes (decision 029): the double-entry ledger, one immutable entry per movement of money under an
   * id derived from it; admins read.
   */
  ledgerEntries: `${root}/ledgerEntries`,
  ledgerEntry: (id: string) => `${root}/ledgerEntries/${id}`,
  /**
   * Server-only (decision 055): each India day's closing balance (the sums of every entry up to its end) and its own
   * movements, written by the nightly fold; the console's balances start from the newest. Read by the server alone.
   */
  ledgerBalances: `${root}/ledgerBalances`,
  ledgerBalance: (day: string) => `${root}/ledgerBalances/${day}`,
  /**
   * Server-only writes (decision 039): money documents (receipts, invoices, credit notes, statements), each made once
   * from ledger entries and never changed; their owner and admins read them.
   */
  documents: `${root}/documents`,
  document: (id: string) => `${root}/documents/${id}`,
  /** Server-only: where a document's files are kept (its private Media refs); nobody reads them but the server. */
  documentFile: (id: string) => `${root}/documentFiles/${id}`,
  /** Server-only: the last number of each serial series (`TI2627C`), taken in the transaction that issues. */
  documentSeries: (seriesId: string) => `${root}/documentSeries/${seriesId}`,
  /** Server-only: a seller's gross in a financial year (`{uid}-{fy}`), which the TDS threshold reads. */
  sellerTaxYear: (id: string) => `${root}/sellerTaxYears/${id}`,
  /** Server-only writes: each day's reconciliation with the providers, by India's day; admins read. */
  reconciliationRuns: `${root}/reconciliationRuns`,
  reconciliationRun: (day: string) => `${root}/reconciliationRuns/${day}`,
  /** Server-only writes: what a reconciliation could not match, for an admin to resolve; admins read. */
  reconciliationDifferences: `${root}/reconciliationDifferences`,
  reconciliationDifference: (id: string) => `${root}/reconciliationDifferences/${id}`,
  payouts: `${root}/payouts`,
  payout: (projectId: string) => `${root}/payouts/${projectId}`,
  /** Server-only writes: one review per author per project, `{projectId}-{authorRole}`. */
  reviews: `${root}/reviews`,
  review: (id: string) => `${root}/reviews/${id}`,
  /** Server-only writes: a person's rating as a few shards of stars summed and counted; readable by anyone. */
  ratingShards: (uid: string) => `${root}/ratings/${uid}/shards`,
  ratingShard: (uid: string, shard: number) => `${root}/ratings/${uid}/shards/${shard}`,
  /** Server-only writes: what anyone may read of a person (name, role, since), for /people/{uid}. */
  publicProfile: (uid: string) => `${root}/people/${uid}`,
  publicProfiles: `${root}/people`,
  analytics: `${root}/analytics`,
  visitorCount: `${root}/analytics/visitorCount`,
  jobs: `${root}/jobs`,
  job: (id: string) => `${root}/jobs/${id}`,
  /** Written only by the API (POST /api/applications); readable by admins only. */
  applications: `${root}/applications`,
  application: (id: string) => `${root}/applications/${id}`,
  /** Server-only: one record per admin deletion (who, what, when); readable by admins only. */
  adminAudit: `${root}/adminAudit`,
  /**
   * Retired (decision 037): the admin dashboard's counts, recomputed into this one document until the tiles' counters
   * replaced it; nothing writes or reads it now. The operator's figures' paths are in shared/src/insights/insights-paths.ts.
   */
  adminStats: `${root}/analytics/adminStats`,
  storeProducts: `${root}/storeProducts`,
  storeProduct: (id: string) => `${root}/storeProducts/${id}`,
  /**
   * The admin products table's search (decision 087): per store product, what its row shows and the admin search's
   * grams, written only by a trigger that follows the product. Not on the product itself: a write there is a change
   * every trigger on the products hears again.
   */
  productSearchEntries: `${root}/adminProductSearch`,
  productSearchEntry: (id: string) => `${root}/adminProductSearch/${id}`,
  /**
   * The store's read model: one public summary per listed product, written only by a trigger that
   * follows the product. Visitors page through it newest first; no other listing writes the same document.
   */
  storeListings: `${root}/storeListings`,
  storeListing: (id: string) => `${root}/storeListings/${id}`,
  /** Retired: the catalogue pages the listings replaced; rebuildListings deletes what is left. */
  retiredStoreCatalogue: `${root}/storeCatalogue`,
  storeOrders: `${root}/storeOrders`,
  storeOrder: (id: string) => `${root}/storeOrders/${id}`,
  /** Server-only: the last COD order per buyer, product and address, for requests without an Idempotency-Key. */
  codRequest: (key: string) => `${root}/codRequests/${key}`,
} as const;

/** Pub/Sub topics, named once for the publisher and the subscriber. */
export const topics = {
  visitRecorded: 'visit-recorded',
  razorpayEvents: 'razorpay-events',
} as const;
