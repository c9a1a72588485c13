import { describe, expect, it } from 'vitest';
import { emailGroupOf, emailWanted, mailFooters, mailFor, mailId, notificationPrefsSchema } from './email.ts';
import { notificationKinds, type NotificationKind } from './notification.ts';

describe('notification email', () => {
  it('puts every kind in a group, and sends unless that group is turned off', () => {
    expect(notificationKinds.map(emailGroupOf)).not.toContain(undefined);
    expect(emailGroupOf('payout-failed')).toBe('payouts');
    expect(emailGroupOf('order-shipped')).toBe('orders');
    expect(emailGroupOf('admin-new-dispute')).toBe('admin');
    expect(emailWanted(null, 'project-delivered')).toBe(true);
    expect(emailWanted({ emailOff: { payouts: true } }, 'project-delivered')).toBe(true);
    expect(emailWanted({ emailOff: { projects: true } }, 'project-delivered')).toBe(false);
  });

  it('reads only the stored shape', () => {
    expect(notificationPrefsSchema.safeParse({ emailOff: { orders: true } }).success).toBe(true);
    expect(notificationPrefsSchema.safeParse({ emailOff: { marketing: true } }).success).toBe(false);
    expect(notificationPrefsSchema.safeParse({ emailOff: {}, more: 1 }).success).toBe(false);
  });

  it('writes the plain text as is and escapes it in the HTML', () => {
    const mail = mailFor(
      'a@example.test',
      {
        kind: 'project-delivered',
        title: 'Work delivered',
        text: 'Delivered “<b>R&D</b>”.',
        link: '/dashboard?project=p1',
      },
      'https://app.example',
    );
    expect(mail.to).toBe('a@example.test');
    expect(mail.message.subject).toBe('Work delivered');
    expect(mail.message.text).toContain('Delivered “<b>R&D</b>”.');
    expect(mail.message.text).toContain('https://app.example/dashboard?project=p1');
    expect(mail.message.html).toContain('Delivered “&lt;b&gt;R&amp;D&lt;/b&gt;”.');
    expect(mail.message.html).not.toContain('<b>');
    expect(mailId('history-p1-e1', 'u1')).toBe('history-p1-e1-u1');
  });

  it('says an email can be turned off only when a choice on the Profile page turns it off', () => {
    const footerOf = (kind: NotificationKind) =>
      mailFor('a@example.test', { kind, title: 'T', text: 'Said.', link: '/dashboard' }, 'https://app.example').message
        .text;
    for (const kind of notificationKinds) {
      const expected = emailGroupOf(kind) === null ? mailFooters.alwaysSent : mailFooters.canTurnOff;
      expect(footerOf(kind).endsWith(expected), kind).toBe(true);
    }
    expect(footerOf('account-suspended')).toContain('always sent');
    expect(footerOf('chargeback-opened')).toContain('always sent');
    expect(footerOf('payout-processed')).toContain('turn these emails off');
  });
});
