// SPEC 3 'Chat bot message': the conversation, bounded so that nobody can send the model a book (the last 10
// turns, 1,000 characters a message). What POST /api/assistant takes and answers: assistant-api.ts.
export const MAX_TURNS = 10;
export const MAX_MESSAGE_LENGTH = 1000;
/** SPEC 8: a failure or a wait this long shows the connection text. */
export const ANSWER_TIMEOUT_MS = 10_000;
/** Questions one client may ask a minute (the endpoint answers 429 beyond). */
export const QUESTIONS_PER_MINUTE = 20;

export const senders = ['user', 'bot'] as const;
export type Sender = (typeof senders)[number];

export interface ChatMessage {
  text: string;
  sender: Sender;
}

/** What the browser sends: the last turns, the greeting left out (it is not part of what was asked). */
export function conversationToSend(messages: readonly ChatMessage[], greeting: string): ChatMessage[] {
  const asked = messages.filter(
    (message, index) => !(index === 0 && message.sender === 'bot' && message.text === greeting),
  );
  return asked.slice(-MAX_TURNS).map((message) => ({ ...message, text: message.text.slice(0, MAX_MESSAGE_LENGTH) }));
}

/**
 * The language a message is written in, by its letters: Hindi when its Devanagari outnumbers its Latin letters. A
 * Hindi answer keeps the English names of the buttons it points to, and an English one may name the हिन्दी switch,
 * so one letter of either script does not decide. The chat marks each message with it (`lang`), so a screen reader
 * reads a Hindi answer on an English page in Hindi; the assistant's tests check answers by it.
 */
export function messageLanguage(text: string): 'hi' | 'en' {
  const devanagari = text.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin ? 'hi' : 'en';
}
