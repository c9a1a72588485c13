// Who met a limit, for admins, in both languages (decision 081): the person or the network, the limit in words and
// how many it allows.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { LimitHit } from '@marketplace/shared/safety/limits';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { latinWords } from '../../lib/testing/latin-words.ts';
import { LimitHits } from './limit-hits.tsx';

afterEach(cleanup);

const hits: LimitHit[] = [
  {
    id: 'a',
    limit: 'projects',
    allowed: 5,
    windowStart: 1,
    at: Date.UTC(2026, 10, 29, 9),
    uid: 'u1',
    email: 'asha@example.com',
    address: null,
  },
  { id: 'b', limit: 'assistant', allowed: 30, windowStart: 1, at: null, uid: null, email: null, address: '3fa9c1' },
];

async function drawHits() {
  const watched = feed<LimitHit[]>();
  render(<LimitHits moderation={{ watchLimitHits: () => watched.watch }} />);
  await act(async () => watched.push(hits));
  return screen.getAllByRole('listitem');
}

describe('limits met', () => {
  it('names the person or the network and the limit, in English as shared words it', async () => {
    const [person, network] = await drawHits();
    expect(person!.textContent).toContain('asha@example.comProjects posted: 5 allowed');
    expect(network!.textContent).toContain('Network 3fa9c1Ask Me questions: 30 allowed');
  });

  it('says them in Hindi', async () => {
    await showIn('hi');
    try {
      const [person, network] = await drawHits();
      expect(person!.textContent).toContain('पोस्ट किए गए प्रोजेक्ट: 5 की अनुमति');
      expect(network!.textContent).toContain('नेटवर्क 3fa9c1');
      const section = screen.getByRole('region', { name: 'सीमा तक पहुँचे' });
      expect(within(section).getByRole('list', { name: 'सीमा तक पहुँचे, सबसे नया सबसे ऊपर' })).toBeTruthy();
      expect(latinWords(section, ['asha@example.com', '3fa9c1'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
