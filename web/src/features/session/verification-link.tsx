// Local mode only: the Auth emulator keeps the mails it would send, so a person can verify offline.
import { useState } from 'react';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

export function VerificationLink({
  emulatorUrl,
  projectId,
  email,
}: {
  emulatorUrl: string;
  projectId: string;
  email: string;
}) {
  const [status, setStatus] = useState<'idle' | 'loading' | 'missing'>('idle');

  async function openLatestLink() {
    setStatus('loading');
    try {
      const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
      const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
      const latest = oobCodes.filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email === email).at(-1);
      if (!latest) {
        setStatus('missing');
        return;
      }
      window.open(latest.oobLink, '_blank', 'noopener');
      setStatus('idle');
    } catch {
      setStatus('missing');
    }
  }

  return (
    <div className="verification-link">
      <span className="muted">Running locally: the verification mail is kept by the Auth emulator. </span>
      <button type="button" className="button--link" onClick={openLatestLink} disabled={status === 'loading'}>
        Open the verification link
      </button>
      {status === 'missing' && <span className="muted"> No verification mail found for {email}.</span>}
    </div>
  );
}
