// What a suspended person sees instead of their dashboard when they sign in (decision 031): that an admin suspended
// them, the admin's reason, what they can and cannot do, and where to write.
import type { Suspension } from '@marketplace/shared/safety/suspension';
import { suspensionTexts } from '@marketplace/shared/safety/suspension';
import { formatDate } from '../../lib/format-date.ts';
import './safety.css';

export function SuspendedNotice({ suspension }: { suspension: Suspension }) {
  return (
    <section className="dashboard suspended-notice" aria-labelledby="suspended-title">
      <h1 id="suspended-title">{suspensionTexts.title}</h1>
      <div className="card suspended-notice__card" role="alert">
        <p>
          <strong>{suspensionTexts.reasonLabel}:</strong> {suspension.reason}
        </p>
        {suspension.at !== null && <p className="muted">Since {formatDate(suspension.at)}</p>}
      </div>
      <p>{suspensionTexts.explanation}</p>
      <p className="muted">{suspensionTexts.contact}</p>
    </section>
  );
}
