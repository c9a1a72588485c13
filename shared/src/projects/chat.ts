// SPEC 5 'Chat' and the unread markers.
import type { ProjectMessage } from './project.ts';
import { MESSAGE_MAX_LENGTH } from './project.ts';

/** A message worth sending: not empty or whitespace only. Returns the text to store, or null. */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  if (!text) return null;
  return text.slice(0, MESSAGE_MAX_LENGTH);
}

/** Messages from the other party that this person has not read yet. */
export function unreadFor(messages: readonly ProjectMessage[], uid: string): ProjectMessage[] {
  return messages.filter((message) => message.senderId !== uid && !message.readBy.includes(uid));
}

/** SPEC 7: the chat is queried newest first (limit 50) and shown oldest first. */
export function chronological(newestFirst: readonly ProjectMessage[]): ProjectMessage[] {
  return [...newestFirst].reverse();
}
