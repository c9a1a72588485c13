// The Privacy page's 'Delete your account' (decision 040): first why it cannot go yet (money held or owed, work in
// progress), each with what to do; once nothing holds it, what goes and what the law keeps (and why, how long), and
// a typed confirmation, and the person proving it is them where they are (their password, or Google's popup), which
// gives the deletion the fresh sign-in the server asks for.
import { useState, type FormEvent } from 'react';
import { deletionTexts, type DeletionBlocker } from '@marketplace/shared/privacy/deletion';
import { whatDeletionDoes } from '@marketplace/shared/privacy/retention';
import { Banner } from '../../ui/banner.tsx';
import { InputField } from '../../ui/field.tsx';
import { Card, failed } from './privacy-card.tsx';
import type { IdentityCheck, PrivacyApi, PrivacyPort } from './privacy.port.ts';

interface DeleteCardProps {
  privacy: Pick<PrivacyPort, 'identityCheck' | 'confirmIdentity'>;
  api: Pick<PrivacyApi, 'deletionCheck' | 'deleteAccount'>;
  onDeleted: () => void;
}

export function DeleteCard({ privacy, api, onDeleted }: DeleteCardProps) {
  const [blockers, setBlockers] = useState<DeletionBlocker[] | null>(null);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [identityCheck, setIdentityCheck] = useState<IdentityCheck>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const effects = whatDeletionDoes();

  async function check() {
    setBusy(true);
    setError(null);
    try {
      const [found, identity] = await Promise.all([api.deletionCheck(), privacy.identityCheck()]);
      setIdentityCheck(identity);
      setBlockers(found.blockers);
    } catch (failure) {
      setError(failed(failure, 'We could not check your account. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const identity = await privacy.confirmIdentity(password);
      if (identity !== 'confirmed') {
        setError(identity === 'wrong-password' ? deletionTexts.wrongPassword : deletionTexts.notConfirmed);
        setBusy(false);
        return;
      }
      // What the person typed goes as it is: the server refuses anything but the word, in its own words.
      await api.deleteAccount({ confirm: typed.trim() as typeof deletionTexts.confirmWord });
      onDeleted();
    } catch (failure) {
      setError(failed(failure, 'Your account could not be deleted. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Card title="Delete your account">
      <Banner tone="error">{error}</Banner>
      {blockers === null && (
        <button type="button" className="button button--danger" disabled={busy} onClick={() => void check()}>
          Delete my account…
        </button>
      )}
      {blockers !== null && blockers.length > 0 && (
        <div role="alert">
          <p>Your account cannot be deleted yet:</p>
          <ul className="privacy__list">
            {blockers.map((blocker) => (
              <li key={blocker.reason}>
                {blocker.reason} <strong>{blocker.whatToDo}</strong>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void check()}>
            Check again
          </button>
        </div>
      )}
      {blockers !== null && blockers.length === 0 && (
        <form onSubmit={(event) => void remove(event)}>
          <p>These go for good:</p>
          <ul className="privacy__list">
            {effects.goes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>The law makes us keep these, with your name replaced:</p>
          <ul className="privacy__list">
            {effects.stays.map((line) => (
              <li key={line.what}>
                {line.what}: {line.why}; for {line.until}.
              </li>
            ))}
          </ul>
          <InputField
            id="privacy-delete-confirm"
            label={deletionTexts.typeToConfirm}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {identityCheck === 'password' ? (
            <InputField
              id="privacy-delete-password"
              label={deletionTexts.yourPassword}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <p>{deletionTexts.googleConfirms}</p>
          )}
          <button
            type="submit"
            className="button button--danger"
            disabled={
              busy || typed.trim() !== deletionTexts.confirmWord || (identityCheck === 'password' && password === '')
            }
          >
            {busy ? 'Deleting...' : 'Delete my account for good'}
          </button>
        </form>
      )}
    </Card>
  );
}
