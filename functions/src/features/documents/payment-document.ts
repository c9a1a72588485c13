// A payment's document for its payer (decision 039): the receipt, or the tax invoice of a registered seller's sale,
// named from what the money paid for. The documents' trigger (entry-documents.ts) issues it for a capture and for cash
// collected on delivery, beside the seller's invoices and statements that a funding never makes (decision 094).
import type { Firestore } from 'firebase-admin/firestore';
import { paymentDocument, type Supply } from '@marketplace/shared/documents/buyer-documents';
import { buyerParty } from '@marketplace/shared/documents/parties';
import type { TaxConfig } from '@marketplace/shared/documents/tax-config';
import type { LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { subjectParts } from '@marketplace/shared/ledger/subject-titles';
import { paths } from '@marketplace/shared/paths';
import { personOf, sellerOnRecord } from './document-parties.ts';
import type { Made } from './record-document.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the money of a subject paid for: its title, what kind of supply, whose, and where it was delivered. */
interface Sale {
  title: string;
  supply: Supply;
  sellerId: string | null;
  deliveryAddress: string | null;
}

export async function saleOf(db: Firestore, subject: string | null): Promise<Sale> {
  const parts = subject ? subjectParts(subject) : null;
  if (parts?.kind === 'project') {
    const [project, delivery] = await db.getAll(
      db.doc(paths.project(parts.id)),
      db.doc(paths.projectDelivery(parts.id)),
    );
    return {
      title: text(project!.get('title')) || 'Project',
      supply: 'project',
      sellerId: text(project!.get('sellerId')) || null,
      deliveryAddress: text(delivery!.get('deliveryAddress')) || null,
    };
  }
  if (parts?.kind === 'order') {
    const order = await db.doc(paths.storeOrder(parts.id)).get();
    return {
      title: text(order.get('product.name')) || 'Store order',
      supply: 'store',
      sellerId: text(order.get('sellerId')) || text(order.get('product.sellerId')) || null,
      deliveryAddress: text(order.get('deliveryAddress')) || null,
    };
  }
  return { title: 'Payment for something no longer payable', supply: null, sellerId: null, deliveryAddress: null };
}

/** A capture's receipt or tax invoice, for the payer. */
export async function makePayment(
  { db, taxConfig }: { db: Firestore; taxConfig: TaxConfig },
  entry: LedgerEntry,
): Promise<Made> {
  // The payer is known from the entry: read beside the sale, not after it (a receipt waits on each round trip).
  const [sale, payer] = await Promise.all([saleOf(db, entry.subject), personOf(db, entry.payerId)]);
  const seller = sale.sellerId ? await sellerOnRecord(db, sale.sellerId) : null;
  const draft = paymentDocument({
    entry,
    ownerId: entry.payerId ?? '',
    title: sale.title,
    supply: sale.supply,
    buyer: buyerParty(payer, sale.deliveryAddress),
    seller: seller?.party ?? null,
    config: taxConfig,
  });
  return { draft };
}
