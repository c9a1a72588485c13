// A request's kind in the privacy notifications' English (decision 090): its words are the mail catalogue's alone,
// so here they are written out as the admins and the requester read them.
import { describe, expect, it } from 'vitest';
import { newRequestNotification, requestAnsweredNotification } from './privacy-notifications.ts';
import { requestKinds } from './requests.ts';

describe("a privacy request's notifications", () => {
  it('name each kind in a word or two', () => {
    const dueAt = Date.UTC(2027, 1, 20);
    expect(requestKinds.map((kind) => newRequestNotification({ id: 'q1', kind, dueAt }, 1).content.text)).toEqual([
      'A privacy request (access) arrived: answer it by 20 Feb 2027.',
      'A privacy request (correction) arrived: answer it by 20 Feb 2027.',
      'A privacy request (erasure) arrived: answer it by 20 Feb 2027.',
      'A privacy request (something else, or a complaint) arrived: answer it by 20 Feb 2027.',
    ]);
    expect(requestAnsweredNotification({ id: 'q1', requesterId: 'u1', kind: 'erasure' }, 'Done.', 2).content.text).toBe(
      'Our answer to your request (erasure): Done.',
    );
  });
});
