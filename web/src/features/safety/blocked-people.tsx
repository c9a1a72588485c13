// The Profile page's 'Blocked people' (decision 031): whom this person blocked, newest first, each with Unblock.
// Whoever blocked them is never shown.
import { useId, useMemo, useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import type { UserProfile } from '@marketplace/shared/session/profile';
import type { SafetyApi, SafetyPort } from '../../lib/safety.port.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { PersonLink } from '../../ui/person-link.tsx';
import { useReportSay, useReportTexts } from '../../ui/report-texts.ts';
import './safety.css';

interface BlockedPeopleProps {
  profile: UserProfile;
  safety: Pick<SafetyPort, 'watchBlocks'>;
  api: Pick<SafetyApi, 'unblock'>;
}

export function BlockedPeople({ profile, safety, api }: BlockedPeopleProps) {
  const t = useReportTexts();
  const say = useReportSay();
  const titleId = useId();
  const blocks = useWatch(useMemo(() => safety.watchBlocks(profile.uid), [safety, profile.uid]));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function unblock(uid: string, name: string) {
    setBusy(uid);
    setError(null);
    setNotice(null);
    try {
      await api.unblock({ uid });
      setNotice(t('report.blocked.unblocked', { name }));
    } catch (failure) {
      setError(say(serverExplanation(failure)) ?? t('report.blocked.unblockFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card profile__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('report.blocked.title')}</h2>
      <Banner tone="error">{error}</Banner>
      <Banner tone="success">{notice}</Banner>
      {blocks.status === 'failed' && <p className="muted">{t('report.blocked.failed')}</p>}
      {blocks.status === 'ready' && blocks.value.length === 0 && <p className="muted">{t('report.blocked.none')}</p>}
      {blocks.status === 'ready' && blocks.value.length > 0 && (
        <ul className="blocked-people">
          {blocks.value.map((block) => {
            const name = block.blockedName || t('report.blocked.member');
            return (
              <li key={block.blockedId} className="blocked-people__item">
                <PersonLink uid={block.blockedId}>{name}</PersonLink>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('report.blocked.unblockName', { name })}
                  disabled={busy === block.blockedId}
                  onClick={() => void unblock(block.blockedId, name)}
                >
                  {busy === block.blockedId ? t('report.blocked.unblocking') : t('report.blocked.unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
