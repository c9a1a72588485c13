// Local mode only: the Auth emulator keeps the mails it would send, so a person can verify offline.
import { useState } from 'react';
import { useAuthTexts } from './auth-texts.ts';

export function VerificationLink({
  email,
  latestLink,
}: {
  email: string;
  latestLink: (email: string) => Promise<string | null>;
}) {
  const t = useAuthTexts();
  const [status, setStatus] = useState<'idle' | 'loading' | 'missing'>('idle');

  async function openLatestLink() {
    setStatus('loading');
    try {
      const link = await latestLink(email);
      if (!link) {
        setStatus('missing');
        return;
      }
      window.open(link, '_blank', 'noopener');
      setStatus('idle');
    } catch {
      setStatus('missing');
    }
  }

  return (
    <div className="verification-link">
      <span className="muted">{t('signin.local.kept')}</span>
      <button type="button" className="button--link" onClick={openLatestLink} disabled={status === 'loading'}>
        {t('signin.local.open')}
      </button>
      {status === 'missing' && <span className="muted">{t('signin.local.missing', { email })}</span>}
    </div>
  );
}
