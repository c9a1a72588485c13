import { describe, expect, it } from 'vitest';
import { chronological, messageToSend, unreadFor } from './chat.ts';
import { MESSAGE_MAX_LENGTH, type ProjectMessage } from './project.ts';

function message(id: string, senderId: string, readBy: string[], createdAt: number): ProjectMessage {
  return { id, text: `message ${id}`, createdAt, senderId, senderEmail: `${senderId}@example.com`, readBy };
}

describe('messageToSend (SPEC 5 chat)', () => {
  it.each(['', '   ', '\n\t '])('does not send an empty or whitespace-only draft %j', (draft) => {
    expect(messageToSend(draft)).toBeNull();
  });

  it('sends the trimmed text', () => {
    expect(messageToSend('  hi ')).toBe('hi');
  });

  it('keeps a message of exactly the maximum length and cuts a longer one to it', () => {
    const exact = 'a'.repeat(MESSAGE_MAX_LENGTH);
    expect(messageToSend(exact)).toBe(exact);
    expect(messageToSend(`${exact}bcd`)).toBe(exact);
  });
});

describe('unreadFor', () => {
  it('returns the other party’s messages that do not list my uid in readBy', () => {
    const messages = [
      message('1', 'seller-1', [], 1),
      message('2', 'seller-1', ['seller-1', 'student-1'], 2),
      message('3', 'student-1', [], 3),
      message('4', 'seller-1', ['seller-1'], 4),
    ];
    expect(unreadFor(messages, 'student-1').map((m) => m.id)).toEqual(['1', '4']);
    expect(unreadFor(messages, 'seller-1').map((m) => m.id)).toEqual(['3']);
  });
});

describe('chronological', () => {
  it('turns the newest-first query result oldest first without changing it', () => {
    const newestFirst = Object.freeze([message('3', 'a', [], 3), message('2', 'b', [], 2), message('1', 'a', [], 1)]);
    expect(chronological(newestFirst).map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(newestFirst.map((m) => m.id)).toEqual(['3', '2', '1']);
  });
});
