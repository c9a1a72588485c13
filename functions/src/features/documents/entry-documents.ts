// The documents each ledger entry makes (decision 039), issued by a trigger on the entry's creation: a capture makes
// the buyer's receipt or tax invoice (payment-document.ts), a refund decided its credit note, an earning the platform's invoice for its
// share, a payout paid its statement. The figures come from the entries; the names, addresses and tax details are
// read as they are at the time of issue.
import type { Firestore } from 'firebase-admin/firestore';
import { creditNote, paymentDocumentId } from '@marketplace/shared/documents/buyer-documents';
import { subjectParts } from '@marketplace/shared/ledger/subject-titles';
import {
  paidShare,
  payoutStatement,
  platformGst,
  platformInvoice,
} from '@marketplace/shared/documents/seller-documents';
import type { TaxConfig } from '@marketplace/shared/documents/tax-config';
import { taxOf } from '@marketplace/shared/documents/taxes';
import { entryIdFor, ledgerEntrySchema, ledgerSubject, type LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import { sellerOnRecord } from './document-parties.ts';
import { makePayment, saleOf } from './payment-document.ts';
import { documentFrom, issueDocument, type IssueDeps, type Made } from './record-document.ts';

export interface DocumentDeps extends IssueDeps {
  taxConfig: TaxConfig;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function entryOf(db: Firestore, id: string): Promise<LedgerEntry | null> {
  const snapshot = await db.doc(paths.ledgerEntry(id)).get();
  if (!snapshot.exists) return null;
  return ledgerEntrySchema.parse({ ...snapshot.data(), id: snapshot.id });
}

/** A refund's credit note: its original (the capture's document) issued first, if it is not yet. */
async function makeCreditNote(deps: DocumentDeps, entry: LedgerEntry): Promise<Made | null> {
  const refund = await deps.db.doc(paths.refund(entry.refs.refundId ?? '')).get();
  const paymentOrderId = text(refund.get('paymentOrderId'));
  // A milestone funded with others (decision 075) was captured as its part of their one payment.
  const capture = paymentOrderId
    ? ((await entryOf(deps.db, entryIdFor.capture(paymentOrderId))) ??
      (await entryOf(deps.db, entryIdFor.partCapture(paymentOrderId, text(refund.get('subjectId'))))))
    : null;
  if (!capture) {
    log.error('a refund without its capture gets no credit note', undefined, { entryId: entry.id });
    return null;
  }
  const original = await issueFor(deps, capture);
  if (!original) throw new Error(`the payment document of ${capture.id} could not be issued`);
  return { draft: creditNote({ entry, original, config: deps.taxConfig }) };
}

/** An earning's platform invoice, for the seller. */
async function makePlatformInvoice({ db, taxConfig }: DocumentDeps, entry: LedgerEntry): Promise<Made | null> {
  if (!entry.sellerId) return null;
  const [sale, seller] = await Promise.all([saleOf(db, entry.subject), sellerOnRecord(db, entry.sellerId)]);
  const draft = platformInvoice({
    entry,
    sellerId: entry.sellerId,
    title: sale.title,
    seller: seller.party,
    config: taxConfig,
  });
  return draft && { draft };
}

/** The earning entry a payout pays from: a release, settlement or sale, or cash collected on delivery. */
async function earningOf(db: Firestore, subject: string): Promise<LedgerEntry | null> {
  const earned = await entryOf(db, entryIdFor.earning(subject));
  const order = subjectParts(subject);
  return earned ?? (order?.kind === 'order' ? entryOf(db, entryIdFor.codCollected(order.id)) : null);
}

/** A payout's statement: each payout it paid (its own and those it carried), from their entries. */
async function makePayoutStatement({ db, taxConfig }: DocumentDeps, entry: LedgerEntry): Promise<Made | null> {
  if (!entry.sellerId || !entry.refs.payoutId) return null;
  const payout = await db.doc(paths.payout(entry.refs.payoutId)).get();
  const carried = Array.isArray(payout.get('carried')) ? (payout.get('carried') as string[]) : [];
  const payouts = await Promise.all(
    [entry.refs.payoutId, ...carried].map((id) => (id === payout.id ? payout : db.doc(paths.payout(id)).get())),
  );
  const seller = await sellerOnRecord(db, entry.sellerId);
  const shareEntryIds: string[] = [];
  const shares = [];
  for (const paid of payouts) {
    const subject = text(paid.get('subject')) || ledgerSubject.project(text(paid.get('projectId')) || paid.id);
    const [earning, withholding] = await Promise.all([
      earningOf(db, subject),
      entryOf(db, entryIdFor.withholding(subject)),
    ]);
    if (!earning) throw new Error(`payout ${paid.id} has no earning entry for ${subject}`);
    const invoice = documentFrom(await db.doc(paths.document(earning.id)).get());
    const gst = invoice?.gst ?? platformGst(-earning.totals.platform, seller.party, taxConfig);
    shares.push(
      paidShare({
        payoutId: paid.id,
        title: text(paid.get('title')),
        earning,
        withholding,
        platformGstPaise: taxOf(gst),
      }),
    );
    shareEntryIds.push(earning.id, ...(withholding ? [withholding.id] : []));
  }
  const net = shares.reduce((sum, share) => sum + share.netPaise, 0);
  if (net !== entry.totals.sellerDue)
    log.error('a payout statement’s shares differ from the payout paid', undefined, {
      entryId: entry.id,
      sharesPaise: net,
      paidPaise: entry.totals.sellerDue,
    });
  const title = shares.length === 1 ? shares[0]!.title : `${shares.length} sales`;
  const draft = payoutStatement({
    entry,
    sellerId: entry.sellerId,
    title,
    seller: seller.party,
    shares,
    shareEntryIds,
    config: taxConfig,
  });
  return { draft };
}

const makers: Partial<Record<LedgerEntry['kind'], (deps: DocumentDeps, entry: LedgerEntry) => Promise<Made | null>>> = {
  capture: makePayment,
  'refund-due': makeCreditNote,
  release: makePlatformInvoice,
  settlement: makePlatformInvoice,
  sale: makePlatformInvoice,
  'cod-collected': makePlatformInvoice,
  'payout-paid': makePayoutStatement,
};

/** Issues the document an entry makes (its id is the entry's); null when the entry makes none. */
export async function issueFor(deps: DocumentDeps, entry: LedgerEntry) {
  const make = makers[entry.kind];
  // An imported entry's documents were the earlier books' (the demo's year of history: some 7,000 entries, whose
  // PDFs would keep a first start busy for many minutes).
  if (!make || entry.imported) return null;
  return issueDocument(deps, entry.id, () => make(deps, entry));
}

/**
 * Cash collected on delivery is when a COD buyer pays: besides the platform's invoice, the entry makes the buyer's
 * receipt (or tax invoice), which their Payments lists like a card or UPI payment's.
 */
async function issueCodReceipt(deps: DocumentDeps, entry: LedgerEntry) {
  if (entry.kind !== 'cod-collected' || entry.imported) return null;
  return issueDocument(deps, paymentDocumentId(entry), () => makePayment(deps, entry));
}

/** The trigger: an entry is created once and never changed, so every delivery of it issues (or finishes) its document. */
export async function issueEntryDocuments(deps: DocumentDeps, change: DocumentChange): Promise<void> {
  if (!change.after) return;
  const parsed = ledgerEntrySchema.safeParse({ ...change.after, id: change.params.entryId });
  if (!parsed.success) {
    log.error('a ledger entry that does not parse gets no document', parsed.error, { entryId: change.params.entryId });
    return;
  }
  await issueFor(deps, parsed.data);
  await issueCodReceipt(deps, parsed.data);
}

export const issueDocumentsTrigger: Trigger<DocumentDeps> = {
  kind: 'firestore',
  document: `${paths.ledgerEntries}/{entryId}`,
  handle: issueEntryDocuments,
};
