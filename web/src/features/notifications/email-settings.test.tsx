import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emailGroups } from '@marketplace/shared/notifications/email';
import type { UserProfile } from '@marketplace/shared/session/profile';
import enEmails from '../../i18n/en/emails.json';
import hiEmails from '../../i18n/hi/emails.json';
import { showIn } from '../../i18n/language-choice.ts';
import { closedSetWords } from '../../lib/testing/closed-set-words.ts';
import { EmailSettings } from './email-settings.tsx';
import { fakeNotifications } from './testing/fake-notifications.ts';

afterEach(cleanup);

const seller: UserProfile = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };
const admin: UserProfile = { uid: 'admin-1', email: 'admin@example.com', role: 'admin' };

const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the email choices on the Profile page', () => {
  it('shows each group checked unless turned off, and saves a change whole', async () => {
    const { port, prefs } = fakeNotifications();
    render(<EmailSettings profile={seller} port={port} />);
    await act(async () => prefs.push({ emailOff: { payouts: true } }));

    expect(box(/on my projects/).checked).toBe(true);
    expect(box(/payout/).checked).toBe(false);
    expect(box(/store order/).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /dispute/ })).toBeNull();

    fireEvent.click(box(/on my projects/));
    expect(port.saveEmailPrefs).toHaveBeenCalledWith('seller-1', { emailOff: { payouts: true, projects: true } });
    // Shown as chosen at once, before the stored choice comes back.
    expect(box(/on my projects/).checked).toBe(false);
  });

  it('shows a choice that could not be saved as it is stored again', async () => {
    const { port, prefs } = fakeNotifications();
    let refuse!: (error: Error) => void;
    port.saveEmailPrefs = () => new Promise<void>((_, reject) => (refuse = reject));
    render(<EmailSettings profile={seller} port={port} />);
    await act(async () => prefs.push({ emailOff: {} }));
    fireEvent.click(box(/payout/));
    expect(box(/payout/).checked).toBe(false);
    await act(async () => refuse(new Error('offline')));
    expect(box(/payout/).checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('could not be saved');
  });

  it('shows admins their own group only, and says when a choice could not be saved', async () => {
    const { port, prefs } = fakeNotifications();
    port.saveEmailPrefs = async () => Promise.reject(new Error('offline'));
    render(<EmailSettings profile={admin} port={port} />);
    await act(async () => prefs.push({ emailOff: {} }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(box(/new dispute/));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be saved'));
  });
});

describe('the email choices in Hindi (decision 071)', () => {
  it("says each of shared's groups in English and in Hindi (decision 090)", () => {
    const groups = emailGroups.map((group) => `emails.group.${group}`);
    expect(closedSetWords(groups, enEmails, hiEmails)).toEqual({
      english: [
        'Email me when something happens on my projects',
        'Email me when a payout is processed, fails or waits for my payout details or verification',
        'Email me when a store order is shipped, delivered, cancelled or refunded',
        'Email me when a report I sent arrives and when it is decided',
        'Email me when there is a new dispute, job application or privacy request',
      ],
      lacking: [],
    });
  });

  it('says every choice in Hindi, with no English left', async () => {
    await showIn('hi');
    try {
      const { port, prefs } = fakeNotifications();
      const { container } = render(<EmailSettings profile={seller} port={port} />);
      await act(async () => prefs.push({ emailOff: {} }));
      expect(await screen.findByRole('checkbox', { name: 'मेरे प्रोजेक्ट में कुछ भी हो तो मुझे ईमेल भेजें' })).toBeTruthy();
      expect(container.textContent).not.toMatch(/[A-Za-z]/);
    } finally {
      await showIn('en');
    }
  });
});
