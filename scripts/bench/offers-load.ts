// The offers' calls under load (decision 100): a seller sending an offer (POST
// /api/projects/{id}/offers: their facts, the offers table's transaction, the offer and its card in the offer's chat)
// and a student listing their project's offers (GET /api/projects/{id}/offers), each beside the same I/O behind the
// bare server in the api's thread (write-io.ts), timed as post a project and send a message are (write-load.ts).
//
// A seller sends one offer a project and 20 in an hour (shared/src/safety/limits.ts), so each side has projects of its
// own asking for offers, OFFER_PROJECTS of them, and each seller walks them from a place of their own: a project
// gathers a few offers, as one on a real marketplace does, rather than every client writing beside the same project.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { takeOfferStep } from '../../functions/src/features/projects/offers/offer-step.ts';
import { sellerFactsOf } from '../../functions/src/features/projects/offers/seller-facts.ts';
import type { ApiThread } from './api-thread.ts';
import { benchTakenProject } from './bench-project.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { rota, type Person } from './load-runs.ts';
import { bareWritePaths, benchOfferRequest, benchOfferTerms } from './write-io.ts';
import { inTurn, writeLoad } from './write-load.ts';

/** Projects asking for offers on each side: at up to MAX_RATE offers a second for a run and its warming, 12 each. */
const OFFER_PROJECTS = 2_000;
/** Offers on each project a student lists: a lively request's. */
const OFFERS_LISTED = 10;

/** `count` projects asking for offers, open, their students taken in turn from `students`. */
async function projectsAskingForOffers(db: Firestore, students: Person[], count: number): Promise<string[]> {
  const writer = db.bulkWriter();
  const ids: string[] = [];
  const open = { status: 'Open', sellerId: null, sellerEmail: null, pricing: 'offers' };
  for (let i = 0; i < count; i++) {
    const ref = db.collection(paths.projects).doc();
    ids.push(ref.id);
    void writer.set(ref, benchTakenProject(students[i % students.length]!, open));
  }
  await writer.close();
  return ids;
}

/**
 * Which project a seller's next offer goes to on one side: the seller's own place among `sellers`, then the next
 * project each time, so no seller offers on a project twice within their hour.
 */
export function nextProject(sellers: Person[], projects: string[]) {
  const place = new Map(sellers.map((seller, i) => [seller.uid, i * hourlyLimits.offers.limit]));
  const sent = new Map<string, number>();
  return (seller: Person) => {
    const n = sent.get(seller.uid) ?? 0;
    sent.set(seller.uid, n + 1);
    return projects[(place.get(seller.uid)! + n) % projects.length]!;
  };
}

/** POST /api/projects/{id}/offers, each seller for their hour's 20, then the next; the bare side on projects apart. */
export async function sendOffers(
  api: ApiThread,
  firestore: BenchFirestore,
  sellers: Person[],
  students: Person[],
  seconds: number,
) {
  const [ours, bare] = [
    nextProject(sellers, await projectsAskingForOffers(firestore.db, students, OFFER_PROJECTS)),
    nextProject(sellers, await projectsAskingForOffers(firestore.db, students, OFFER_PROJECTS)),
  ];
  const [ourTurns, bareTurns] = [rota(sellers, hourlyLimits.offers.limit), rota(sellers, hourlyLimits.offers.limit)];
  return writeLoad(
    api,
    firestore,
    seconds,
    { name: 'send an offer', each: 'an offer' },
    (answered) =>
      inTurn(
        'POST',
        ourTurns,
        (seller) => ({ path: `/api/projects/${ours(seller)}/offers`, body: benchOfferTerms() }),
        answered,
      ),
    (answered) =>
      inTurn(
        'POST',
        bareTurns,
        (seller) => ({ path: bareWritePaths.offer, body: { projectId: bare(seller) } }),
        answered,
      ),
  );
}

/**
 * GET /api/projects/{id}/offers by the project's student, each of the clients' students with a project of OFFERS_LISTED
 * offers sent through the offers table's own step. The bare server is asked by POST with the project in its body.
 */
export async function listOffers(
  api: ApiThread,
  firestore: BenchFirestore,
  sellers: Person[],
  students: Person[],
  seconds: number,
) {
  const { db } = firestore;
  const projects = await projectsAskingForOffers(db, students, students.length);
  const projectOf = new Map(students.map((student, i) => [student.uid, projects[i]!]));
  const offering = sellers.slice(0, OFFERS_LISTED);
  // Each offer keeps its seller's facts, as every offer sent through the api does (else the list reads them anew).
  const facts = await Promise.all(offering.map((seller) => sellerFactsOf(db, seller.uid)));
  for (const [i, projectId] of projects.entries()) {
    const sending = offering.map(async (seller, j) => {
      const sent = await takeOfferStep(db, benchOfferRequest(seller, projectId, facts[j]!));
      if (!sent.ok) throw new Error(`seeding project ${i}'s offers: ${sent.error.message}`);
    });
    await Promise.all(sending);
  }
  const [ours, bare] = [rota(students, Infinity), rota(students, Infinity)];
  return writeLoad(
    api,
    firestore,
    seconds,
    { name: 'list offers', each: 'a list' },
    (answered) =>
      inTurn('GET', ours, (student) => ({ path: `/api/projects/${projectOf.get(student.uid)}/offers` }), answered),
    (answered) =>
      inTurn(
        'POST',
        bare,
        (student) => ({ path: bareWritePaths.offers, body: { projectId: projectOf.get(student.uid) } }),
        answered,
      ),
  );
}
