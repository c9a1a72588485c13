// The 'Verified' badge (decision 033): the seller's PAN and payout account match their name. On a seller's cards
// and their public profile, from the public projection (people/{uid}.verified), which the server alone writes.
import { useShellTexts } from '../i18n/shell-texts.ts';
import './safety.css';

export function VerifiedBadge() {
  const t = useShellTexts();
  return (
    <span className="verified-badge" title={t('shell.verifiedTitle')}>
      <span aria-hidden="true">✓</span> {t('shell.verified')}
    </span>
  );
}
