// SPEC 2 and 9: the Cancellation & Refund Policy, from the policy text in shared (the assistant answers from the same words).
// In Hindi, its Hindi (decision 079).
import { refund } from '@marketplace/shared/content/policies';
import { LegalPage } from './legal-page.tsx';

export function RefundPage() {
  return <LegalPage policy={refund} inHindi={(hindi) => hindi.refundInHindi} />;
}
