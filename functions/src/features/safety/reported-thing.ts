// What a report is about, as the server finds it (decision 031): whose it is (the author a suspension suspends),
// what it says (kept on the case, so the queue shows it even once hidden or changed), and whether the reporter may
// report it: it exists, it is not their own, and they can see it (a message only by its chat's two people).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { inPlayStatuses } from '@marketplace/shared/projects/escrow-states';
import { reportTexts, type ReportedThing } from '@marketplace/shared/safety/report';
import { failure, success, type Outcome } from '../../platform/http.ts';

export interface ThingFacts {
  authorId: string;
  /** What the queue shows as the thing's title and body. */
  title: string;
  text: string;
  /** How the reporter's notifications name it: 'the product “Line follower”'. */
  name: string;
}

const quoted = (text: unknown) => `“${String(text ?? '').slice(0, 80)}”`;

/** The thing's facts when `reporterId` may report it (the admin's decision reads it the same way, reporter null). */
export async function reportedThing(
  db: Firestore,
  thing: ReportedThing,
  reporterId: string | null,
): Promise<Outcome<ThingFacts>> {
  const found = await factsOf(db, thing, reporterId);
  if (!found) return failure('not-found', reportTexts.notFound);
  if (found.authorId === reporterId) return failure('forbidden', reportTexts.ownThing);
  return success(found);
}

async function factsOf(db: Firestore, thing: ReportedThing, reporterId: string | null): Promise<ThingFacts | null> {
  switch (thing.kind) {
    case 'product': {
      const product = await db.doc(paths.storeProduct(thing.id)).get();
      if (!product.exists || product.get('hidden') === true) return null;
      return {
        authorId: String(product.get('sellerId')),
        title: String(product.get('name') ?? ''),
        text: String(product.get('description') ?? ''),
        name: `the product ${quoted(product.get('name'))}`,
      };
    }
    case 'project': {
      const project = await db.doc(paths.project(thing.id)).get();
      if (!project.exists || project.get('hidden') === true) return null;
      // A seller sees every project still in play (SPEC 6); a student only their own, which they cannot report.
      const inPlay = (inPlayStatuses as readonly unknown[]).includes(project.get('status'));
      const reporter = reporterId ? await db.doc(paths.user(reporterId)).get() : null;
      const visible =
        reporterId === null ||
        project.get('studentId') === reporterId ||
        project.get('sellerId') === reporterId ||
        (reporter?.get('role') === 'seller' && inPlay);
      if (!visible) return null;
      return {
        authorId: String(project.get('studentId')),
        title: String(project.get('title') ?? ''),
        text: String(project.get('description') ?? ''),
        name: `the project ${quoted(project.get('title'))}`,
      };
    }
    case 'message': {
      const [project, message] = await db.getAll(
        db.doc(paths.project(thing.projectId)),
        db.doc(`${paths.projectMessages(thing.projectId)}/${thing.id}`),
      );
      if (!project!.exists || !message!.exists || message!.get('hidden') === true) return null;
      const party = [project!.get('studentId'), project!.get('sellerId')].includes(reporterId);
      if (reporterId !== null && !party) return null;
      return {
        authorId: String(message!.get('senderId')),
        title: `A message in ${quoted(project!.get('title'))}`,
        text: String(message!.get('text') ?? ''),
        name: `a message in ${quoted(project!.get('title'))}`,
      };
    }
    case 'review': {
      const review = await db.doc(paths.review(thing.id)).get();
      if (!review.exists || review.get('hidden') === true) return null;
      const visible = review.get('published') === true || reporterId === null || review.get('authorId') === reporterId;
      if (!visible) return null;
      return {
        authorId: String(review.get('authorId')),
        title: `A ${review.get('stars')}-star review of ${quoted(review.get('projectTitle'))}`,
        text: String(review.get('text') ?? ''),
        name: `a review of ${quoted(review.get('projectTitle'))}`,
      };
    }
    case 'person': {
      const [profile, person] = await db.getAll(db.doc(paths.user(thing.id)), db.doc(paths.publicProfile(thing.id)));
      if (!profile!.exists) return null;
      const publicName = String(person!.get('name') ?? '');
      return {
        authorId: thing.id,
        // Admins read the case: the private profile's name and email say who it is.
        title: String(profile!.get('fullName') || publicName || profile!.get('email') || 'A person'),
        text: `${profile!.get('role') ?? 'member'} · ${profile!.get('email') ?? ''}`,
        // The reporter is told only what the public profile shows.
        name: publicName ? `the profile of ${publicName}` : 'a profile',
      };
    }
  }
}
