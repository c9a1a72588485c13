// The server's one road through the offers table (shared offer-process.ts, decision 067): every step on an offer
// runs here, in one transaction that reads the project and the offer, asks the table with the server's clock and
// writes the row's patch. An acceptance also takes the escrow table's `assign` row in the same transaction, through
// the escrow's runner (decideStep, writeStep): the project goes to the offer's seller at the stored terms (never a
// price from the browser) with the take's `taken` event (decision 062), and every other open offer on the project is
// declined. A racing or repeated request finds the offer or the project moved on: 409.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newMessageFields } from '@marketplace/shared/projects/chat';
import { offerCardText } from '@marketplace/shared/projects/offer-chat';
import { offerSchema, type Offer, type OfferSeller, type OfferTerms } from '@marketplace/shared/projects/offer';
import { latestTerms } from '@marketplace/shared/projects/offer-process';
import { offerErrors } from '@marketplace/shared/projects/offers-api';
import {
  canTakeOffer,
  offerProcess,
  offerRefusal,
  type OfferParty,
  type OfferTransitionName,
} from '@marketplace/shared/projects/offer-process';
import type { AgreedTerms } from '@marketplace/shared/projects/escrow-process';
import type { Project } from '@marketplace/shared/projects/project';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { blockTexts } from '@marketplace/shared/safety/block';
import type { Limit } from '../../../platform/api/request-limits.ts';
import type { Caller } from '../../../platform/auth.ts';
import { blockedBetween } from '../../../platform/blocks.ts';
import { failure, success, type Outcome } from '../../../platform/http.ts';
import { transact } from '../../../platform/transaction.ts';
import { projectFrom } from '../project-record.ts';
import { decideStep } from '../take-transition.ts';
import { writeStep } from '../write-step.ts';

/** Null when there is no offer; throws for a stored one that breaks the schema (a server fault). */
export function offerFrom(snapshot: DocumentSnapshot): Offer | null {
  if (!snapshot.exists) return null;
  return offerSchema.parse({ ...snapshot.data(), id: snapshot.id });
}

const stamp = (millis: number) => Timestamp.fromMillis(millis);
/** Milestones as a project stores them (decision 068): due dates as Timestamps. */
const storedMilestones = (milestones: NonNullable<OfferTerms['milestones']>) =>
  milestones.map((milestone) => ({ ...milestone, due: stamp(milestone.due) }));
const storedTerms = ({ milestones, ...terms }: OfferTerms) => ({
  ...terms,
  at: stamp(terms.at),
  ...(milestones ? { milestones: storedMilestones(milestones) } : {}),
});

export interface OfferStepRequest {
  projectId: string;
  sellerId: string;
  name: OfferTransitionName;
  /** A person through the API, or the server on its clock. */
  by: Caller | 'server';
  /** An offer's or a counter's terms, without who made them and when (the runner adds both). */
  terms?: Omit<OfferTerms, 'by' | 'at'>;
  /** The seller's facts as of now, on their own steps: kept on the offer for the student's list. */
  sellerFacts?: OfferSeller | undefined;
}

/** Which side of the offer the caller is: the project's student, the offer's seller, or nobody to it (null). */
function sideOf(by: Caller | 'server', project: Project, sellerId: string): OfferParty | null {
  if (by === 'server') return 'server';
  if (by.role === 'student' && by.uid === project.studentId) return 'student';
  if (by.role === 'seller' && by.uid === sellerId) return 'seller';
  return null;
}

/** The step as the table allows it now, or why not: 404, 403 (nobody to the offer), 409 with the table's words. */
function allowed(
  name: OfferTransitionName,
  project: Project | null,
  offer: Offer | null,
  by: Caller | 'server',
  sellerId: string,
  now: number,
): Outcome<{ project: Project; side: OfferParty }> {
  if (!project) return failure('not-found', projectErrors.notFound);
  const side = sideOf(by, project, sellerId);
  if (name === 'send' && side !== 'seller') return failure('forbidden', offerErrors.onlySellers);
  if (!side) return failure('forbidden', offerErrors.notYours);
  if (!offer && name !== 'send') return failure('not-found', offerErrors.offerGone);
  if (side === 'server')
    return canTakeOffer(name, offer, project, side, now)
      ? success({ project, side })
      : failure('conflict', projectErrors.notNow);
  const refusal = offerRefusal(name, offer, project, side, now);
  return refusal ? failure('conflict', refusal) : success({ project, side });
}

/** What an accepted offer assigns the project at (the escrow table's `assign` row): its seller and latest terms. */
function agreedOf(offer: Offer): AgreedTerms {
  const { price, deliveryBy, milestones } = latestTerms(offer);
  return {
    sellerId: offer.sellerId,
    sellerEmail: offer.sellerEmail,
    price,
    deliveryBy,
    ...(milestones && { milestones }),
  };
}

type Read = (ref: DocumentReference) => Promise<DocumentSnapshot>;

/** Reads the project and the offer and asks the table and the blocks: what a step starts from, or its refusal. */
async function readAndCheck(
  db: Firestore,
  { projectId, sellerId, name, by }: OfferStepRequest,
  read: Read,
  now: number,
  tx?: Transaction,
): Promise<Outcome<{ project: Project; offer: Offer | null; side: OfferParty }>> {
  const [projectSnap, offerSnap] = await Promise.all([
    read(db.doc(paths.project(projectId))),
    read(db.doc(paths.projectOffer(projectId, sellerId))),
  ]);
  const offer = offerFrom(offerSnap);
  const checked = allowed(name, projectFrom(projectSnap), offer, by, sellerId, now);
  if (!checked.ok) return checked;
  const { project, side } = checked.value;
  // Decision 031: nobody deals with someone either of them blocked.
  if (side !== 'server' && (await blockedBetween(db, project.studentId, sellerId, tx)))
    return failure('conflict', blockTexts.blockedBetween);
  return success({ project, offer, side });
}

export async function takeOfferStep(
  db: Firestore,
  request: OfferStepRequest,
  /** The caller's hourly limit (decision 032), taken once the step is found allowed, just before it is written. */
  limit?: Limit,
): Promise<Outcome<{ offer: Offer }>> {
  const { projectId, sellerId, name, by, terms, sellerFacts } = request;
  const row = offerProcess[name];
  if (limit) {
    const found = await readAndCheck(db, request, (ref) => ref.get(), Date.now());
    if (!found.ok) return found;
    // Named by the state it moves from, so the same request again (a double click) takes none.
    const { offer } = found.value;
    await limit(`offer-${projectId}-${sellerId}-${name}-${offer?.step.at ?? 0}`);
  }
  return transact(db, async (tx) => {
    const now = Date.now();
    const checked = await readAndCheck(db, request, (ref) => tx.get(ref), now, tx);
    if (!checked.ok) return checked;
    const { project, offer, side } = checked.value;
    const others = row.effects.includes('decline-others')
      ? (await tx.get(db.collection(paths.projectOffers(projectId)).where('state', '==', 'open'))).docs.filter(
          (doc) => doc.id !== sellerId,
        )
      : [];

    const made = terms && side !== 'server' ? { ...terms, by: side, at: now } : undefined;
    const patch = row.writes(offer, project, { now, terms: made });
    const step = { name, by: by === 'server' ? 'system' : by.uid, at: now };
    const next: Offer = {
      id: sellerId,
      projectId,
      studentId: project.studentId,
      sellerId,
      sellerEmail: offer?.sellerEmail ?? (by === 'server' ? '' : by.email),
      state: patch.state,
      step,
      // A new offer after one that ended starts its terms afresh; a counter adds to them.
      terms: name === 'send' ? [made!] : patch.terms ? [...offer!.terms, patch.terms] : offer!.terms,
      counters: patch.counters ?? offer?.counters ?? 0,
      expiresAt: patch.expiresAt ?? offer?.expiresAt ?? now,
      ...((sellerFacts ?? offer?.seller) && { seller: sellerFacts ?? offer?.seller }),
    };
    // The acceptance assigns the project through the escrow's own table and runner (decision 067): the `assign`
    // row's guard and patch, at the stored offer's terms, and the take's event, by the seller it went to.
    const assignment = row.effects.includes('assign')
      ? decideStep('assign', project, by, now, { now, agreed: agreedOf(next) })
      : null;
    if (assignment && !assignment.ok) return assignment;
    const { id: _id, ...stored } = next;
    tx.set(db.doc(paths.projectOffer(projectId, sellerId)), {
      ...stored,
      terms: next.terms.map(storedTerms),
      expiresAt: stamp(next.expiresAt),
      step: { ...step, at: stamp(now) },
    });
    // Each set of terms is a card in the offer's own chat (decision 073), from the side that made them to the other.
    if (made && by !== 'server') {
      const index = next.terms.length - 1;
      const other = side === 'seller' ? project.studentId : sellerId;
      tx.create(db.collection(paths.projectOfferMessages(projectId, sellerId)).doc(), {
        ...newMessageFields(by, other, offerCardText(made, index)),
        offerTerms: index,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    if (assignment?.ok) {
      const { actor, patch: assigned } = assignment.value;
      const taken = { projectId, name: 'assign' as const, project, patch: assigned, actor, now };
      writeStep(tx, db, taken, { by: sellerId, byRole: 'seller' });
    }
    for (const other of others)
      tx.update(other.ref, { state: 'declined', step: { name: 'passed-over', by: 'system', at: stamp(now) } });
    return success({ offer: next });
  });
}
