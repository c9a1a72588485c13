// Post a project's, send a message's and the offers' Firestore I/O, made by the api's own writers on the api's paths
// and with its documents (as the fund flow's is, decision 093): the caller's token and profile, the project read and
// both blocks for a message, the hourly limit taken by rate-limit.ts itself, then the project and its delivery address
// in one batch, or the message; a seller's facts and the offers table's own step (offer-step.ts) for an offer; the
// project and its offers, newest first, for a student's list. Nothing of the api's own work: no routing, request
// schemas or guard. A bare Node server in the api's thread answers each over HTTP (decision 099), as the fund flow's
// does (decision 095).
import type { RequestListener } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { OfferSeller } from '@marketplace/shared/projects/offer';
import type { NewProject } from '@marketplace/shared/projects/post-project';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { writeNewProject } from '../../functions/src/features/projects/post-project.ts';
import { takeOfferStep, type OfferStepRequest } from '../../functions/src/features/projects/offers/offer-step.ts';
import { sellerFactsOf } from '../../functions/src/features/projects/offers/seller-facts.ts';
import { writeMessage } from '../../functions/src/features/projects/send-message.ts';
import { blockedBetween } from '../../functions/src/platform/blocks.ts';
import { takeRequest, type RateLimit } from '../../functions/src/platform/rate-limit.ts';
import { bareJsonServer, checkedCaller } from './bare-server.ts';

/** The seller of every project the bench chats in (api-load.ts seeds one taken project a chatting student). */
export const CHAT_SELLER = 'bench-chat-seller';

export const newBenchProject = (): NewProject => ({
  title: 'Bench load project',
  description: 'A project posted by the load bench.',
  hardware: '',
  software: '',
  features: '',
  deadline: Date.now() + 10 * 86_400_000,
  budget: 1500,
  deliveryAddress: '12 Long Street, Bhopal',
});

/** Where the bare server answers each (the api's are POST /api/projects and /api/projects/{id}/messages). */
export const bareWritePaths = {
  post: '/projects',
  message: '/messages',
  offer: '/offers',
  offers: '/offers-list',
} as const;

/** An offer's terms as a seller sends them: ₹1,500, delivered in a week. */
export const benchOfferTerms = () => ({
  price: 1500,
  deliveryBy: Date.now() + 7 * 86_400_000,
  note: 'From the bench.',
});

/** A seller's offer on `projectId` as the offers table's step takes it (offer-step.ts), with their facts as of now. */
export function benchOfferRequest(
  seller: { uid: string; email: string },
  projectId: string,
  sellerFacts: OfferSeller,
): OfferStepRequest {
  const by = { uid: seller.uid, email: seller.email, admin: false, role: 'seller' as const };
  return { projectId, sellerId: seller.uid, name: 'send', by, terms: benchOfferTerms(), sellerFacts };
}

export function writeIo(db: Firestore) {
  /**
   * One of the person's hourly limit, taken as the api takes it. The bare server counts apart from the api (another
   * subject), so that the two sides' people never spend each other's hour.
   */
  const limit = async (rule: RateLimit, person: { uid: string; email: string }, key: string | null = null) => {
    const subject = { kind: 'person' as const, uid: `${person.uid}-bare`, email: person.email };
    if (!(await takeRequest(db, rule, subject, { key })).allowed)
      throw new Error(`${rule.name}: the hour's limit was met`);
  };
  return {
    /** The project and its delivery address in one batch, after the limit, by post-project.ts's own writer. */
    async post(person: { uid: string; email: string }, project: NewProject) {
      await limit(hourlyLimits.projects, person);
      await writeNewProject(db, person, project);
    },
    /** The project read, the blocks both ways, the limit, then the message by send-message.ts's own writer. */
    async message(person: { uid: string; email: string }, projectId: string, text: string) {
      await db.doc(paths.project(projectId)).get();
      await blockedBetween(db, person.uid, CHAT_SELLER);
      await limit(hourlyLimits.messages, person);
      await writeMessage(db, projectId, person, CHAT_SELLER, text);
    },
    /** The seller's facts, then the offers table's step with the limit (taken inside it, as the api's is). */
    async offer(person: { uid: string; email: string }, projectId: string) {
      const request = benchOfferRequest(person, projectId, await sellerFactsOf(db, person.uid));
      const sent = await takeOfferStep(db, request, (key) => limit(hourlyLimits.offers, person, key ?? null));
      if (!sent.ok) throw new Error(`the offer was refused: ${sent.error.message}`);
    },
    /** The project, then its offers newest first, as the api reads them for the project's student. */
    async offers(projectId: string) {
      await db.doc(paths.project(projectId)).get();
      const offers = await db.collection(paths.projectOffers(projectId)).orderBy('step.at', 'desc').get();
      return offers.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  };
}

/** Each behind a bare Node server: the body is the api's (a message's, an offer's and a list's name their project). */
export function bareWriteServer(db: Firestore, auth: Auth): RequestListener {
  const io = writeIo(db);
  return bareJsonServer(async (path, token, body) => {
    const person = await checkedCaller(auth, db, token);
    if (path === bareWritePaths.post) await io.post(person, body as unknown as NewProject);
    else if (path === bareWritePaths.message) await io.message(person, body.projectId ?? '', body.text ?? '');
    else if (path === bareWritePaths.offer) await io.offer(person, body.projectId ?? '');
    else if (path === bareWritePaths.offers) return { offers: await io.offers(body.projectId ?? '') };
    else throw new Error(`no bare write at ${path}`);
    return { sent: true };
  });
}
