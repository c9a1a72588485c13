// SPEC 2 and 9: the Terms and Conditions, from the policy text in shared (the assistant answers from the same words).
// In Hindi, its Hindi (decision 079).
import { terms } from '@marketplace/shared/content/policies';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage policy={terms} inHindi={(hindi) => hindi.termsInHindi} />;
}
