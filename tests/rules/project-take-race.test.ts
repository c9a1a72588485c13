// Twenty sellers take the same Open project at the same moment: the rules let exactly one win (SPEC 4,
// ARCHITECTURE 'Who writes what': taking it, Open -> In Progress, one winner).
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { TAKEN_EVENT_ID, takenEvent } from '@marketplace/shared/projects/project-history';
import { PROJECT_ID, openProject, seedProject, takeWrites, useMarketplaceRules } from './support/marketplace.ts';
import { asPerson, seedProfile, storedData, verifiedPerson, type Person } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

const SELLERS = 20;
const ROUNDS = 3;

const sellers: Person[] = Array.from({ length: SELLERS }, (_, i) =>
  verifiedPerson(`racer-${String(i + 1).padStart(2, '0')}`),
);

beforeEach(async () => {
  await Promise.all(sellers.map((seller) => seedProfile(env, seller, 'seller')));
});

class ProjectGone extends Error {}

const takePatch = (seller: Person) => ({
  status: 'In Progress',
  sellerId: seller.uid,
  sellerEmail: seller.token.email,
});

/**
 * The web app's take (firestore-projects.ts perform): read, check it is still Open, update, with the take's event
 * (decision 062), in one transaction.
 */
function takeInTransaction(db: Firestore, seller: Person): Promise<void> {
  const ref = doc(db, paths.project(PROJECT_ID));
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists() || snapshot.data().status !== 'Open') throw new ProjectGone();
    transaction.update(ref, takePatch(seller));
    const event = doc(db, paths.projectHistory(PROJECT_ID), TAKEN_EVENT_ID);
    transaction.set(event, { ...takenEvent(seller.uid), at: serverTimestamp() });
  });
}

/** A tampered client's take: a blind batch, so only the rules stand between it and a second winner. */
function takeBlindly(db: Firestore, seller: Person): Promise<void> {
  return takeWrites(db, { uid: seller.uid, email: String(seller.token.email) });
}

/** Why a loser lost: the client saw it taken, the rules refused the write, or the transaction gave up. */
function reason(error: unknown): string {
  if (error instanceof ProjectGone) return 'already taken';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : String(error);
}

const storedSellerId = async (): Promise<unknown> => (await storedData(env, paths.project(PROJECT_ID)))?.sellerId;

describe.each([
  ['a client transaction (what the web app does)', takeInTransaction],
  ['a blind update', takeBlindly],
])(`${SELLERS} sellers taking one Open project at once with %s`, (_how, take) => {
  it(`lets exactly one win, ${ROUNDS} rounds in a row`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await seedProject(env, openProject());
      // Every seller's client is ready before any of them starts, so the takes overlap.
      const clients = sellers.map((seller) => ({ seller, db: asPerson(env, seller) }));
      const results = await Promise.allSettled(clients.map(({ seller, db }) => take(db, seller)));

      const winners = clients.filter((_, i) => results[i]!.status === 'fulfilled').map(({ seller }) => seller.uid);
      const losses = results.flatMap((result) => (result.status === 'rejected' ? [reason(result.reason)] : []));
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(losses, `round ${round}`).toHaveLength(SELLERS - 1);
      expect(await storedSellerId(), `round ${round}`).toBe(winners[0]);
      for (const loss of losses) {
        expect(['already taken', 'permission-denied', 'aborted'], `round ${round}`).toContain(loss);
      }
    }
  });
});
