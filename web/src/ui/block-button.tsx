// 'Block' a person (decision 031), asked first in a confirm dialog that says what it does; from their page or the
// chat. The server's refusal (yourself, an admin) stays in the dialog in its words.
import { useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { blockTexts } from '@marketplace/shared/safety/block';
import type { SafetyPort } from '../lib/safety.port.ts';
import { Banner } from './banner.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface BlockButtonProps {
  uid: string;
  /** Who, as the page names them. */
  name: string;
  safety: Pick<SafetyPort, 'block'>;
  /** After the block is saved (a chat closes itself, a page says so). */
  onBlocked?: () => void;
}

export function BlockButton({ uid, name, safety, onBlocked }: BlockButtonProps) {
  const [asking, setAsking] = useState(false);
  const [blocked, setBlocked] = useState(false);
  if (blocked) return <Banner tone="success">{blockTexts.blocked}</Banner>;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        Block {name}
      </button>
      {asking && (
        <ConfirmDialog
          title={`Block ${name}?`}
          confirmLabel="Block"
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await safety.block(uid);
            } catch (failure) {
              throw new Error(serverExplanation(failure) ?? 'The block could not be saved. Please try again.');
            }
            setAsking(false);
            setBlocked(true);
            onBlocked?.();
          }}
        >
          <p>
            Neither of you will be able to message the other, take the other’s projects or buy from the other, and you
            will not see each other’s listings. You can unblock them on your Profile page.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
