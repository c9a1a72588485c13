// Offers as the offers API lists them on a project's detail (decision 067), and a stand-in for that API, for the
// escrow's component tests. Only tests import this file.
import { vi } from 'vitest';
import { offersContract, type OfferView } from '@marketplace/shared/projects/offers-api';
import type { Project } from '@marketplace/shared/projects/project';
import { DAY } from '../../lib/testing/a-project.ts';
import { fakeClient } from '../../lib/testing/fake-client.ts';

/**
 * Offers on `project` sent at `now`: `sellerId`'s open offer at ₹`price`, open for a week, its note and seller named
 * `name` (Asha verified and rated 4.5, anyone else neither, each with 2 reviews and 3 projects done).
 */
export const offersOn =
  (project: Project, now: number) =>
  (sellerId: string, price: number, name: string, more: Partial<OfferView> = {}): OfferView => ({
    id: sellerId,
    projectId: project.id,
    studentId: project.studentId,
    sellerId,
    sellerEmail: `${sellerId}@example.com`,
    state: 'open',
    terms: [{ price, deliveryBy: now + 9 * DAY, note: `Note from ${name}`, by: 'seller', at: now }],
    counters: 0,
    expiresAt: now + 7 * DAY,
    step: { name: 'send', by: sellerId, at: now },
    seller: { name, verified: name === 'Asha', rating: name === 'Asha' ? 4.5 : null, reviews: 2, completed: 3 },
    ...more,
  });

const done = { ok: true } as const;

/** The offers' client listing `listed`, where sending and answering succeed (the test can inspect or make them fail). */
export function fakeOffers(listed: OfferView[]) {
  return fakeClient(offersContract, {
    list: vi.fn(async () => ({ offers: listed })),
    send: vi.fn(async () => done),
    answer: vi.fn(async () => done),
  });
}
