// 'Share' on a listing's page (decision 052): the device's own share sheet where the browser has one
// (navigator.share, on phones), a WhatsApp link (most people here share there), and 'Copy link'. Drawn the same on
// the server and at hydration; the share sheet's button joins once the app runs and finds one.
import { useState, useSyncExternalStore } from 'react';
import { useStoreTexts } from './store-texts.ts';

interface ShareButtonsProps {
  /** The listing's canonical address. */
  url: string;
  title: string;
  /** The price as the page shows it, said in the message. */
  price: string;
}

const subscribe = () => () => {};
const hasShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** What a WhatsApp message carries: the project, its price, the link (WhatsApp draws the preview from the link). */
export const whatsAppLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export function ShareButtons({ url, title, price }: ShareButtonsProps) {
  // False on the server and during hydration, so the HTML matches; true after, where the browser has one.
  const shareSheet = useSyncExternalStore(subscribe, hasShareSheet, () => false);
  const t = useStoreTexts();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const message = `${title} — ${price}`;
  const share = () => {
    navigator.share({ title, text: message, url }).catch((error: unknown) => {
      // Closing the sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Sharing failed.', error);
    });
  };
  const copy = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));
  };
  return (
    <div className="share" role="group" aria-label={t('store.shareTitle')}>
      {shareSheet && (
        <button type="button" className="button button--secondary" onClick={share}>
          {t('store.share')}
        </button>
      )}
      <a
        className="button button--secondary"
        href={whatsAppLink(`${message} ${url}`)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('store.shareWhatsApp')}
      </a>
      <button type="button" className="button button--secondary" onClick={copy}>
        {t('store.copyLink')}
      </button>
      <span className="share__status" role="status">
        {copied === 'copied' ? t('store.linkCopied') : copied === 'failed' ? t('store.copyThisLink', { url }) : ''}
      </span>
    </div>
  );
}
