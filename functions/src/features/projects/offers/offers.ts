// The offers' use cases (decision 067): a seller sends an offer, either side answers it, and a project's offers are
// listed to those who may read them: the project's student and admins all of them, a seller their own alone (a
// seller never sees another seller's price). Each step is the offers table's, run by takeOfferStep.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { offerTexts, type TermsInput } from '@marketplace/shared/projects/offer';
import type { OfferAction } from '@marketplace/shared/projects/offer-process';
import { offerErrors, type OfferView } from '@marketplace/shared/projects/offers-api';
import { checkMilestones } from '@marketplace/shared/projects/milestone-check';
import { toPaise } from '@marketplace/shared/projects/money';
import { DEADLINE_GRACE_MS } from '@marketplace/shared/projects/post-project';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Limit } from '../../../platform/api/request-limits.ts';
import type { Caller } from '../../../platform/auth.ts';
import { failure, success, type Outcome } from '../../../platform/http.ts';
import { projectFrom } from '../project-record.ts';
import { offerFrom, takeOfferStep } from './offer-step.ts';
import { sellerFactsOf } from './seller-facts.ts';

type Deps = { db: Firestore };
const ok = { ok: true as const };

/**
 * The terms as they may be offered: a delivery day not before today (in the sender's zone, as a project's deadline:
 * less than a day ago), and any milestones checked as a posted project's are (decision 068), against the price and
 * the delivery day. One milestone is the whole price, kept as no milestones.
 */
function checkedTerms(terms: TermsInput, now: number): Outcome<TermsInput> {
  if (terms.deliveryBy <= now - DEADLINE_GRACE_MS) return failure('invalid', offerTexts.deliveryPast);
  const { milestones, ...rest } = terms;
  if (!milestones || milestones.length === 0) return success(rest);
  const price = { pricePaise: toPaise(terms.price), deadline: terms.deliveryBy };
  const check = checkMilestones(milestones, price, now - DEADLINE_GRACE_MS);
  if (!check.ok) return failure('invalid', check.error);
  return success(check.value.length > 1 ? { ...rest, milestones: check.value } : rest);
}

export async function sendOffer(
  { db }: Deps,
  caller: Caller,
  { projectId, ...terms }: TermsInput & { projectId: string },
  limit: Limit,
): Promise<Outcome<{ ok: true }>> {
  if (caller.role !== 'seller') return failure('forbidden', offerErrors.onlySellers);
  const checked = checkedTerms(terms, Date.now());
  if (!checked.ok) return checked;
  // The seller's facts as of now, kept on the offer so a listing need not read them per offer (decision 067).
  const sellerFacts = await sellerFactsOf(db, caller.uid);
  const request = {
    projectId,
    sellerId: caller.uid,
    name: 'send' as const,
    by: caller,
    terms: checked.value,
    sellerFacts,
  };
  const sent = await takeOfferStep(db, request, limit);
  return sent.ok ? success(ok) : sent;
}

export interface AnswerRequest extends Partial<TermsInput> {
  projectId: string;
  sellerId: string;
  action: OfferAction;
}

export async function answerOffer(
  { db }: Deps,
  caller: Caller,
  { projectId, sellerId, action, price, deliveryBy, note, milestones }: AnswerRequest,
): Promise<Outcome<{ ok: true }>> {
  let terms: TermsInput | undefined;
  if (action === 'counter') {
    if (price === undefined || deliveryBy === undefined) return failure('invalid', offerErrors.termsRequired);
    const checked = checkedTerms({ price, deliveryBy, note: note ?? '', milestones }, Date.now());
    if (!checked.ok) return checked;
    terms = checked.value;
  }
  // The seller's own step refreshes the facts the student weighs them by.
  const sellerFacts = caller.uid === sellerId ? await sellerFactsOf(db, sellerId) : undefined;
  const taken = await takeOfferStep(db, { projectId, sellerId, name: action, by: caller, terms, sellerFacts });
  return taken.ok ? success(ok) : taken;
}

export async function listOffers(
  { db }: Deps,
  caller: Caller,
  { projectId }: { projectId: string },
): Promise<Outcome<{ offers: OfferView[] }>> {
  const project = projectFrom(await db.doc(paths.project(projectId)).get());
  if (!project) return failure('not-found', projectErrors.notFound);
  const offers = db.collection(paths.projectOffers(projectId));
  let snapshots;
  if (caller.role === 'admin' || (caller.role === 'student' && caller.uid === project.studentId))
    snapshots = (await offers.orderBy('step.at', 'desc').get()).docs;
  else if (caller.role === 'seller') snapshots = [await offers.doc(caller.uid).get()].filter((doc) => doc.exists);
  else return failure('forbidden', offerErrors.notYours);
  const listed = snapshots.map((doc) => offerFrom(doc)!);
  // Each offer carries its seller's facts; one stored before they were kept has them read now.
  const sellers = await Promise.all(listed.map((offer) => offer.seller ?? sellerFactsOf(db, offer.sellerId)));
  return success({ offers: listed.map((offer, i) => ({ ...offer, seller: sellers[i]! })) });
}
