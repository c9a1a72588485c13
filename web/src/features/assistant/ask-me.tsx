// 'Ask Me' (SPEC 1): a floating button on every page that opens the support chat (ask-me-chat.tsx, loaded when it
// first opens: decision 071). On a phone the button steps aside while the person scrolls down the page, so it never
// sits over what they scrolled to (a card's Buy Now at the bottom of the screen), and comes back when they scroll
// up, reach the end or move focus to it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useShellTexts } from '../../i18n/shell-texts.ts';
import type { AssistantPort } from './assistant.port.ts';
import './ask-me.css';

const AskMeChat = lazy(() => import('./ask-me-chat.tsx'));

/** Scrolling down past the first screen's top: the button steps aside (CSS does so on phones only). */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4;
      // A few pixels either way are a finger's wobble, not a direction.
      if (Math.abs(y - last) < 8 && !atEnd) return;
      setDown(y > last && y > 80 && !atEnd);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

export function AskMe({ assistant }: { assistant: AssistantPort }) {
  const t = useShellTexts();
  const [open, setOpen] = useState(false);
  // Once opened, the conversation stays (answers go on arriving while the panel is closed).
  const [started, setStarted] = useState(false);
  const tucked = useScrollingDown() && !open;
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={tucked ? 'ask-me ask-me--tucked' : 'ask-me'}>
      {started && (
        <Suspense fallback={null}>
          <AskMeChat assistant={assistant} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="ask-me__button"
        aria-expanded={open}
        aria-controls={open ? 'ask-me-panel' : undefined}
        onClick={() => {
          if (open) return close();
          setStarted(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className="ask-me__icon">
          ?
        </span>
        {t('shell.askMe')}
      </button>
    </div>
  );
}
