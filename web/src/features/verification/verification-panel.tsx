// 'Verify before your first payout' under Your Payouts (decision 033): the seller sends their PAN; it is checked,
// with the account they are paid to, against the name on their profile, and until both match their payouts wait
// (each says why). Where it stands is read live: checking, verified (the public 'Verified' badge), or failed with
// the reason and the form again. Its texts are in the catalogue's verification part (decision 071), whose English
// is the words the server writes (verification-texts.test.ts holds them equal).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import {
  PAN_FORMAT,
  accountFailed,
  failedCheckOf,
  panHint,
  type SellerVerification,
} from '@marketplace/shared/verification/seller-verification';
import { useLocale } from '../../i18n/i18n.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { useVerificationTexts } from './verification-texts.ts';
import type { VerificationApi, VerificationPort } from './verification.port.ts';
import './verification.css';

interface VerificationPanelProps {
  sellerId: string;
  port: VerificationPort;
  api: VerificationApi;
}

export function VerificationPanel({ sellerId, port, api }: VerificationPanelProps) {
  const t = useVerificationTexts();
  const titleId = useId();
  const watched = useWatch(useMemo(() => port.watchVerification(sellerId), [port, sellerId]));
  const current = watched.status === 'ready' ? watched.value : null;
  return (
    <section className="verification" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('verification.title')} {current?.status === 'verified' && <VerifiedBadge />}
      </h3>
      {watched.status === 'loading' && (
        <p className="muted" role="status">
          {t('verification.loading')}
        </p>
      )}
      {watched.status === 'ready' && current === null && <p>{t('verification.before')}</p>}
      {current?.status === 'checking' && (
        <Banner tone="info" as="p">
          {t('verification.checking')}
        </Banner>
      )}
      {current?.status === 'verified' && (
        <Banner tone="success" as="p">
          {t('verification.verified', { pan: panHint(current.pan) })}
        </Banner>
      )}
      {current?.status === 'failed' && <FailedRound failed={current} api={api} />}
      {watched.status === 'ready' && current === null && <PanForm api={api} again={false} />}
    </section>
  );
}

/**
 * Why the round failed and what to change. A PAN that failed is typed again; anything else (the account, the name on
 * the profile) is corrected where it lives, and then checked again with the PAN already sent, not typed again: a new
 * account is checked as soon as it is saved.
 */
function FailedRound({ failed, api }: { failed: SellerVerification; api: VerificationApi }) {
  const t = useVerificationTexts();
  const check = failedCheckOf(failed.failureReason);
  // The server words the reason in English, with the names it compared: shown as it is in English; in Hindi the
  // check it failed says it.
  const reason =
    useLocale() === 'en' ? (failed.failureReason ?? t('verification.noReason')) : t(`verification.reason.${check}`);
  return (
    <>
      <Banner tone="error" as="p">
        {t('verification.failed', { reason })}
      </Banner>
      <p className="verification__next">
        <strong>{t('verification.whatToChange')}</strong> {t(`verification.change.${check}`)}
        {accountFailed(check) && <> {t('verification.payoutsWait')}</>}
      </p>
      {check === 'pan' || check === 'pan-name' ? (
        <PanForm api={api} again />
      ) : (
        <VerifyAgain send={() => api.submitPan({ pan: failed.pan })} />
      )}
    </>
  );
}

function VerifyAgain({ send }: { send: () => Promise<unknown> }) {
  const t = useVerificationTexts();
  const { sending, error, run } = useSendPan();
  return (
    <div className="verification__again">
      <Banner tone="error">{error}</Banner>
      <button type="button" className="button button--secondary" disabled={sending} onClick={() => void run(send)}>
        {sending ? t('verification.sending') : t('verification.verifyAgain')}
      </button>
    </div>
  );
}

/** Sending a PAN, from the form or again: while it goes, and the server's refusal (or a plain failure) after. */
function useSendPan() {
  const t = useVerificationTexts();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(send: () => Promise<unknown>): Promise<boolean> {
    setSending(true);
    setError(null);
    try {
      await send();
      return true;
    } catch (failure) {
      setError(serverExplanation(failure) ?? t('verification.sendFailed'));
      return false;
    } finally {
      setSending(false);
    }
  }
  return { sending, error, setError, run };
}

function PanForm({ api, again }: { api: VerificationApi; again: boolean }) {
  const t = useVerificationTexts();
  const id = useId();
  const [pan, setPan] = useState('');
  const { sending, error, setError, run } = useSendPan();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = pan.replace(/\s+/g, '').toUpperCase();
    if (!PAN_FORMAT.test(typed)) return setError(t('verification.panFormat'));
    if (await run(() => api.submitPan({ pan: typed }))) setPan('');
  }

  return (
    <form className="verification__form" aria-label={t('verification.form')} onSubmit={submit} noValidate>
      <Banner tone="error">{error}</Banner>
      <label htmlFor={`${id}-pan`}>{t('verification.pan')}</label>
      <div className="verification__row">
        <input
          id={`${id}-pan`}
          className="input"
          autoComplete="off"
          placeholder="ABCPE1234F"
          maxLength={14}
          value={pan}
          onChange={(event) => setPan(event.target.value)}
          disabled={sending}
        />
        <button type="submit" className="button" disabled={sending || pan.trim() === ''}>
          {sending ? t('verification.sending') : again ? t('verification.verifyAgain') : t('verification.verify')}
        </button>
      </div>
    </form>
  );
}
