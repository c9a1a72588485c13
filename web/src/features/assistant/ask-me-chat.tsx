// Ask Me's conversation (SPEC 1), loaded when the panel first opens, so a visitor's first load carries only the
// button (decision 071: the first-load budget's margin). The panel takes focus when it opens, Escape closes it and
// gives focus back to the button, and new answers are read out through a live region. The conversation is kept for
// the browser session, and goes on while the panel is closed.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createActorContext } from '@xstate/react';
import { assistantChatMachine } from '@marketplace/shared/assistant/assistant-chat.machine';
import { MAX_MESSAGE_LENGTH, messageLanguage, type ChatMessage } from '@marketplace/shared/assistant/conversation';
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/assistant.json';
import { catalogue } from '../../i18n/i18n.ts';
import { inspect } from '../../lib/inspect.ts';
import { Banner } from '../../ui/banner.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { assistantLogic } from './assistant-logic.ts';
import type { AssistantPort } from './assistant.port.ts';
import { HiddenLabel } from '../../ui/field.tsx';

const useAssistantTexts = catalogue(en);

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

/**
 * The machine's own texts (SPEC's greeting and failures, in English in shared/src/texts.ts) in the shown language;
 * anything else (an answer, a refusal the server worded) as it came.
 */
function useShown() {
  const t = useAssistantTexts();
  const known: Record<string, string> = {
    [texts.assistant.greeting]: t('assistant.greeting'),
    [texts.assistant.emptyAnswer]: t('assistant.emptyAnswer'),
    [texts.assistant.connectionFailed]: t('assistant.connectionFailed'),
  };
  return (text: string) => known[text] ?? text;
}

export default function AskMeChat({
  assistant,
  open,
  onClose,
}: {
  assistant: AssistantPort;
  open: boolean;
  onClose: () => void;
}) {
  const [logic] = useState(() => assistantLogic(assistant));
  const [initial] = useState(keptConversation);
  return (
    <ChatContext.Provider logic={logic} options={{ input: { messages: initial } }}>
      <KeptConversation />
      {open && <ChatPanel onClose={onClose} />}
    </ChatContext.Provider>
  );
}

function KeptConversation() {
  const messages = ChatContext.useSelector((s) => s.context.messages);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
    } catch {
      // Storage full or blocked: the conversation simply does not outlive the page.
    }
  }, [messages]);
  return null;
}

function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useAssistantTexts();
  const shown = useShown();
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
        <h2 id={titleId}>{t('assistant.title')}</h2>
        <button type="button" className="ask-me__close" aria-label={t('assistant.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {/* A scrolling region is reached by keyboard too (Tab, then arrows), so an earlier answer can be read again. */}
      <ol ref={log} className="ask-me__messages" aria-label={t('assistant.conversation')} tabIndex={0}>
        {messages.map((message, index) => (
          <li key={index} className={`ask-me__message ask-me__message--${message.sender}`}>
            <span className="visually-hidden">
              {message.sender === 'user' ? t('assistant.youSaid') : t('assistant.itSaid')}{' '}
            </span>
            {/* Each message in its own language (a Hindi answer can come on an English page), for screen readers. */}
            <span lang={messageLanguage(shown(message.text))}>{shown(message.text)}</span>
          </li>
        ))}
        {pending !== null && (
          <li className="ask-me__message ask-me__message--bot" aria-hidden="true" lang={messageLanguage(pending)}>
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
        {error
          ? ''
          : asking
            ? t('assistant.answering')
            : messages.length > 1
              ? t('assistant.said', { text: shown(messages.at(-1)!.text) })
              : ''}
      </p>
      {error && (
        <Banner tone="error" className="ask-me__error">
          {shown(error)}
          {failed && (
            <button
              type="button"
              className="button--link ask-me__retry"
              onClick={() => {
                chat.send({ type: 'chat.retry' });
                input.current?.focus();
              }}
            >
              {t('assistant.tryAgain')}
            </button>
          )}
        </Banner>
      )}
      <form className="ask-me__form" onSubmit={send}>
        <HiddenLabel htmlFor={field('question').id}>{t('assistant.question')}</HiddenLabel>
        <textarea
          ref={input}
          className="input ask-me__input"
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('assistant.placeholder')}
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
          {asking ? t('assistant.asking') : t('assistant.send')}
        </button>
      </form>
    </div>
  );
}
