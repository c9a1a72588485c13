// 'Ask Me' (SPEC 1): a floating button on every page that opens the support chat. The panel takes focus when
// it opens, Escape closes it and gives focus back to the button, and new answers are read out through a
// live region. The conversation is kept for the browser session. On a phone the button steps aside while the
// person scrolls down the page, so it never sits over what they scrolled to (a card's Buy Now at the bottom of the
// screen), and comes back when they scroll up, reach the end or move focus to it.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createActorContext } from '@xstate/react';
import { assistantChatMachine } from '@marketplace/shared/assistant/assistant-chat.machine';
import { MAX_MESSAGE_LENGTH, type ChatMessage } from '@marketplace/shared/assistant/conversation';
import { Banner } from '../../ui/banner.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import type { AssistantLogic } from './assistant-logic.ts';
import './ask-me.css';
import { inspect } from '../../lib/inspect.ts';

const STORAGE_KEY = 'ask-me.conversation';

function keptConversation(): ChatMessage[] | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return Array.isArray(kept) ? (kept as ChatMessage[]) : undefined;
  } catch {
    return undefined;
  }
}

const ChatContext = createActorContext(assistantChatMachine, { inspect });

export function AskMe({ logic }: { logic: AssistantLogic }) {
  const [initial] = useState(keptConversation);
  return (
    <ChatContext.Provider logic={logic} options={{ input: { messages: initial } }}>
      <AskMeButton />
    </ChatContext.Provider>
  );
}

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

function AskMeButton() {
  const [open, setOpen] = useState(false);
  const tucked = useScrollingDown() && !open;
  const button = useRef<HTMLButtonElement>(null);
  const messages = ChatContext.useSelector((s) => s.context.messages);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
    } catch {
      // Storage full or blocked: the conversation simply does not outlive the page.
    }
  }, [messages]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={tucked ? 'ask-me ask-me--tucked' : 'ask-me'}>
      {open && <ChatPanel onClose={close} />}
      <button
        ref={button}
        type="button"
        className="ask-me__button"
        aria-expanded={open}
        aria-controls={open ? 'ask-me-panel' : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true" className="ask-me__icon">
          ?
        </span>
        Ask Me
      </button>
    </div>
  );
}

function ChatPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const chat = ChatContext.useActorRef();
  const messages = ChatContext.useSelector((s) => s.context.messages);
  const pending = ChatContext.useSelector((s) => s.context.pending);
  const error = ChatContext.useSelector((s) => s.context.error);
  const asking = ChatContext.useSelector((s) => s.matches('asking'));
  const failed = ChatContext.useSelector((s) => s.matches('failed'));
  const { values, field, reset } = useFormFields({ question: '' }, inputId);
  const draft = values.question;
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);

  // Focus moves into the panel when it opens (issue: keyboard use).
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, pending, error]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!draft.trim() || asking) return;
    chat.send({ type: 'chat.send', text: draft });
    reset();
    // Send is disabled while the answer comes, which would drop a clicked button's focus on the page:
    // the question box keeps it, ready for the next question.
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div id="ask-me-panel" className="card ask-me__panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {/* Not a <header>: the page has one banner, and this panel sits beside it. */}
      <div className="ask-me__header">
        <h2 id={titleId}>Ask Me</h2>
        <button type="button" className="ask-me__close" aria-label="Close Ask Me" onClick={onClose}>
          ×
        </button>
      </div>
      {/* A scrolling region is reached by keyboard too (Tab, then arrows), so an earlier answer can be read again. */}
      <ol ref={log} className="ask-me__messages" aria-label="Conversation" tabIndex={0}>
        {messages.map((message, index) => (
          <li key={index} className={`ask-me__message ask-me__message--${message.sender}`}>
            <span className="visually-hidden">{message.sender === 'user' ? 'You: ' : 'Ask Me: '}</span>
            {message.text}
          </li>
        ))}
        {pending !== null && (
          <li className="ask-me__message ask-me__message--bot" aria-hidden="true">
            {pending}
          </li>
        )}
        {asking && pending === null && (
          <li className="ask-me__message ask-me__message--bot ask-me__typing" aria-hidden="true">
            …
          </li>
        )}
      </ol>
      {/* Read out once complete: the answer (a failure is read out by its alert below). */}
      <p className="visually-hidden" aria-live="polite">
        {error ? '' : asking ? 'Ask Me is answering.' : messages.length > 1 ? `Ask Me: ${messages.at(-1)!.text}` : ''}
      </p>
      {error && (
        <Banner tone="error" className="ask-me__error">
          {error}
          {failed && (
            <button
              type="button"
              className="button--link ask-me__retry"
              onClick={() => {
                chat.send({ type: 'chat.retry' });
                input.current?.focus();
              }}
            >
              Try again
            </button>
          )}
        </Banner>
      )}
      <form className="ask-me__form" onSubmit={send}>
        <label htmlFor={field('question').id} className="visually-hidden">
          Your question
        </label>
        <textarea
          ref={input}
          className="input ask-me__input"
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder="Ask about projects, payments or the store…"
          {...field('question')}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className="button" disabled={asking || !draft.trim()}>
          {asking ? 'Asking…' : 'Send'}
        </button>
      </form>
    </div>
  );
}
