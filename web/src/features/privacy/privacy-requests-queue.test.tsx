// The admins' queue of requests to the grievance officer in both languages (decision 081): each request's kind, who
// sent it and when, and the days left of its 90, in English as before and in Hindi with no English of ours left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { requestKinds, type PrivacyRequest } from '@marketplace/shared/privacy/requests';
import enPrivacy from '../../i18n/en/privacy.json';
import hiPrivacy from '../../i18n/hi/privacy.json';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { privacyAdminContract } from '@marketplace/shared/privacy/privacy-api';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { closedSetWords } from '../../lib/testing/closed-set-words.ts';
import { latinWords } from '../../lib/testing/latin-words.ts';
import { PrivacyRequestsQueue } from './privacy-requests-queue.tsx';
import { requestKindKey } from './privacy-texts.ts';

afterEach(cleanup);

const DAY = 86_400_000;
const request = (over: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 'r1',
  requesterId: 'u1',
  requesterEmail: 'asha@example.com',
  kind: 'erasure',
  message: 'Please delete my phone number.',
  status: 'open',
  createdAt: Date.now() - 10 * DAY,
  dueAt: Date.now() + 80 * DAY - 60_000,
  answer: null,
  answeredAt: null,
  ...over,
});

async function drawQueue(requests: PrivacyRequest[]) {
  const open = feed<PrivacyRequest[]>();
  const api = fakeClient(privacyAdminContract, { answerRequest: vi.fn(async () => ({ ok: true as const })) });
  render(<PrivacyRequestsQueue privacy={{ watchOpenRequests: () => open.watch }} api={api} />);
  await act(async () => open.push(requests));
}

describe('the privacy requests queue', () => {
  it('says each request’s kind, sender and days left in English', async () => {
    await drawQueue([request({}), request({ id: 'r2', requesterEmail: '', kind: 'access', dueAt: Date.now() - DAY })]);
    const [first, second] = within(screen.getByRole('list', { name: /due soonest first/ })).getAllByRole('listitem');
    expect(first!.textContent).toContain('Erasure: delete something about me');
    expect(first!.textContent).toMatch(/From asha@example\.com on \d+ \w+ \d{4} · 80 days left/);
    expect(second!.textContent).toContain('From a member on');
    expect(second!.textContent).toContain('1 day overdue');
    expect(within(first!).getByRole('button', { name: 'Send answer' })).toBeTruthy();
  });

  it('says them in Hindi, leaving only the member’s own words and address', async () => {
    await showIn('hi');
    try {
      await drawQueue([request({})]);
      const section = screen.getByRole('region', { name: 'निजता अनुरोध' });
      expect(section.textContent).toContain('मिटाना: मेरे बारे में कुछ हटाएँ');
      expect(section.textContent).toContain('80 दिन बाकी');
      expect(within(section).getByRole('button', { name: 'जवाब भेजें' })).toBeTruthy();
      expect(latinWords(section, ['asha@example.com', 'Please delete my phone number.'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});

describe("a request's kinds, as the Privacy page offers them and the queue shows them (decision 090)", () => {
  it("says each of shared's kinds in English word for word and in Hindi", () => {
    expect(closedSetWords(requestKinds.map(requestKindKey), enPrivacy, hiPrivacy)).toEqual({
      english: [
        'Access: what you hold about me and who you shared it with',
        'Correction: something about me is wrong or incomplete',
        'Erasure: delete something about me',
        'Something else, or a complaint',
      ],
      lacking: [],
    });
  });
});
