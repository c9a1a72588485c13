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

/**
 * A chat message as the API stores it (SPEC 3 'Project message'), besides its createdAt (the server's time): read by
 * its sender, unread by the other participant, whom alone the unread marker names.
 */
export function newMessageFields(sender: { uid: string; email: string }, recipientId: string, text: string) {
  return {
    text,
    senderId: sender.uid,
    senderEmail: sender.email,
    readBy: [sender.uid],
    unreadBy: [recipientId],
  };
}
