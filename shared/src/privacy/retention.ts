// What happens to each kind of record when a person's account is deleted (docs/decisions/040-privacy-and-dpdp.md):
// deleted, kept with the person replaced by a pseudonym (for what the law makes us keep, and how long), or kept as
// it is (it holds nothing of theirs). One entry per document pattern below the app's root (SPEC 7's prefix); the
// deletion (functions/src/features/privacy/delete-account.ts) follows it, the Privacy page says what goes and what
// stays from it, and the API suite that deletes a person walks the whole database against it.
import { NAMES_FIELD } from './pseudonym.ts';

/** How a person's documents in a collection are found: by their id in the path, by a field, or through their projects. */
export type FoundBy =
  | { by: 'path' }
  | { by: 'fields'; fields: readonly string[] }
  | { by: 'email'; fields: readonly string[] }
  | { by: 'project' }
  /** Their offers and those on their projects (decisions 067, 073): functions' erase-offers.ts. */
  | { by: 'offer' };

export type RetentionRule =
  | { kind: 'delete' }
  | {
      kind: 'pseudonymise';
      /** The law or reason that makes us keep it. */
      basis: string;
      /** For how long. */
      period: string;
      /**
       * Fields emptied besides every mention of the person (their uid becomes the pseudonym, their email goes), by
       * the field that found the record: what was the person's own (a student's description, a buyer's address),
       * not the other party's. `by` for a project's history: the events the person took.
       */
      erase?: Readonly<Record<string, readonly string[]>>;
      /** The fields that, naming the person, make the record theirs alone: deleted instead (a review of them). */
      deleteWhen?: readonly string[];
    }
  /** Nothing of the person is in it, or it is no record of the product's (why says which). */
  | { kind: 'keep'; why: string };

export interface RetentionEntry {
  /** A document path below the root, `*` for any id: 'users/*', 'projects/* /messages/*' (no space). */
  path: string;
  /** What it is, in the words of the decision record. */
  what: string;
  found: FoundBy | null;
  rule: RetentionRule;
  /** The line the Privacy page shows for it (what goes, or what stays and why); none for internal records. */
  shownAs?: string;
  /**
   * The same kind of record when it is someone else's and names the person (a student's notification that this
   * seller took their project): found by `field`, the array of the other people's uids it names (its words or its
   * id), written with it so the deletion finds it by one indexed query; and what becomes of it.
   */
  ofOthers?: { field: string; rule: RetentionRule };
}

/**
 * The money records' period: the longest of the laws that make a business keep its books. Companies Act 2013
 * s.128(5) (eight financial years), which covers the CGST Act s.36 (72 months from the annual return's due date)
 * and the income-tax rules on books of account (six years after the assessment year).
 */
export const MONEY_RECORDS_PERIOD = '8 years after the end of the financial year of the record';
const MONEY_RECORDS_BASIS = 'Tax and company law: a business keeps its books, invoices and payment records';
/** DPDP Rules 2025, rule 6 and rule 8(3): logs of processing kept a year, for investigating misuse. */
export const LOGS_PERIOD = '1 year from the event';
const LOGS_BASIS = "DPDP Rules 2025: logs of the platform's processing are kept for a year to investigate misuse";

const moneyRecord = (erase?: Readonly<Record<string, readonly string[]>>): RetentionRule => ({
  kind: 'pseudonymise',
  basis: MONEY_RECORDS_BASIS,
  period: MONEY_RECORDS_PERIOD,
  ...(erase ? { erase } : {}),
});

/** A record that holds nothing of the person, or is no record of the product's: kept as it is, found by nobody. */
const kept = (path: string, what: string, why: string): RetentionEntry => ({
  path,
  what,
  found: null,
  rule: { kind: 'keep', why },
});

export const retentionTable: readonly RetentionEntry[] = [
  // ---- the person's own documents: all deleted ----
  {
    path: 'users/*',
    what: 'the profile: name, email, role, phone, delivery address',
    found: { by: 'path' },
    rule: { kind: 'delete' },
    shownAs: 'Your profile: name, email, phone and delivery address',
  },
  {
    path: 'users/*/private/payoutDetails',
    what: 'where a seller is paid (UPI id or bank account)',
    found: { by: 'path' },
    rule: { kind: 'delete' },
    shownAs: 'Your payout details',
  },
  {
    path: 'users/*/private/verification',
    what: "a seller's PAN and payout account check",
    found: { by: 'path' },
    rule: { kind: 'delete' },
    shownAs: 'Your PAN and its verification',
  },
  {
    path: 'users/*/private/taxDetails',
    what: "a seller's GST registration",
    found: { by: 'path' },
    rule: { kind: 'delete' },
    shownAs: 'Your GST registration',
  },
  { path: 'users/*/private/notificationPrefs', what: 'email choices', found: { by: 'path' }, rule: { kind: 'delete' } },
  {
    path: 'users/*/private/hiddenPeople',
    what: 'who their lists leave out',
    found: { by: 'path' },
    rule: { kind: 'delete' },
  },
  {
    path: 'users/*/private/consents',
    what: 'consents given and withdrawn, with the notice version',
    found: { by: 'path' },
    rule: { kind: 'delete' },
    shownAs: 'Your consents',
  },
  {
    path: 'users/*/consentEvents/*',
    what: 'each consent given or withdrawn',
    found: { by: 'path' },
    rule: { kind: 'delete' },
  },
  {
    path: 'users/*/notifications/*',
    what: "notifications; another person's that name them keep their meaning, naming 'a former member'",
    found: { by: 'path' },
    rule: { kind: 'delete' },
    shownAs: 'Your notifications',
    // The other person's notification is theirs (that their project was taken, and when): it stays, the person in it
    // the pseudonym (in its id too) and their email 'a former member'.
    ofOthers: {
      field: NAMES_FIELD,
      rule: {
        kind: 'pseudonymise',
        basis: "Another person's notification is theirs: it stays, naming 'a former member'",
        period: 'As long as its recipient keeps it',
      },
    },
  },
  { path: 'people/*', what: 'the public profile', found: { by: 'path' }, rule: { kind: 'delete' } },
  {
    path: 'ratings/*/shards/*',
    what: 'their rating as others gave it',
    found: { by: 'path' },
    rule: { kind: 'delete' },
  },
  {
    path: 'earnings/*/months/*',
    what: "a seller's earnings by month (folded from the ledger, which stays)",
    found: { by: 'path' },
    rule: { kind: 'delete' },
  },
  {
    path: 'accountDeletions/*',
    what: 'a deletion under way, with the pseudonym it gives (removed when it finishes)',
    found: { by: 'path' },
    rule: { kind: 'delete' },
  },
  {
    path: 'privacyExports/*',
    what: 'their data download and its file',
    found: { by: 'path' },
    rule: { kind: 'delete' },
  },
  {
    path: 'mail/*',
    what: 'emails queued or sent to them (the mail extension keeps a month)',
    found: { by: 'email', fields: ['to'] },
    rule: { kind: 'delete' },
    // An email to someone else that names them was sent already (its reader keeps the notification): its queue
    // document goes too. Rewritten under a new id, the mail extension would send it again.
    ofOthers: { field: NAMES_FIELD, rule: { kind: 'delete' } },
  },
  {
    path: 'applications/*',
    what: 'job applications sent with their email, and the resumes',
    found: { by: 'email', fields: ['applicantEmail'] },
    rule: { kind: 'delete' },
    shownAs: 'Job applications made with your email, and their resumes',
  },
  {
    path: 'storeProducts/*',
    what: "a seller's store listings and their photos",
    found: { by: 'fields', fields: ['sellerId'] },
    rule: { kind: 'delete' },
    shownAs: 'Your store listings and their photos',
  },
  {
    path: 'storeListings/*',
    what: "the store's public copy of a listing",
    found: { by: 'fields', fields: ['sellerId'] },
    rule: { kind: 'delete' },
  },
  {
    path: 'blocks/*',
    what: 'blocks they made or that name them',
    found: { by: 'fields', fields: ['blockerId', 'blockedId'] },
    rule: { kind: 'delete' },
  },
  {
    path: 'reports/*',
    what: "reports they sent, and reports of their things (each one's case forgets it)",
    found: { by: 'fields', fields: ['reporterId', 'authorId'] },
    rule: { kind: 'delete' },
  },
  {
    path: 'moderationCases/*',
    what: 'moderation cases about their things or them',
    found: { by: 'fields', fields: ['authorId'] },
    rule: { kind: 'delete' },
  },
  {
    path: 'limitHits/*',
    what: 'the hourly limits they met',
    found: { by: 'fields', fields: ['uid'] },
    rule: { kind: 'delete' },
  },
  {
    path: 'projects/*/private/delivery',
    what: "a project's delivery address",
    found: { by: 'project' },
    rule: { kind: 'delete' },
    shownAs: 'Delivery addresses on your projects',
  },
  {
    path: 'projects/*/messages/*',
    what: 'chat messages they wrote (their read marks on the other side become the pseudonym)',
    found: { by: 'project' },
    rule: { kind: 'delete' },
    shownAs: 'Chat messages you wrote',
  },
  {
    // As the project's chat: what they wrote goes. A seller's own offer goes with its whole chat (below).
    path: 'projects/*/offers/*/messages/*',
    what: "messages they wrote in an offer's chat, its cards among them (their read marks on the other side's stay)",
    found: { by: 'offer' },
    rule: { kind: 'delete' },
    shownAs: 'Messages you wrote in the chats of offers',
  },

  // ---- records the law makes us keep: the person replaced by a pseudonym ----
  {
    path: 'projects/*',
    what:
      'projects that held money (funded, released, refunded or settled), theirs or taken by them; a project that ' +
      'never held money is deleted with everything under it',
    found: { by: 'fields', fields: ['studentId', 'sellerId'] },
    rule: moneyRecord({ studentId: ['description', 'hardware', 'software', 'features'] }),
    shownAs: 'Projects that were paid for: their title, amounts and dates',
  },
  {
    path: 'projects/*/history/*',
    what: "a paid project's events (funded, delivered, released…), with who took each step",
    found: { by: 'project' },
    rule: moneyRecord({ by: ['note'] }),
  },
  {
    // An offer is terms, not money (decision 067): the project that held money keeps the agreed price. A seller's own
    // offer goes, with its chat (its id is their uid); the offers on a student's paid project are the sellers' and
    // stay with the project's record, the student the pseudonym.
    path: 'projects/*/offers/*',
    what:
      "offers a seller sent (deleted with their chat); the sellers' offers on a student's project that held money " +
      'stay with it',
    found: { by: 'offer' },
    rule: { kind: 'pseudonymise', basis: MONEY_RECORDS_BASIS, period: MONEY_RECORDS_PERIOD, deleteWhen: ['sellerId'] },
    shownAs: 'Offers on your projects that were paid for: the sellers’ terms',
  },
  {
    path: 'projects/*/files/*',
    what:
      "where a paid project's delivered files are kept: the student's purchase stays when its seller goes; a student's " +
      'are deleted with their files',
    found: { by: 'project' },
    rule: moneyRecord(),
  },
  {
    path: 'storeOrders/*',
    what: 'store orders bought or sold',
    found: { by: 'fields', fields: ['studentId', 'sellerId'] },
    rule: moneyRecord({ studentId: ['deliveryAddress'] }),
    shownAs: 'Store orders: what was bought, for how much and when (not the delivery address)',
  },
  {
    path: 'paymentOrders/*',
    what: 'payment orders made with the payment provider',
    found: { by: 'fields', fields: ['studentId'] },
    rule: moneyRecord({ studentId: ['deliveryAddress'] }),
    shownAs: 'Payments and refunds',
  },
  {
    path: 'refunds/*',
    what: 'refunds to them',
    found: { by: 'fields', fields: ['payerId'] },
    rule: moneyRecord(),
  },
  {
    // Decision 049: a bank's chargeback on a payment, naming its payer and the seller whose share it held or took back.
    path: 'chargebacks/*',
    what: 'chargebacks on their payments, or on payments for their work',
    found: { by: 'fields', fields: ['payerId', 'sellerId'] },
    rule: moneyRecord(),
    shownAs: 'Chargebacks on your payments, and their outcome',
  },
  {
    path: 'payouts/*',
    what: 'payouts to them, or of projects they paid for',
    found: { by: 'fields', fields: ['sellerId', 'studentId'] },
    rule: moneyRecord(),
    shownAs: 'Payouts',
  },
  {
    path: 'ledgerEntries/*',
    what: 'ledger entries of their money',
    found: { by: 'fields', fields: ['payerId', 'sellerId'] },
    rule: moneyRecord(),
    shownAs: 'Ledger entries of your payments and payouts',
  },
  {
    // Decision 039's documents. The record's recipient (their name, address, GSTIN) is emptied; the issued PDF stays
    // as issued, private to admins once its owner has gone: a tax invoice is kept as it was made (CGST Act s.35-36),
    // never edited. A document owned by the other party names this person only as its supplier, which Rule 46 needs.
    path: 'documents/*',
    what: 'money documents: receipts, invoices, credit notes and statements',
    found: { by: 'fields', fields: ['ownerId'] },
    rule: moneyRecord({ ownerId: ['recipient'] }),
    shownAs: 'Receipts, invoices and statements',
  },
  kept('documentFiles/*', "where a money document's files are kept", 'file references, under the document id'),
  {
    // Its id holds the uid, so it cannot be kept under a pseudonym; the ledger's entries keep the same figures.
    path: 'sellerTaxYears/*',
    what: "a seller's gross in a financial year, which the TDS threshold reads",
    found: { by: 'fields', fields: ['sellerId'] },
    rule: { kind: 'delete' },
  },
  kept('documentSeries/*', "a serial series' last number", 'a counter'),
  {
    path: 'projectTakes/*',
    what: "when a project was taken, for the operator's figures",
    found: { by: 'fields', fields: ['sellerId'] },
    rule: moneyRecord(),
  },
  {
    path: 'reviews/*',
    what:
      "reviews they wrote, which stay on the other party's profile attributed to 'a former member'; reviews of them " +
      'are deleted with their rating',
    found: { by: 'fields', fields: ['authorId', 'subjectId'] },
    rule: {
      kind: 'pseudonymise',
      basis: "The reviewed person's rating is theirs: the words stay, attributed to 'a former member'",
      period: "As long as the reviewed person's profile",
      deleteWhen: ['subjectId'],
    },
    shownAs: "Reviews you wrote, shown as by 'a former member'",
  },
  {
    path: 'adminAudit/*',
    what: "the admins' audit log (deletions, moderation, settlements)",
    found: { by: 'fields', fields: ['target.uid', 'target.authorId', 'byUid'] },
    rule: { kind: 'pseudonymise', basis: LOGS_BASIS, period: LOGS_PERIOD },
  },
  {
    path: 'privacyRequests/*',
    what: "their requests to the grievance officer and the answers (the request's own words go)",
    found: { by: 'fields', fields: ['requesterId'] },
    rule: { kind: 'pseudonymise', basis: LOGS_BASIS, period: LOGS_PERIOD, erase: { requesterId: ['message'] } },
    shownAs: 'Your requests to us and our answers, without your words',
  },
  {
    path: 'deletedAccounts/*',
    what: 'the record that an account was deleted: its pseudonym, when, by whom (themselves or an admin)',
    found: null,
    rule: { kind: 'pseudonymise', basis: LOGS_BASIS, period: LOGS_PERIOD },
  },

  // ---- nothing of the person ----
  kept('jobs/*', 'job listings', 'no personal data'),
  kept('analytics/*', 'the visitor counter', 'a count'),
  kept('counters/*/shards/*', "the dashboard's counters", 'counts'),
  kept('counted/*', 'what each counted item added to the counters', 'counts by document id'),
  kept('insightsDays/*', "a day's figures", 'totals'),
  kept('insightsMonths/*', "a month's figures", 'totals'),
  kept('insightsImports/*', 'imported figures', 'totals'),
  kept('rateLimits/*/slots/*', 'requests counted against an hourly limit', 'a hash and a time, gone within two hours'),
  kept(
    'searchKeys/*',
    "a provider's payment, refund or payout id or UTR, and which records carry it (the console search)",
    'provider ids and record paths, nothing of the person',
  ),
  kept(
    'codRequests/*',
    'the last cash-on-delivery request per buyer, product and address',
    'a hash and an order id, kept a few minutes',
  ),
  kept('webhookEvents/*', 'webhook event ids already handled', 'ids'),
  kept('reconciliationRuns/*', "each day's reconciliation with the providers", 'totals and record ids'),
  kept('reconciliationDifferences/*', 'what a reconciliation could not match', 'amounts and record ids'),
];

/** Whether a path below the root ('users/u1/notifications/n1') fits a pattern ('users/* /notifications/*'). */
export function pathFits(pattern: string, relativePath: string): boolean {
  const want = pattern.split('/');
  const got = relativePath.split('/');
  return want.length === got.length && want.every((segment, i) => segment === '*' || segment === got[i]);
}

/** The entry for a document below the root, or null when the table has none (no two patterns fit one path). */
export function retentionOf(relativePath: string): RetentionEntry | null {
  return retentionTable.find((entry) => pathFits(entry.path, relativePath)) ?? null;
}

/** What the Privacy page lists: what goes, and what stays with why and for how long. */
export function whatDeletionDoes() {
  const shown = retentionTable.filter((entry) => entry.shownAs);
  return {
    goes: shown.filter((entry) => entry.rule.kind === 'delete').map((entry) => entry.shownAs!),
    stays: shown.flatMap((entry) =>
      entry.rule.kind === 'pseudonymise'
        ? [{ what: entry.shownAs!, why: entry.rule.basis, until: entry.rule.period }]
        : [],
    ),
  };
}
