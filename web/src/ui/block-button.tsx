// 'Block' a person (decision 031), asked first in a confirm dialog that says what it does; from their page or the
// chat. The server's refusal (yourself, an admin) stays in the dialog, in the shown language when it is shared's
// (block-texts.ts), else in its words.
import { useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { ShownError } from '../lib/error-text.ts';
import { blockTexts } from '@marketplace/shared/safety/block';
import type { SafetyApi } from '../lib/safety.port.ts';
import { Banner } from './banner.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useBlockSay, useBlockTexts } from './block-texts.ts';

interface BlockButtonProps {
  uid: string;
  /** Who, as the page names them. */
  name: string;
  safety: Pick<SafetyApi, 'block'>;
  /** After the block is saved (a chat closes itself, a page says so). */
  onBlocked?: () => void;
}

export function BlockButton({ uid, name, safety, onBlocked }: BlockButtonProps) {
  const t = useBlockTexts();
  const say = useBlockSay();
  const [asking, setAsking] = useState(false);
  const [blocked, setBlocked] = useState(false);
  if (blocked) return <Banner tone="success">{say(blockTexts.blocked)}</Banner>;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        {t('block.button', { name })}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('block.title', { name })}
          confirmLabel={t('block.confirm')}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await safety.block({ uid });
            } catch (failure) {
              const explained = serverExplanation(failure);
              throw new ShownError(explained ? say(explained) : t('block.failed'));
            }
            setAsking(false);
            setBlocked(true);
            onBlocked?.();
          }}
        >
          <p>{t('block.explain')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
