// The 'Verified' badge (decision 033): the seller's PAN and payout account match their name. On a seller's cards
// and their public profile, from the public projection (people/{uid}.verified), which the server alone writes.
import './safety.css';

export function VerifiedBadge() {
  return (
    <span className="verified-badge" title="This seller’s PAN and payout account are verified">
      <span aria-hidden="true">✓</span> Verified
    </span>
  );
}
