// What the console's search shows of each thing it finds (decision 063): a title, the record as an admin reads it
// (a label and a value a line), and where inside the app it is handled, when it has such a place.
import type { DocumentData } from 'firebase-admin/firestore';
import { consoleAreaPath } from '@marketplace/shared/admin/console';
import type { SearchKind, SearchResult } from '@marketplace/shared/admin/console-api';
import { indiaDateTime } from '@marketplace/shared/ledger/india-day';
import { formatRupees } from '@marketplace/shared/projects/money';
import { toMillis } from '@marketplace/shared/to-millis';

type Shown = Pick<SearchResult, 'title' | 'facts' | 'href'>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const rupees = (paise: unknown) => (typeof paise === 'number' ? formatRupees(paise / 100) : '');
const when = (value: unknown) => {
  const millis = toMillis(value);
  return millis === null ? '' : indiaDateTime(millis);
};

/** The lines with a value; an empty value says nothing. */
const facts = (lines: [string, string][]) =>
  lines.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
const moneyAnchor = (anchor: string) => `${consoleAreaPath('money')}#${encodeURIComponent(anchor)}`;

export function factsOf(kind: SearchKind, id: string, data: DocumentData): Shown {
  switch (kind) {
    case 'payment':
      return {
        title: `Payment ${text(data.paymentId) || id}`,
        facts: facts([
          ['Provider order', id],
          ['For', data.purpose === 'store' ? 'A store order' : `Project ${text(data.projectId)}`],
          ['Amount', rupees(data.amountPaise)],
          ['Status', text(data.status)],
          ['Payer', text(data.studentId)],
          ['Created', when(data.createdAt)],
        ]),
        href: data.projectId ? `${consoleAreaPath('money')}?project=${encodeURIComponent(text(data.projectId))}` : null,
      };
    case 'refund':
      return {
        title: `Refund of ${text(data.title) || id}`,
        facts: facts([
          ['Refund', text(data.providerRefundId)],
          ['Payment', text(data.paymentId)],
          ['Amount', rupees(data.amountPaise)],
          ['Status', text(data.status)],
          ['Why it failed', text(data.failureReason)],
          ['Requested', when(data.requestedAt)],
        ]),
        href: moneyAnchor(`refund-${id}`),
      };
    case 'payout':
      return {
        title: `Payout for ${text(data.title) || id}`,
        facts: facts([
          ['Seller', text(data.sellerEmail)],
          ['Amount', rupees(data.amountPaise ?? data.sellerPaise)],
          ['Status', text(data.status)],
          ['UTR', text(data.reference)],
          ['Provider payout', text(data.providerPayoutId)],
          ['Why it failed', text(data.failureReason)],
          ['Created', when(data.createdAt)],
        ]),
        href: moneyAnchor(`payout-${id}`),
      };
    case 'order': {
      const product = (data.product ?? {}) as DocumentData;
      return {
        title: text(product.name) || `Order ${id}`,
        facts: facts([
          ['Order', id],
          ['Buyer', text(data.studentEmail)],
          ['Seller', text(product.sellerEmail)],
          ['Price', product.price === undefined ? '' : formatRupees(Number(product.price))],
          ['Status', text(data.orderStatus)],
          ['Payment', text(data.razorpay_payment_id) || text(data.paymentMethod)],
          ['Ordered', when(data.orderedAt)],
        ]),
        href: null,
      };
    }
    case 'project':
      return {
        title: text(data.title) || `Project ${id}`,
        facts: facts([
          ['Project', id],
          ['Student', text(data.studentEmail)],
          ['Seller', text(data.sellerEmail)],
          ['Budget', data.budget === undefined ? '' : formatRupees(Number(data.budget))],
          ['Status', text(data.status)],
          ['Payment', text(data.paymentStatus)],
          ['Dispute', text(data.disputeStatus)],
        ]),
        href: data.disputeStatus === 'open' ? `${consoleAreaPath('money')}?project=${encodeURIComponent(id)}` : null,
      };
    case 'document':
      return {
        title: `${text(data.serial)} · ${text(data.title)}`,
        facts: facts([
          ['Kind', text(data.kind)],
          ['Amount', rupees(data.amountPaise)],
          ['Owner', text(data.ownerId)],
          ['About', text(data.subject)],
          ['Issued', when(data.issuedAt ?? data.at)],
        ]),
        href: null,
      };
    case 'person':
      return {
        title: text(data.fullName) || text(data.displayName) || text(data.email) || id,
        facts: facts([
          ['Email', text(data.email)],
          ['Role', text(data.role)],
          ['Phone', text(data.phone)],
          ['Suspended', data.suspension ? 'Yes' : ''],
        ]),
        href: `/people/${encodeURIComponent(id)}`,
      };
  }
}
