// Who else may see each field of a person (docs/decisions/042-who-sees-what-of-a-person.md), in the form of the
// retention table: for each kind of record a person appears in, the fields of theirs it holds that someone other than
// them may see (the other side of a trade, the buyer a document is for, the public, admins), and why. A field not
// listed here is shown to nobody but the person (and the server). The documents' parties (documents/parties.ts), the
// data download (person-archive.ts) and the deletion (erase-documents.ts: what of the person it looks for in others'
// records) read it; the API suites check documents and downloads against it.

/** Who, besides the person, may see a field. */
export const viewers = ['counterparty', 'documentBuyer', 'public', 'admins'] as const;
export type Viewer = (typeof viewers)[number];

/** The kinds of record a person appears in. */
export const disclosedRecords = [
  'profile',
  'documents',
  'reviews',
  'payouts',
  'notifications',
  'mail',
  'messages',
  'orders',
  'offers',
] as const;
export type DisclosedRecord = (typeof disclosedRecords)[number];

export interface Disclosure {
  /** Who besides the person may see it. */
  to: readonly Viewer[];
  /** The purpose it was given for that the showing serves (DPDP Act s.4-5: purpose limitation). */
  why: string;
}

export interface DisclosureEntry {
  record: DisclosedRecord;
  /** Where the records are, below the app's root, as the retention table names them. */
  paths: readonly string[];
  /** How the person is named in it: the fields that hold their uid (or, for mail, their address). */
  personIn: readonly string[];
  /** Their fields in it that others may see; any other field of theirs is shown to nobody else. */
  fields: Readonly<Record<string, Disclosure>>;
}

const ADMINS_WHY = 'Admins run the platform: support, disputes, moderation and the books (decision 040)';

export const disclosureTable: readonly DisclosureEntry[] = [
  {
    record: 'profile',
    paths: ['users/*', 'people/*'],
    personIn: ['uid'],
    fields: {
      displayName: { to: ['public', 'admins'], why: 'A member is known by name on listings, projects and reviews' },
      role: { to: ['public', 'admins'], why: 'Whether a member buys or sells is what the marketplace is for' },
      since: { to: ['public'], why: 'How long a member has been here, beside their reviews' },
      email: { to: ['admins'], why: ADMINS_WHY },
      phone: { to: ['admins'], why: ADMINS_WHY },
      address: { to: ['admins'], why: ADMINS_WHY },
    },
  },
  {
    // A buyer's document names its supplier (the seller). A tax invoice (registered seller) must carry the supplier's
    // name, address and GSTIN (CGST Rule 46); a receipt from an unregistered seller needs only their name and state
    // (a chartered accountant to confirm: decision 042). Never a PAN, a home address or an email.
    record: 'documents',
    paths: ['documents/*'],
    personIn: ['ownerId', 'supplier'],
    fields: {
      'supplier.name': { to: ['documentBuyer', 'admins'], why: 'Who supplied what the buyer paid for' },
      'supplier.gstin': { to: ['documentBuyer', 'admins'], why: "A tax invoice states the supplier's GSTIN (Rule 46)" },
      'supplier.address': {
        to: ['documentBuyer', 'admins'],
        why: "A tax invoice states the registered supplier's address (Rule 46); an unregistered seller's is not shown",
      },
      'supplier.stateCode': {
        to: ['documentBuyer', 'admins'],
        why: 'The place of supply decides the tax (IGST Act s.10, 12)',
      },
      'recipient.name': { to: ['admins'], why: ADMINS_WHY },
      'recipient.address': { to: ['admins'], why: ADMINS_WHY },
      'recipient.email': { to: ['admins'], why: ADMINS_WHY },
    },
  },
  {
    record: 'reviews',
    paths: ['reviews/*'],
    personIn: ['authorId', 'subjectId'],
    fields: {
      // Until published (both wrote, or 7 days passed) a review is its author's and admins' only (firestore.rules).
      stars: { to: ['public', 'admins'], why: 'A published review is public, to help others choose (SPEC)' },
      text: { to: ['public', 'admins'], why: 'A published review is public, to help others choose (SPEC)' },
      projectTitle: { to: ['public', 'admins'], why: 'What the published review is about' },
    },
  },
  {
    // A payout is the seller's money: the student whose project paid for it sees none of it.
    record: 'payouts',
    paths: ['payouts/*'],
    personIn: ['sellerId'],
    fields: {
      sellerEmail: { to: ['admins'], why: ADMINS_WHY },
      detailsHint: { to: ['admins'], why: ADMINS_WHY },
      reference: { to: ['admins'], why: ADMINS_WHY },
      withheldPaise: { to: ['admins'], why: ADMINS_WHY },
      failureReason: { to: ['admins'], why: ADMINS_WHY },
    },
  },
  {
    // A notification is its recipient's; one about the other side of a trade may name them.
    record: 'notifications',
    paths: ['users/*/notifications/*'],
    personIn: ['uid'],
    fields: {
      displayName: { to: ['counterparty'], why: "Who took, funded or answered the person's project or order" },
    },
  },
  {
    record: 'mail',
    paths: ['mail/*'],
    personIn: ['to'],
    fields: {
      displayName: { to: ['counterparty'], why: "Who took, funded or answered the person's project or order" },
    },
  },
  {
    record: 'messages',
    paths: ['projects/*/messages/*', 'projects/*/offers/*/messages/*'],
    personIn: ['senderId'],
    fields: {
      text: { to: ['counterparty', 'admins'], why: 'A chat message is written to the other side of the project' },
      senderName: { to: ['counterparty', 'admins'], why: 'Who wrote it' },
    },
  },
  {
    // A seller's offer (decision 067) is read by the project's student and admins; the seller's facts on it are their
    // public profile's. Its chat's messages (decision 073) are 'messages'.
    record: 'offers',
    paths: ['projects/*/offers/*'],
    personIn: ['sellerId'],
    fields: {
      displayName: { to: ['counterparty', 'admins'], why: 'The student weighs an offer by who made it' },
      terms: { to: ['counterparty', 'admins'], why: 'An offer is terms made to the project’s student' },
    },
  },
  {
    record: 'orders',
    paths: ['storeOrders/*', 'projects/*'],
    personIn: ['studentId', 'sellerId'],
    fields: {
      deliveryAddress: { to: ['counterparty', 'admins'], why: 'The seller delivers the goods or work there' },
      studentEmail: { to: ['counterparty', 'admins'], why: 'The seller can reach the buyer about delivery' },
      sellerEmail: { to: ['counterparty', 'admins'], why: 'The buyer can reach the seller about the order' },
    },
  },
];

export function disclosureOf(record: DisclosedRecord): DisclosureEntry {
  return disclosureTable.find((entry) => entry.record === record)!;
}

/** The entry for records at `path`, a pattern as the retention table writes it (`*` for an id). */
export function disclosureAt(path: string): DisclosureEntry | undefined {
  return disclosureTable.find((entry) => entry.paths.includes(path));
}

/** Whether `viewer` may see `field` of another person in `record` (a field not in the table: nobody may). */
export function mayShow(record: DisclosedRecord, field: string, viewer: Viewer): boolean {
  return disclosureOf(record).fields[field]?.to.includes(viewer) ?? false;
}
