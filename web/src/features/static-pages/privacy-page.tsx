// SPEC 2 and 9: the Privacy Policy, from the policy text in shared (the assistant answers from the same words).
// In Hindi, its Hindi (decision 079).
import { privacy } from '@marketplace/shared/content/policies';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage policy={privacy} inHindi={(hindi) => hindi.privacyInHindi} />;
}
